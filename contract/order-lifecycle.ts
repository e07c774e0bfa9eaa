/**
 * The order lifecycle both halves agree on: the steps operators and shoppers take, the states each
 * step may start from, couriers, cancel reasons, windows, the request bodies and the answers.
 *
 * Tracking IDs: `orders.tracking_id` stays the store's own reference, made at placement. Once an
 * order is shipped, the `trackingId` a shopper sees (`OrderJson.trackingId`) is the courier's
 * consignment number, with `courier` and `courierTrackingUrl` beside it, because that is the number
 * the courier's page knows. The operator's view shows both (`storeTrackingId`, `courierTrackingId`)
 * and the queue's search matches either.
 *
 * Backend paths (the typed clients in app/lib/backend/ own them; listed here so both halves agree):
 *   GET  /admin/me                                200 `OperatorJson` for an operator, 401 without a token, 403 for a shopper
 *   GET  /admin/dashboard                         `DashboardJson`
 *   GET  /admin/orders?tab=&q=&page=              `OrderQueueJson` (query: `orderQueueQuery`)
 *   GET  /admin/orders/export.csv                 text/csv of the "to ship" tab (`courierCsvColumns`)
 *   POST /admin/orders/import?courier=            CSV text body (`text/csv` or `text/plain`) → `CsvImportReportJson`;
 *                                                 `courier` (`csvImportQuery`) is used for rows without a courier column
 *   GET  /admin/orders/:orderId                   `OperatorOrderJson` (order number CW-100001 or id)
 *   POST /admin/orders/:orderId/confirm           `confirmOrderBody`        → `OperatorOrderJson`
 *   POST /admin/orders/:orderId/ship              `shipOrderBody`           → `OperatorOrderJson`
 *   POST /admin/orders/:orderId/deliver           `deliverOrderBody`        → `OperatorOrderJson`
 *   POST /admin/orders/:orderId/cancel            `cancelOrderBody`         → `OperatorOrderJson`
 *   POST /admin/orders/:orderId/return-to-sender  `returnToSenderBody`      → `OperatorOrderJson`
 *   POST /admin/orders/:orderId/return-approve    `returnDecisionBody`      → `OperatorOrderJson`
 *   POST /admin/orders/:orderId/return-refuse     `returnDecisionBody`      → `OperatorOrderJson`
 *   POST /admin/orders/:orderId/refund            `refundBody`              → `OperatorOrderJson`
 *   POST /orders/:orderId/cancel                  `shopperCancelBody`       → `OrderJson` (the shopper's own order)
 *   POST /orders/:orderId/return-request          `returnRequestBody`       → `OrderJson`
 * Every `/admin/*` path answers 401 without a token and 403 (`OPERATORS_ONLY`) for a shopper.
 * A step that the order's state does not allow answers 409 `{ error }` (`stepNotAllowed`); a stale
 * `version` answers 409 `StaleOrderJson` (`{ error: ORDER_CHANGED, order }`) with the order as it is now.
 */
import { z } from "zod";
import { business } from "./business";
import { optionalParam } from "./fields";
import { MAX_SEARCH_LENGTH } from "./limits";
import { ORDER_NOT_FOUND } from "./messages";
import type { OrderJson, OrderStatus, PaymentStatus } from "./orders";
import { versionField } from "./version-field";

/** Where an order is in its life: finer than `OrderStatus`, which stays the spec's four values. */
export const orderStages = [
  "awaiting-confirmation",
  "confirmed",
  "shipped",
  "delivered",
  "return-requested",
  "return-approved",
  "return-refused",
  "refunded",
  "cancelled",
] as const;
export type OrderStage = (typeof orderStages)[number];

/** The order status each stage shows; a return does not change it (the order was delivered). */
export const orderStatusOfStage: Record<OrderStage, OrderStatus> = {
  "awaiting-confirmation": "Processing",
  confirmed: "Processing",
  shipped: "Shipped",
  delivered: "Delivered",
  "return-requested": "Delivered",
  "return-approved": "Delivered",
  "return-refused": "Delivered",
  refunded: "Delivered",
  cancelled: "Cancelled",
};

export const returnStatuses = ["requested", "approved", "refused", "refunded"] as const;
export type ReturnStatus = (typeof returnStatuses)[number];

/** The stage of an order from what the store keeps about it. */
export function orderStageOf(order: { orderStatus: OrderStatus; confirmed: boolean; returnStatus: ReturnStatus | null }): OrderStage {
  switch (order.orderStatus) {
    case "Processing":
      return order.confirmed ? "confirmed" : "awaiting-confirmation";
    case "Shipped":
      return "shipped";
    case "Cancelled":
      return "cancelled";
    case "Delivered":
      return order.returnStatus === null ? "delivered" : order.returnStatus === "refunded" ? "refunded" : `return-${order.returnStatus}`;
  }
}

export const operatorSteps = [
  "confirm",
  "ship",
  "deliver",
  "cancel",
  "return-to-sender",
  "return-approve",
  "return-refuse",
  "refund",
] as const;
export type OperatorStep = (typeof operatorSteps)[number];
export const shopperSteps = ["shopper-cancel", "return-request"] as const;
export type ShopperStep = (typeof shopperSteps)[number];
export type OrderStep = OperatorStep | ShopperStep;
/** What the timeline shows first: the order being placed is not a step anyone takes afterwards. */
export type TimelineStep = "placed" | OrderStep;

type Transition = {
  from: readonly OrderStage[];
  to: OrderStage;
  /** The payment status the step sets, when it changes it (delivered cash on delivery becomes Paid). */
  payment?: PaymentStatus;
  /** The step puts the order's units back on the shelf. */
  returnsStock?: boolean;
  /** The button label, and the timeline's words for the step once taken. */
  label: string;
  done: string;
};

/** The transition table: every step, the stages it may start from, and what it does. */
export const orderTransitions: Record<OrderStep, Transition> = {
  confirm: { from: ["awaiting-confirmation"], to: "confirmed", label: "Confirm order", done: "Order confirmed" },
  ship: { from: ["confirmed"], to: "shipped", label: "Mark as shipped", done: "Shipped" },
  deliver: { from: ["shipped"], to: "delivered", payment: "Paid", label: "Mark as delivered", done: "Delivered" },
  cancel: {
    from: ["awaiting-confirmation", "confirmed"],
    to: "cancelled",
    payment: "Failed",
    returnsStock: true,
    label: "Cancel order",
    done: "Cancelled",
  },
  "return-to-sender": {
    from: ["shipped"],
    to: "cancelled",
    payment: "Failed",
    returnsStock: true,
    label: "Returned to sender",
    done: "Returned to sender",
  },
  "shopper-cancel": {
    from: ["awaiting-confirmation", "confirmed"],
    to: "cancelled",
    payment: "Failed",
    returnsStock: true,
    label: "Cancel my order",
    done: "Cancelled by you",
  },
  "return-request": { from: ["delivered"], to: "return-requested", label: "Request a return", done: "Return requested" },
  "return-approve": { from: ["return-requested"], to: "return-approved", label: "Approve return", done: "Return approved" },
  "return-refuse": { from: ["return-requested"], to: "return-refused", label: "Refuse return", done: "Return refused" },
  refund: { from: ["return-approved"], to: "refunded", label: "Record refund", done: "Refunded" },
};

export const PLACED_LABEL = "Order placed";

/** The operator steps the stage allows, in the table's order (the actions an order page offers). */
export function operatorStepsFrom(stage: OrderStage): OperatorStep[] {
  return operatorSteps.filter((step) => orderTransitions[step].from.includes(stage));
}

export const couriers = [...business.couriers, "Other"] as const;
export type Courier = (typeof couriers)[number];

/**
 * Default tracking-page URL per courier; `{id}` is replaced by the URL-encoded consignment number.
 * The backend's settings (`COURIER_TRACKING_URLS`) may override them; "Other" has none by default.
 */
export const defaultCourierTrackingUrls: Record<Courier, string | null> = {
  TCS: "https://www.tcsexpress.com/track/{id}",
  Leopards: "https://www.leopardscourier.com/tracking?cn={id}",
  "M&P": "https://www.mulphilog.com/tracking/{id}",
  Other: null,
};

export function courierTrackingUrl(template: string | null, trackingId: string): string | null {
  return template ? template.replaceAll("{id}", encodeURIComponent(trackingId)) : null;
}

export const cancelReasons = ["unreachable", "fake-order", "shopper-asked", "out-of-stock", "other"] as const;
export type CancelReason = (typeof cancelReasons)[number];
export const cancelReasonLabels: Record<CancelReason, string> = {
  unreachable: "Shopper unreachable",
  "fake-order": "Fake order",
  "shopper-asked": "Shopper asked",
  "out-of-stock": "Out of stock",
  other: "Other",
};

/** The policy page's windows (contract/business.ts), in milliseconds. */
export const SHOPPER_CANCEL_WINDOW_MS = business.orderChangeWindowHours * 60 * 60 * 1000;
export const RETURN_WINDOW_MS = business.returnWindowDays * 24 * 60 * 60 * 1000;

/** A shopper may cancel while the order has not shipped and within the window after placement. */
export function shopperMayCancel(stage: OrderStage, placedAt: Date, now: Date): boolean {
  return orderTransitions["shopper-cancel"].from.includes(stage) && now.getTime() - placedAt.getTime() <= SHOPPER_CANCEL_WINDOW_MS;
}

/** A shopper may ask for a return once, within the window after delivery. */
export function shopperMayRequestReturn(stage: OrderStage, deliveredAt: Date | null, now: Date): boolean {
  return (
    orderTransitions["return-request"].from.includes(stage) &&
    deliveredAt !== null &&
    now.getTime() - deliveredAt.getTime() <= RETURN_WINDOW_MS
  );
}

// Limits
export const MAX_NOTE_LENGTH = 500;
export const MAX_COURIER_TRACKING_ID_LENGTH = 60;
export const ADMIN_ORDERS_PAGE_SIZE = 20;
/** A CSV import: its size in bytes (under the backend's 64 KB body limit) and its rows. */
export const MAX_CSV_IMPORT_BYTES = 60_000;
export const MAX_CSV_IMPORT_ROWS = 500;

// Messages
export const OPERATORS_ONLY = "Only the store's operators can do that";
export const ORDER_CHANGED = "This order changed since you opened it";
export const CHOOSE_COURIER = "Please choose a courier";
export const ENTER_COURIER_TRACKING_ID = "Please enter the courier's tracking ID";
export const COURIER_TRACKING_ID_FORMAT = "A tracking ID is letters, digits and dashes";
export const CHOOSE_CANCEL_REASON = "Please choose why the order is cancelled";
export const ENTER_RETURN_REASON = "Please tell us why you are returning it";
export const NOTE_TOO_LONG = `A note can be at most ${MAX_NOTE_LENGTH} characters`;
export const VERSION_MISSING = "Reload the order and try again";
export const SHOPPER_CANCEL_CLOSED = `Orders can be cancelled within ${business.orderChangeWindowHours} hours of placement, before they ship`;
export const RETURN_WINDOW_CLOSED = `Returns are accepted within ${business.returnWindowDays} days of delivery`;
export const CSV_TOO_LARGE = `A CSV import can be at most ${MAX_CSV_IMPORT_BYTES / 1000} KB and ${MAX_CSV_IMPORT_ROWS} rows`;
export const CSV_NEEDS_COLUMNS = "The CSV needs an order ID column and a tracking ID column";
export const CSV_EMPTY = "The CSV holds no orders";
export const CSV_UNKNOWN_ORDER = ORDER_NOT_FOUND;
export const CSV_DUPLICATE_ORDER = "This order is already on an earlier line";

/** The store's clock for "today" and "this week" on the dashboard (Monday to Sunday). */
export const STORE_TIME_ZONE = "Asia/Karachi";

/** Why a step is refused from a stage: readable to the operator or shopper who tried it. */
export function stepNotAllowed(step: OrderStep, stage: OrderStage): string {
  const now = stageLabels[stage].toLowerCase();
  return `“${orderTransitions[step].label}” is not possible: the order is ${now}`;
}

export const stageLabels: Record<OrderStage, string> = {
  "awaiting-confirmation": "Awaiting confirmation",
  confirmed: "Confirmed",
  shipped: "Shipped",
  delivered: "Delivered",
  "return-requested": "Return requested",
  "return-approved": "Return approved",
  "return-refused": "Return refused",
  refunded: "Refunded",
  cancelled: "Cancelled",
};

// Request bodies: each operator step carries the version of the order the operator saw.
const version = versionField(VERSION_MISSING);
const note = optionalParam(z.string().trim().max(MAX_NOTE_LENGTH, NOTE_TOO_LONG));

export const courierSchema = z.enum(couriers, { errorMap: () => ({ message: CHOOSE_COURIER }) });
export const courierTrackingIdSchema = z
  .string({ required_error: ENTER_COURIER_TRACKING_ID, invalid_type_error: ENTER_COURIER_TRACKING_ID })
  .trim()
  .min(1, ENTER_COURIER_TRACKING_ID)
  .max(MAX_COURIER_TRACKING_ID_LENGTH, `A tracking ID can be at most ${MAX_COURIER_TRACKING_ID_LENGTH} characters`)
  .regex(/^[A-Za-z0-9][A-Za-z0-9-]*$/, COURIER_TRACKING_ID_FORMAT);

export const confirmOrderBody = z.object({ version, note });
export const shipOrderBody = z.object({ version, courier: courierSchema, trackingId: courierTrackingIdSchema, note });
export const deliverOrderBody = z.object({ version, note });
export const cancelOrderBody = z.object({
  version,
  reason: z.enum(cancelReasons, { errorMap: () => ({ message: CHOOSE_CANCEL_REASON }) }),
  note,
});
export const returnToSenderBody = z.object({ version, note });
export const returnDecisionBody = z.object({ version, note });
export const refundBody = z.object({ version, note });
/** The shopper's own steps: the version is optional (their page may be older than an operator's step, which the state check catches). */
export const shopperCancelBody = z.object({ version: optionalParam(version) });
export const returnRequestBody = z.object({
  version: optionalParam(version),
  reason: z
    .string({ required_error: ENTER_RETURN_REASON, invalid_type_error: ENTER_RETURN_REASON })
    .trim()
    .min(1, ENTER_RETURN_REASON)
    .max(MAX_NOTE_LENGTH, NOTE_TOO_LONG),
});

export type ConfirmOrderBody = z.input<typeof confirmOrderBody>;
export type ShipOrderBody = z.input<typeof shipOrderBody>;
export type DeliverOrderBody = z.input<typeof deliverOrderBody>;
export type CancelOrderBody = z.input<typeof cancelOrderBody>;
export type ReturnToSenderBody = z.input<typeof returnToSenderBody>;
export type ReturnDecisionBody = z.input<typeof returnDecisionBody>;
export type RefundBody = z.input<typeof refundBody>;
export type ShopperCancelBody = z.input<typeof shopperCancelBody>;
export type ReturnRequestBody = z.input<typeof returnRequestBody>;

/** Each operator step's body schema, by step (the routes are generated from it). */
export const operatorStepBodies = {
  confirm: confirmOrderBody,
  ship: shipOrderBody,
  deliver: deliverOrderBody,
  cancel: cancelOrderBody,
  "return-to-sender": returnToSenderBody,
  "return-approve": returnDecisionBody,
  "return-refuse": returnDecisionBody,
  refund: refundBody,
} satisfies Record<OperatorStep, z.ZodTypeAny>;

// The operator's queue
export const orderQueueTabs = ["to-confirm", "to-ship", "shipped", "delivered", "cancelled", "returns"] as const;
export type OrderQueueTab = (typeof orderQueueTabs)[number];
export const orderQueueTabLabels: Record<OrderQueueTab, string> = {
  "to-confirm": "To confirm",
  "to-ship": "To ship",
  shipped: "Shipped",
  delivered: "Delivered",
  cancelled: "Cancelled",
  returns: "Returns",
};

/** `GET /admin/orders`: an unknown tab or page falls back to the first, never an error. */
export const orderQueueQuery = z.object({
  tab: z.enum(orderQueueTabs).catch("to-confirm").default("to-confirm"),
  q: optionalParam(z.string().trim().max(MAX_SEARCH_LENGTH)).catch(undefined),
  page: z.coerce.number().int().min(1).max(100_000).catch(1).default(1),
});
export type OrderQueueQuery = z.input<typeof orderQueueQuery>;

// Answers
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

export type ReturnRequestJson = {
  status: ReturnStatus;
  reason: string;
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
  canRequestReturn: boolean;
  returnRequest: ReturnRequestJson | null;
};

export type OperatorOrderJson = OrderJson & {
  storeTrackingId: string | null;
  courierTrackingId: string | null;
  customerEmail: string | null;
  confirmation: { byUserId: string; byEmail: string | null; at: string; note: string | null } | null;
  cancelReason: CancelReason | null;
  /** The steps the operator may take now, in `operatorSteps` order. */
  allowedSteps: OperatorStep[];
  audit: AuditEntryJson[];
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
};

export type OrderQueueJson = {
  tab: OrderQueueTab;
  q: string | null;
  rows: OrderQueueRowJson[];
  counts: Record<OrderQueueTab, number>;
  page: number;
  pageSize: number;
  /** Orders in the tab matching the search. */
  total: number;
};

export type DashboardJson = {
  ordersToday: number;
  toConfirm: number;
  toShip: number;
  /** Sum of the totals of shipped, not yet delivered cash-on-delivery orders, in rupees. */
  cashToCollect: number;
  deliveredThisWeek: number;
  openReturns: number;
};

/** The courier CSV's columns, in order (export); the import reads `orderId`, `trackingId` and optionally `courier`. */
export const courierCsvColumns = ["Consignee name", "Phone", "Address", "City", "COD amount", "Order ID", "Item count"] as const;
export const csvImportColumns = { orderId: "Order ID", trackingId: "Tracking ID", courier: "Courier" } as const;

/** `POST /admin/orders/import`: the courier for rows that name none. */
export const csvImportQuery = z.object({ courier: optionalParam(courierSchema) });

export type CsvImportRowJson =
  { line: number; orderId: string; accepted: true } | { line: number; orderId: string; accepted: false; error: string };
export type CsvImportReportJson = { rows: CsvImportRowJson[]; accepted: number; refused: number };
