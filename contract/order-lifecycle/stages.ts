/**
 * The order's life as a table: the stages an order passes through, the steps operators and shoppers take, the
 * stages each step may start from, and the shopper's windows (contract/business.ts) for their own steps.
 */
import { business } from "../business";
import type { OrderStatus, PaymentStatus } from "../orders";

/** Where an order is in its life: finer than `OrderStatus`, which stays the spec's four values. */
export const orderStages = [
  "awaiting-confirmation",
  "shopper-confirmed",
  "confirmed",
  "shipped",
  "delivered",
  "return-requested",
  "return-approved",
  "return-refused",
  "return-received",
  "refunded",
  "returning-to-sender",
  "cancelled",
] as const;
export type OrderStage = (typeof orderStages)[number];

/** The order status each stage shows; a return does not change it (the order was delivered). */
export const orderStatusOfStage: Record<OrderStage, OrderStatus> = {
  "awaiting-confirmation": "Processing",
  "shopper-confirmed": "Processing",
  confirmed: "Processing",
  shipped: "Shipped",
  delivered: "Delivered",
  "return-requested": "Delivered",
  "return-approved": "Delivered",
  "return-refused": "Delivered",
  "return-received": "Delivered",
  refunded: "Delivered",
  "returning-to-sender": "Cancelled",
  cancelled: "Cancelled",
};

export const returnStatuses = ["requested", "approved", "refused", "received", "refunded"] as const;
export type ReturnStatus = (typeof returnStatuses)[number];

/**
 * The stage of an order from what the store keeps about it. `parcelAwaited`: returned to sender and not
 * yet received back (a shipped order cancelled, whose parcel has no received date).
 */
export function orderStageOf(order: {
  orderStatus: OrderStatus;
  confirmed: boolean;
  /** The shopper confirmed from the link in their message; the operator's confirmation still follows. */
  shopperConfirmed: boolean;
  returnStatus: ReturnStatus | null;
  parcelAwaited: boolean;
}): OrderStage {
  switch (order.orderStatus) {
    case "Processing":
      return order.confirmed ? "confirmed" : order.shopperConfirmed ? "shopper-confirmed" : "awaiting-confirmation";
    case "Shipped":
      return "shipped";
    case "Cancelled":
      return order.parcelAwaited ? "returning-to-sender" : "cancelled";
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
  "parcel-receive",
  "return-approve",
  "return-refuse",
  "return-receive",
  "refund",
] as const;
export type OperatorStep = (typeof operatorSteps)[number];
export const shopperSteps = ["shopper-confirm", "shopper-cancel", "shopper-change", "return-request"] as const;
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
  confirm: { from: ["awaiting-confirmation", "shopper-confirmed"], to: "confirmed", label: "Confirm order", done: "Order confirmed" },
  ship: { from: ["confirmed"], to: "shipped", label: "Mark as shipped", done: "Shipped" },
  deliver: { from: ["shipped"], to: "delivered", payment: "Paid", label: "Mark as delivered", done: "Delivered" },
  cancel: {
    from: ["awaiting-confirmation", "shopper-confirmed", "confirmed"],
    to: "cancelled",
    payment: "Cancelled",
    returnsStock: true,
    label: "Cancel order",
    done: "Cancelled",
  },
  // Refused at the door: cancelled, but nothing goes back on the shelf until the parcel is back.
  "return-to-sender": {
    from: ["shipped"],
    to: "returning-to-sender",
    payment: "Cancelled",
    label: "Returned to sender",
    done: "Returned to sender",
  },
  // The refused parcel is back: each line's condition decides, as for a shopper's return (./returns.ts).
  "parcel-receive": { from: ["returning-to-sender"], to: "cancelled", label: "Parcel received back", done: "Parcel received back" },
  // From the link in the order's message (contract/order-link.ts), which needs no sign-in: the operator still confirms.
  "shopper-confirm": {
    from: ["awaiting-confirmation"],
    to: "shopper-confirmed",
    label: "Confirm my order",
    done: "Confirmed by the shopper",
  },
  "shopper-cancel": {
    from: ["awaiting-confirmation", "shopper-confirmed", "confirmed"],
    to: "cancelled",
    payment: "Cancelled",
    returnsStock: true,
    label: "Cancel my order",
    done: "Cancelled by you",
  },
  // Within the window and before the operator confirms: the address, the phone, lower quantities (./changes.ts).
  "shopper-change": {
    from: ["awaiting-confirmation", "shopper-confirmed"],
    to: "awaiting-confirmation",
    label: "Change my order",
    done: "Changed by you",
  },
  "return-request": { from: ["delivered"], to: "return-requested", label: "Request a return", done: "Return requested" },
  "return-approve": { from: ["return-requested"], to: "return-approved", label: "Approve return", done: "Return approved" },
  "return-refuse": { from: ["return-requested"], to: "return-refused", label: "Refuse return", done: "Return refused" },
  // Nothing goes back on the shelf before the parcel is back: each returned line's condition decides (./returns.ts).
  "return-receive": { from: ["return-approved"], to: "return-received", label: "Received back", done: "Received back" },
  // Several partial refunds may follow one another, up to what was paid for the returned lines (./refunds.ts).
  refund: { from: ["return-received", "refunded"], to: "refunded", label: "Record refund", done: "Refunded" },
};

export const PLACED_LABEL = "Order placed";

/** The operator steps the stage allows, in the table's order (the actions an order page offers). */
export function operatorStepsFrom(stage: OrderStage): OperatorStep[] {
  return operatorSteps.filter((step) => orderTransitions[step].from.includes(stage));
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

export const orderChangeClosedReasons = ["confirmed", "shipped", "cancelled", "window"] as const;
export type OrderChangeClosedReason = (typeof orderChangeClosedReasons)[number];

/** Why the shopper can no longer change the order, or null while they can: within the window and before the operator confirms. */
export function orderChangeClosedReason(stage: OrderStage, placedAt: Date, now: Date): OrderChangeClosedReason | null {
  if (stage === "cancelled" || stage === "returning-to-sender") return "cancelled";
  if (stage === "confirmed") return "confirmed";
  if (!orderTransitions["shopper-change"].from.includes(stage)) return "shipped";
  return now.getTime() - placedAt.getTime() > SHOPPER_CANCEL_WINDOW_MS ? "window" : null;
}

/** A shopper may ask for a return once, within the window after delivery. */
export function shopperMayRequestReturn(stage: OrderStage, deliveredAt: Date | null, now: Date): boolean {
  return (
    orderTransitions["return-request"].from.includes(stage) &&
    deliveredAt !== null &&
    now.getTime() - deliveredAt.getTime() <= RETURN_WINDOW_MS
  );
}

export const stageLabels: Record<OrderStage, string> = {
  "awaiting-confirmation": "Awaiting confirmation",
  "shopper-confirmed": "Confirmed by the shopper",
  confirmed: "Confirmed",
  shipped: "Shipped",
  delivered: "Delivered",
  "return-requested": "Return requested",
  "return-approved": "Return approved",
  "return-refused": "Return refused",
  "return-received": "Return received",
  refunded: "Refunded",
  "returning-to-sender": "Cancelled: returning to us",
  cancelled: "Cancelled",
};
