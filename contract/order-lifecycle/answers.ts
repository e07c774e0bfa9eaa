/**
 * What the backend answers about an order's life, to the shopper (`OrderLifecycleJson` inside `OrderJson`) and to
 * the operator (`OperatorOrderJson`, the queue, the dashboard, the CSV import report).
 *
 * Tracking IDs: `orders.tracking_id` stays the store's own reference, made at placement. Once an
 * order is shipped, the `trackingId` a shopper sees (`OrderJson.trackingId`) is the courier's
 * consignment number, with `courier` and `courierTrackingUrl` beside it, because that is the number
 * the courier's page knows. The operator's view shows both (`storeTrackingId`, `courierTrackingId`)
 * and the queue's search matches either.
 */
import type { Language } from "../languages";
import type { OrderJson, OrderStatus, PaymentStatus } from "../orders";
import type { MessageChannel, OrderMessageJson } from "./order-link";
import type { Courier } from "./couriers";
import type { ORDER_CHANGED } from "./messages";
import type { CashWithCouriersJson, RemittanceJson } from "./remittances";
import type { MessageAnswersJson, RefusalsJson } from "./dashboard-rates";
import type { OrderQueueTab } from "./queue";
import type { RefundJson } from "./refunds";
import type { ReturnCondition } from "./returns";
import type { ReturnPhotoJson } from "./return-photos";
import type { ReturnReason } from "./return-policy";
import type { RiskSignalJson } from "./risk";
import type { CancelReason, OperatorStep, OrderChangeClosedReason, OrderStage, OrderStep, ReturnStatus, TimelineStep } from "./stages";

export type OperatorJson = { userId: string; email: string | null; name: string | null };

/** One step as the shopper's timeline shows it. */
export type TimelineEventJson = { step: TimelineStep; label: string; at: string; note: string | null };

/** One row of the audit log: who took which step, from and to which order status. */
export type AuditEntryJson = {
  step: OrderStep;
  actorUserId: string;
  actorEmail: string | null;
  actorRole: "operator" | "shopper";
  fromStatus: OrderStatus;
  toStatus: OrderStatus;
  fromStage: OrderStage;
  toStage: OrderStage;
  note: string | null;
  at: string;
};

/** A requested line: which, how many, whether the operator refused it, and its condition once the parcel is back. */
export type ReturnLineJson = {
  itemId: string;
  name: string;
  size: string | null;
  quantity: number;
  refused: boolean;
  condition: ReturnCondition | null;
};

export type ReturnRequestJson = {
  status: ReturnStatus;
  /** Why, from the policy's list (null on requests from before the list). */
  reason: ReturnReason | null;
  /** The shopper's own words, if any. */
  note: string | null;
  lines: ReturnLineJson[];
  /** The shopper's photos of what they return, oldest first (contract/order-lifecycle/return-photos.ts). */
  photos: ReturnPhotoJson[];
  receivedAt: string | null;
  requestedAt: string;
  decidedAt: string | null;
  refundedAt: string | null;
};

/** What `OrderJson` (the shopper's view) adds about the order's life. */
export type OrderLifecycleJson = {
  stage: OrderStage;
  version: number;
  courier: Courier | null;
  /** A link to the courier's tracking page, once shipped with a courier that has one. */
  courierTrackingUrl: string | null;
  timeline: TimelineEventJson[];
  /** The shopper's own steps open to them now (cancel within 2 hours, return within 7 days of delivery). */
  canCancel: boolean;
  /** Null while the shopper may change the order (address, phone, lower quantities); otherwise why not. */
  changeClosedReason: OrderChangeClosedReason | null;
  canRequestReturn: boolean;
  returnRequest: ReturnRequestJson | null;
  /** The refunds recorded, oldest first, and what they add up to (rupees). */
  refunds: RefundJson[];
  refundedAmount: number;
};

export type OperatorOrderJson = OrderJson & {
  /** The language the order was placed in (English for orders from before it was kept): the operator writes to the shopper in it. */
  language: Language;
  storeTrackingId: string | null;
  courierTrackingId: string | null;
  customerEmail: string | null;
  confirmation: { byUserId: string; byEmail: string | null; at: string; note: string | null } | null;
  cancelReason: CancelReason | null;
  /** What is left of what was paid to refund, in rupees (0 when nothing was paid or all was given back). */
  refundableAmount: number;
  /** The same with the delivery fee given back too (a damaged or wrong item). */
  refundableWithDelivery: number;
  /** The steps the operator may take now, in `operatorSteps` order. */
  allowedSteps: OperatorStep[];
  audit: AuditEntryJson[];
  /** The confirmation messages sent to the shopper's phone (none when they opted out or the order predates them). */
  messages: OrderMessageJson[];
  /** The shopper confirmed from their message's link, and by which channel. */
  shopperConfirmation: { at: string; via: MessageChannel } | null;
  /** The shopper asked at checkout not to be messaged: confirm by calling. */
  noMessages: boolean;
  /** The operator may send the message once more (`mayResendOrderMessage`). */
  messageResendable: boolean;
  /** What the courier's payment report recorded for this order (operator-only), or null before it. */
  remittance: RemittanceJson | null;
  /** What the backend noticed when the order was placed: a badge and its reason each (none for an ordinary order). */
  riskSignals: RiskSignalJson[];
};

/** 409 for a stale version: the message and the order as it is now. */
export type StaleOrderJson = { error: typeof ORDER_CHANGED; order: OperatorOrderJson };

export type OrderQueueRowJson = {
  _id: string;
  orderId: string;
  createdAt: string;
  customerName: string | null;
  customerPhone: string | null;
  customerEmail: string | null;
  city: string;
  totalAmount: number;
  itemCount: number;
  orderStatus: OrderStatus;
  paymentStatus: PaymentStatus;
  stage: OrderStage;
  trackingId: string | null;
  courier: Courier | null;
  /** As `OperatorOrderJson.language`: the WhatsApp link's text is written in it. */
  language: Language;
  /** As `OperatorOrderJson.riskSignals`. */
  riskSignals: RiskSignalJson[];
};

export type OrderQueueJson = {
  tab: OrderQueueTab;
  q: string | null;
  /** Only orders with a risk signal. */
  risky: boolean;
  rows: OrderQueueRowJson[];
  /** Orders in each tab, counted up to QUEUE_COUNT_LIMIT: a tab at the limit holds at least that many ("10,000+"). */
  counts: Record<OrderQueueTab, number>;
  page: number;
  pageSize: number;
  /**
   * Orders in the tab; with `q`, orders of every stage matching it (a search ignores the tab). Counted up to
   * this page's first row plus QUEUE_COUNT_LIMIT: `totalIsAtLeast` when it stopped there (there are more).
   */
  total: number;
  totalIsAtLeast: boolean;
};

export type DashboardJson = {
  ordersToday: number;
  toConfirm: number;
  toShip: number;
  /** Sum of the totals of shipped, not yet delivered cash-on-delivery orders, in rupees. */
  cashToCollect: number;
  deliveredThisWeek: number;
  openReturns: number;
  /** Delivered cash-on-delivery orders not yet remitted by their courier, in rupees: by courier and by age. */
  cashWithCouriers: CashWithCouriersJson;
  /** Parcels refused at the door over the last DASHBOARD_WINDOW_DAYS, by city and by courier (./dashboard-rates.ts). */
  refusals: RefusalsJson;
  /** How the shoppers of the cash-on-delivery orders placed over the last DASHBOARD_WINDOW_DAYS answered their message. */
  messageAnswers: MessageAnswersJson;
};

export type CsvImportRowJson =
  { line: number; orderId: string; accepted: true } | { line: number; orderId: string; accepted: false; error: string };
export type CsvImportReportJson = { rows: CsvImportRowJson[]; accepted: number; refused: number };
