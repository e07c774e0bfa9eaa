/**
 * Risk signals: what the backend notices about an order when it is placed (issue 38, "Risky orders
 * stand out"), kept on the order (`orders.risk_signals`) and shown to the operator as badges with
 * their reasons, in the queue and on the order's page. One owner for the names, labels and thresholds.
 */

export const riskSignalCodes = ["blocked-phone", "refused-before", "cancelled-before", "many-open-orders", "short-address"] as const;
export type RiskSignalCode = (typeof riskSignalCodes)[number];

/** A signal as kept on the order: `count` for the ones that count earlier orders. */
export type RiskSignal = { code: RiskSignalCode; count?: number };

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
  "short-address": "Short address",
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
    case "short-address":
      return `The street address is shorter than ${riskThresholds.shortAddressChars} characters`;
  }
}

/** What the backend counted for this phone, before the order being placed. */
export type RiskFacts = {
  blocked: boolean;
  refused: number;
  cancelled: number;
  /** Open orders from the phone in the window, this one included. */
  openOrders: number;
  street: string;
};

/** The signals an order raises, in `riskSignalCodes` order; none for an ordinary order. */
export function riskSignalsOf(facts: RiskFacts): RiskSignal[] {
  const signals: RiskSignal[] = [];
  if (facts.blocked) signals.push({ code: "blocked-phone" });
  if (facts.refused >= riskThresholds.refusedBefore) signals.push({ code: "refused-before", count: facts.refused });
  if (facts.cancelled >= riskThresholds.cancelledBefore) signals.push({ code: "cancelled-before", count: facts.cancelled });
  if (facts.openOrders >= riskThresholds.openOrders) signals.push({ code: "many-open-orders", count: facts.openOrders });
  if (facts.street.trim().length < riskThresholds.shortAddressChars) signals.push({ code: "short-address" });
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
