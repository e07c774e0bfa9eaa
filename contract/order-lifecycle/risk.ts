/**
 * Risk signals: what the backend notices about an order when it is placed (issue 38, "Risky orders
 * stand out"), kept on the order (`orders.risk_signals`) and shown to the operator as badges with
 * their reasons, in the queue and on the order's page. One owner for the names, labels and thresholds.
 */

import { formatPaisaExactly, formatRupees } from "../money";

export const riskSignalCodes = [
  "blocked-phone",
  "refused-before",
  "cancelled-before",
  "many-open-orders",
  "large-first-order",
  "short-address",
  "no-landmark",
  "town-off-list",
] as const;
export type RiskSignalCode = (typeof riskSignalCodes)[number];

/**
 * A signal as kept on the order: `count` for the ones that count earlier orders; for a large first order
 * the total and the limit in force when it was placed (the operator may change the limit later).
 */
export type RiskSignal = { code: RiskSignalCode; count?: number; totalPaisa?: number; limitRupees?: number };

/** A first order (no earlier order of the phone delivered) over this total is flagged; 0 turns the check off. Set at /admin/settings. */
export const DEFAULT_FIRST_ORDER_LIMIT_RUPEES = 30_000;
export const MAX_FIRST_ORDER_LIMIT_RUPEES = 10_000_000;

/**
 * Words that point a courier at a place ("near the mosque", "opposite Gulberg market", "نزد جامع مسجد").
 * A street line with none of them and no number (house, street, plot, block) leaves the rider to phone.
 */
const LANDMARK_WORDS =
  /\b(near|nr|opp|opposite|behind|beside|next to|in front of|facing|adjacent|nazd|nazdeek|qareeb|samne|peechay|pichay|mosque|masjid|school|hospital|chowk|market|bazar|bazaar|plaza|bank|park|stop)\b|نزد|نزدیک|قریب|سامنے|پیچھے|مقابل|ساتھ|مسجد|چوک|بازار|مارکیٹ|سکول|اسکول|ہسپتال/i;
const ANY_DIGIT = /[0-9\u0660-\u0669\u06F0-\u06F9]/;
export const hasNumberOrLandmark = (street: string): boolean => ANY_DIGIT.test(street) || LANDMARK_WORDS.test(street);

export const riskThresholds = {
  /** Earlier orders of this phone refused at the door (returned to sender) before the badge shows. */
  refusedBefore: 1,
  /** Earlier orders of this phone cancelled before they shipped. */
  cancelledBefore: 2,
  /** Open orders (not yet shipped, delivered or cancelled) from one phone within the window, counting this one. */
  openOrders: 3,
  openOrdersWindowHours: 24,
  /** A street line shorter than this gives the courier little to find. */
  shortAddressChars: 10,
} as const;

/** The badge's text. */
export const riskSignalLabels: Record<RiskSignalCode, string> = {
  "blocked-phone": "Blocked phone",
  "refused-before": "Refused before",
  "cancelled-before": "Cancelled before",
  "many-open-orders": "Several open orders",
  "large-first-order": "Large first order",
  "short-address": "Short address",
  "no-landmark": "No house number or landmark",
  "town-off-list": "Town off the city list",
};

/** The reason beside the badge, with the count. */
export function riskSignalReason(signal: RiskSignal): string {
  const count = signal.count ?? 0;
  const orders = (n: number) => (n === 1 ? "1 earlier order" : `${n} earlier orders`);
  switch (signal.code) {
    case "blocked-phone":
      return "This phone is on the store's block list";
    case "refused-before":
      return `${orders(count)} from this phone refused at the door (returned to sender)`;
    case "cancelled-before":
      return `${orders(count)} from this phone cancelled`;
    case "many-open-orders":
      return `${count} open orders from this phone in ${riskThresholds.openOrdersWindowHours} hours`;
    case "large-first-order":
      return `${formatPaisaExactly(signal.totalPaisa ?? 0)} from a phone with no delivered order, over the ${formatRupees(signal.limitRupees ?? 0)} first-order limit`;
    case "short-address":
      return `The street address is shorter than ${riskThresholds.shortAddressChars} characters`;
    case "no-landmark":
      return "The street address has no house or street number and no landmark (near, opposite, behind)";
    case "town-off-list":
      return "The town is not one of checkout's cities: check that the courier delivers there";
  }
}

/** What the backend counted for this phone, before the order being placed. */
export type RiskFacts = {
  blocked: boolean;
  refused: number;
  cancelled: number;
  /** Open orders from the phone in the window, this one included. */
  openOrders: number;
  /** Earlier orders of this phone delivered: none makes this a first order. */
  delivered: number;
  /** The order's total to collect, and the first-order limit in force (0: off). */
  totalPaisa: number;
  firstOrderLimitRupees: number;
  street: string;
  /** Whether the address's city is one of checkout's cities (not a town typed under "Other"). */
  listedCity: boolean;
};

/** The signals an order raises, in `riskSignalCodes` order; none for an ordinary order. */
export function riskSignalsOf(facts: RiskFacts): RiskSignal[] {
  const signals: RiskSignal[] = [];
  if (facts.blocked) signals.push({ code: "blocked-phone" });
  if (facts.refused >= riskThresholds.refusedBefore) signals.push({ code: "refused-before", count: facts.refused });
  if (facts.cancelled >= riskThresholds.cancelledBefore) signals.push({ code: "cancelled-before", count: facts.cancelled });
  if (facts.openOrders >= riskThresholds.openOrders) signals.push({ code: "many-open-orders", count: facts.openOrders });
  const limitPaisa = facts.firstOrderLimitRupees * 100;
  if (facts.delivered === 0 && limitPaisa > 0 && facts.totalPaisa > limitPaisa) {
    signals.push({ code: "large-first-order", totalPaisa: facts.totalPaisa, limitRupees: facts.firstOrderLimitRupees });
  }
  const street = facts.street.trim();
  // A short line is one signal; a longer one may still give the rider nothing to find.
  if (street.length < riskThresholds.shortAddressChars) signals.push({ code: "short-address" });
  else if (!hasNumberOrLandmark(street)) signals.push({ code: "no-landmark" });
  if (!facts.listedCity) signals.push({ code: "town-off-list" });
  return signals;
}

/** A signal as the JSON answers carry it: the code, the badge and the reason. */
export type RiskSignalJson = { code: RiskSignalCode; label: string; reason: string };
export const riskSignalJson = (signal: RiskSignal): RiskSignalJson => ({
  code: signal.code,
  label: riskSignalLabels[signal.code],
  reason: riskSignalReason(signal),
});

/** The queue's filter: only orders with at least one signal. */
export const RISKY_FILTER_LABEL = "Risky orders only";
