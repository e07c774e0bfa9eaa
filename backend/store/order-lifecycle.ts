import { and, eq } from "drizzle-orm";
import type { Database } from "../db/client";
import { orderEvents, orderRefunds, orders, users } from "../db/schema";
import { queueEmail } from "../email/outbox";
import { orderEmailLanguage } from "../email/email-language";
import { orderStepEmail } from "../email/order-step-emails";
import { storeNow } from "../lib/clock";
import { newId } from "../lib/ids";
import { ORDER_NOT_FOUND } from "../../contract/messages";
import type { Courier } from "../../contract/order-lifecycle/couriers";
import { type MessageChannel, messageChannelNotes } from "../../contract/order-lifecycle/order-link";
import type { OrderChange } from "../../contract/order-lifecycle/changes";
import {
  ORDER_CHANGE_CLOSED,
  ORDER_CHANGED,
  RETURN_WINDOW_CLOSED,
  SHOPPER_CANCEL_CLOSED,
  stepNotAllowed,
} from "../../contract/order-lifecycle/messages";
import type { RefundMethod } from "../../contract/order-lifecycle/refunds";
import type { ReturnCondition } from "../../contract/order-lifecycle/returns";
import type { ReturnReason } from "../../contract/order-lifecycle/return-policy";
import {
  type CancelReason,
  type OrderStage,
  orderStageOf,
  type OrderStep,
  orderStatusOfStage,
  orderChangeClosedReason,
  orderTransitions,
  shopperMayCancel,
  shopperMayRequestReturn,
} from "../../contract/order-lifecycle/stages";
import { countOrderStep } from "../metrics/order-events";
import { StoreError } from "./errors";
import { planOrderChange, rewriteLines } from "./order-changes";
import {
  approvedReturnLines,
  paymentAfterRefund,
  receivedReturnLines,
  recordReturn,
  refundNote,
  requestedReturnLines,
} from "./order-returns";
import { returnStock, unitsOf } from "./order-stock";
import { loadOrder, type OperatorOrder, type Order, withDetails } from "./orders";
import { orderReference } from "./order-reference";

export type ActorRole = "operator" | "shopper";
export type Actor = { userId: string; role: ActorRole };

/** A step and what it records beyond the state change. */
export type StepChange =
  | { step: "ship"; courier: Courier; courierTrackingId: string; courierTrackingUrl: string | null; note?: string }
  | { step: "cancel"; reason: CancelReason; note?: string }
  | { step: "return-request"; reason: ReturnReason; note?: string; lines?: { itemId: string; quantity: number }[] }
  | { step: "return-receive" | "parcel-receive"; lines: { itemId: string; condition: ReturnCondition }[]; note?: string }
  | { step: "return-approve"; lines?: { itemId: string; approved: boolean }[]; note?: string }
  | { step: "refund"; amountPaisa: number; method: RefundMethod; reference: string | null; withDelivery: boolean; note?: string }
  | { step: "shopper-change"; change: OrderChange }
  | { step: "shopper-confirm"; via: MessageChannel }
  /**
   * `via`: from the link in the order's message (the channel it went by), which may cancel an order awaiting
   * confirmation past the shopper's window; the audit row keeps it, as a confirmation's.
   */
  | { step: "shopper-cancel"; via?: MessageChannel; note?: string }
  | {
      step: Exclude<
        OrderStep,
        | "ship"
        | "cancel"
        | "return-request"
        | "return-receive"
        | "parcel-receive"
        | "return-approve"
        | "refund"
        | "shopper-change"
        | "shopper-confirm"
        | "shopper-cancel"
      >;
      note?: string;
    };

/** A step named a version of the order that is no longer current; carries the order as it is now. */
export class StaleOrderError extends StoreError {
  constructor(readonly current: Order) {
    super("conflict", ORDER_CHANGED);
    this.name = "StaleOrderError";
  }
}

export function stageOf(order: Order): OrderStage {
  return orderStageOf({
    orderStatus: order.orderStatus,
    confirmed: order.confirmedAt !== null,
    shopperConfirmed: order.shopperConfirmedAt !== null,
    returnStatus: order.returnRequest?.status ?? null,
    // Only a return to sender cancels a shipped order; its parcel is awaited until received back.
    parcelAwaited: order.shippedAt !== null && order.parcelReceivedAt === null,
  });
}

export type StepInput = {
  /** Order number (CW-100001) or id. */
  reference: string;
  actor: Actor;
  change: StepChange;
  /** The version the actor saw; a shopper's steps may leave it out. */
  version?: number;
  /** Restricts the step to this shopper's own orders (anyone else's is "not found"). */
  ownerId?: string;
};

/**
 * One lifecycle step in one transaction: the order row locked, the version and the transition
 * table checked, the change, the stock returned, the audit row and the shopper's email written;
 * counted (backend/metrics/order-events.ts) once it committed.
 */
/** Takes one step of the transition table on the locked order; answers the order as the step left it, with the shopper's email. */
export async function takeOrderStep(db: Database, input: StepInput): Promise<OperatorOrder> {
  const taken = await takeStepInTransaction(db, input);
  countOrderStep(input.change.step);
  return taken;
}

function takeStepInTransaction(db: Database, input: StepInput): Promise<OperatorOrder> {
  const { change, actor } = input;
  const transition = orderTransitions[change.step];
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(orders)
      .where(and(orderReference(input.reference), input.ownerId === undefined ? undefined : eq(orders.userId, input.ownerId)))
      .for("update");
    if (!row) throw new StoreError("not-found", ORDER_NOT_FOUND);
    const [order] = await withDetails(tx, [row]);
    const now = new Date();
    const from = stageOf(order);

    if (input.version !== undefined && input.version !== order.version) throw new StaleOrderError(order);
    refuseClosedStep(change, order, from);
    const plan = change.step === "shopper-change" ? await planOrderChange(tx, order, change.change) : null;
    const received = change.step === "return-receive" || change.step === "parcel-receive" ? receivedReturnLines(order, change.lines) : null;
    const approved = change.step === "return-approve" ? approvedReturnLines(order, change.lines) : null;

    const toStatus = orderStatusOfStage[transition.to];
    // Only cash on delivery is paid at the door; other methods keep their payment status when delivered.
    const payment =
      change.step === "refund"
        ? paymentAfterRefund(order, change.amountPaisa, change.withDelivery)
        : transition.payment === "Paid" && order.paymentMethod !== "cod"
          ? undefined
          : transition.payment;
    await tx
      .update(orders)
      .set({
        orderStatus: toStatus,
        ...(payment && { paymentStatus: payment }),
        ...columnsOf(change, actor, now),
        ...plan?.columns,
        version: order.version + 1,
        updatedAt: now,
      })
      .where(eq(orders.id, order.id));
    if (transition.returnsStock) await returnStock(tx, order, unitsOf(order), actor, now);
    if (plan) {
      await rewriteLines(tx, order, plan);
      await returnStock(tx, order, plan.returned, actor, now);
    }
    if (received) await returnStock(tx, order, received.restock, actor, now);
    if (change.step === "return-request")
      await recordReturn(tx, order.id, { ...change, lines: requestedReturnLines(order, change.lines) }, now);
    else if (received && change.step === "return-receive")
      await recordReturn(tx, order.id, { step: "return-receive", lines: received.lines }, now);
    else if (approved) await recordReturn(tx, order.id, { step: "return-approve", lines: approved.lines }, now);
    else if (change.step === "return-refuse" || change.step === "refund") await recordReturn(tx, order.id, { step: change.step }, now);
    if (change.step === "refund")
      await tx.insert(orderRefunds).values({
        id: newId(),
        orderId: order.id,
        amountPaisa: change.amountPaisa,
        method: change.method,
        reference: change.reference,
        recordedBy: actor.userId,
        recordedAt: now,
      });
    await tx.insert(orderEvents).values({
      id: newId(),
      orderId: order.id,
      actorUserId: actor.userId,
      actorRole: actor.role,
      step: change.step,
      fromStatus: order.orderStatus,
      toStatus,
      fromStage: from,
      toStage: transition.to,
      note:
        plan?.note ??
        (received || approved ? [(received ?? approved)!.note, noteOf(change)].filter(Boolean).join(". ") || null : noteOf(change)),
      via: change.step === "shopper-confirm" || change.step === "shopper-cancel" ? (change.via ?? null) : null,
      at: now,
    });

    const [updatedRow] = await tx.select().from(orders).where(eq(orders.id, order.id));
    const [updated] = await withDetails(tx, [updatedRow]);
    const [shopper] = await tx
      .select({ name: users.name, email: users.email, language: users.language })
      .from(users)
      .where(eq(users.id, order.userId));
    if (shopper?.email)
      await queueEmail(tx, orderStepEmail(updated, change.step, shopper, orderEmailLanguage(shopper.language, order.language)));
    return { ...updated, customerEmail: shopper?.email || null };
  });
}

/**
 * Refuses a step the order's stage does not allow, or a shopper's step past its window (judged by the
 * store's clock, lib/clock.ts).
 */
function refuseClosedStep(change: Pick<StepChange, "step"> & { via?: MessageChannel }, order: Order, from: OrderStage) {
  const { step } = change;
  const now = storeNow();
  if (step === "shopper-change") {
    const closed = orderChangeClosedReason(from, order.createdAt, now);
    if (closed) throw new StoreError("conflict", ORDER_CHANGE_CLOSED[closed]);
  }
  if (!orderTransitions[step].from.includes(from)) throw new StoreError("conflict", stepNotAllowed(step, from));
  const linkCancel = change.step === "shopper-cancel" && change.via !== undefined && from === "awaiting-confirmation";
  if (step === "shopper-cancel" && !linkCancel && !shopperMayCancel(from, order.createdAt, now))
    throw new StoreError("conflict", SHOPPER_CANCEL_CLOSED);
  if (step === "return-request" && !shopperMayRequestReturn(from, order.deliveredAt, now))
    throw new StoreError("conflict", RETURN_WINDOW_CLOSED);
}

/** What a shopper's change would make of their order, refused as the step itself would be; nothing is written. */
export async function previewOrderChange(
  db: Database,
  input: { reference: string; ownerId: string; version: number; change: OrderChange },
): Promise<Order> {
  const order = await loadOrder(db, input.ownerId, input.reference);
  if (input.version !== order.version) throw new StaleOrderError(order);
  refuseClosedStep({ step: "shopper-change" }, order, stageOf(order));
  const plan = await planOrderChange(db, order, input.change);
  return { ...order, ...plan.columns, items: plan.items };
}

function noteOf(change: StepChange): string | null {
  if (change.step === "refund") return refundNote(change);
  if (change.step === "shopper-confirm") return messageChannelNotes[change.via];
  return ("note" in change ? change.note : undefined) ?? null;
}

/** The order's own columns each step writes. */
function columnsOf(change: StepChange, actor: Actor, now: Date): Partial<typeof orders.$inferInsert> {
  switch (change.step) {
    case "confirm":
      return { confirmedBy: actor.userId, confirmedAt: now, confirmationNote: change.note ?? null };
    case "ship":
      return {
        courier: change.courier,
        courierTrackingId: change.courierTrackingId,
        courierTrackingUrl: change.courierTrackingUrl,
        shippedAt: now,
      };
    case "deliver":
      return { deliveredAt: now };
    case "cancel":
      return { cancelReason: change.reason, cancelledAt: now };
    case "shopper-confirm":
      return { shopperConfirmedAt: now, shopperConfirmedVia: change.via };
    case "shopper-cancel":
      return { cancelReason: "shopper-asked", cancelledAt: now };
    // The shopper's confirmation was of the order as it was: the changed one awaits confirmation again.
    case "shopper-change":
      return { shopperConfirmedAt: null, shopperConfirmedVia: null };
    case "return-to-sender":
      return { cancelledAt: now };
    case "parcel-receive":
      return { parcelReceivedAt: now };
    default:
      return {};
  }
}
