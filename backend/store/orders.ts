import { and, asc, desc, eq, inArray, sql } from "drizzle-orm";
import type { Database } from "../db/client";
import {
  type AddressSnapshot,
  orderEvents,
  orderItems,
  orderRefunds,
  orders,
  type OrderStatus,
  type PaymentStatus,
  returnRequests,
  users,
} from "../db/schema";
import { newId, newTrackingId } from "../lib/ids";
import { orderReference } from "./order-reference";
import { type ReturnPhoto, returnPhotosOf } from "./return-photos";
import { business } from "../../contract/business";
import { defaultLanguage, isLanguage, type Language } from "../../contract/languages";
import { ORDER_NOT_FOUND } from "../../contract/messages";
import type { DeliveryRule } from "../../contract/delivery-fee";
import { rupeesToPaisa } from "../../contract/money";
import type { ReturnExclusion } from "../../contract/order-lifecycle/return-policy";
import type { RiskSignal } from "../../contract/order-lifecycle/risk";
import { StoreError } from "./errors";

export type OrderRow = typeof orders.$inferSelect;
export type OrderItem = typeof orderItems.$inferSelect;
/** A lifecycle step as the audit log keeps it, with the actor's email for the operator's eyes. */
export type OrderEvent = typeof orderEvents.$inferSelect & { actorEmail: string | null };
export type ReturnRequest = typeof returnRequests.$inferSelect;
export type OrderRefund = typeof orderRefunds.$inferSelect;
/**
 * An order with its lines in the order the shopper's cart listed them, its lifecycle steps oldest
 * first, its return request and its refunds oldest first; money in paisa.
 */
export type Order = OrderRow & {
  items: OrderItem[];
  events: OrderEvent[];
  returnRequest: ReturnRequest | null;
  returnPhotos: ReturnPhoto[];
  refunds: OrderRefund[];
};

/** The language the order was placed in; English for orders from before it was kept. */
export const orderLanguage = (order: Pick<Order, "language">): Language => (isLanguage(order.language) ? order.language : defaultLanguage);
/** An order as the operator sees it: with the shopper's email. */
export type OperatorOrder = Order & { customerEmail: string | null };

/** What the order's refunds add up to, in paisa. */
export const refundedPaisaOf = (order: Pick<Order, "refunds">) => order.refunds.reduce((sum, refund) => sum + refund.amountPaisa, 0);

export const ORDER_HISTORY_LIMIT = 200;
export const TAX_PAISA = rupeesToPaisa(business.checkoutTaxRupees);

export type OrderLine = {
  productId: string;
  variantId: string | null;
  name: string;
  size: string | null;
  quantity: number;
  unitPricePaisa: number;
  /** The size's weight at the time (left out by the demo's past orders and tests: the size's weight now is used). */
  weightGrams?: number | null;
  /** Why it cannot be returned (the demo's past orders and tests leave it out: it can be). */
  returnExclusion?: ReturnExclusion | null;
};

/** Writes an order and its lines with the next order number; prices and names are already snapshots. */
export async function recordOrder(
  tx: Database,
  input: {
    userId: string;
    lines: OrderLine[];
    shippingAddress: AddressSnapshot;
    customer?: { name: string; phone: string };
    paymentMethod: string;
    orderStatus?: OrderStatus;
    paymentStatus?: PaymentStatus;
    createdAt?: Date;
    language?: Language;
    noMessages?: boolean;
    /** The delivery fee computed from the rule in force (store/delivery.ts); 0 when not given (the demo's past orders). */
    shippingPaisa?: number;
    /** That rule, kept so a change within the window recomputes the fee by it. */
    deliveryRule?: DeliveryRule;
    /** What the backend noticed when checkout placed it (contract/order-lifecycle/risk.ts); none when not given. */
    riskSignals?: RiskSignal[];
  },
): Promise<Order> {
  const shippingPaisa = input.shippingPaisa ?? 0;
  const subtotalPaisa = input.lines.reduce((sum, line) => sum + line.unitPricePaisa * line.quantity, 0);
  const [order] = await tx
    .insert(orders)
    .values({
      id: newId(),
      orderNumber: sql`nextval('order_number_seq')`,
      trackingId: newTrackingId(),
      userId: input.userId,
      orderStatus: input.orderStatus ?? "Processing",
      paymentStatus: input.paymentStatus ?? "Pending",
      paymentMethod: input.paymentMethod,
      subtotalPaisa,
      shippingPaisa,
      taxPaisa: TAX_PAISA,
      totalPaisa: subtotalPaisa + shippingPaisa + TAX_PAISA,
      shippingAddress: input.shippingAddress,
      customerName: input.customer?.name ?? null,
      customerPhone: input.customer?.phone ?? null,
      language: input.language ?? null,
      noMessages: input.noMessages ?? false,
      deliveryRule: input.deliveryRule ?? null,
      riskSignals: input.riskSignals ?? [],
      ...(input.createdAt && { createdAt: input.createdAt, updatedAt: input.createdAt }),
    })
    .returning();
  // Every column of a line is given here, so the lines are answered as written, without reading them back.
  const items: OrderItem[] = input.lines.map((line, position) => ({
    id: newId(),
    orderId: order.id,
    position,
    ...line,
    weightGrams: line.weightGrams ?? null,
    returnExclusion: line.returnExclusion ?? null,
  }));
  await tx.insert(orderItems).values(items);
  return { ...order, items, events: [], returnRequest: null, returnPhotos: [], refunds: [] };
}

/** The orders with their lines, lifecycle steps, return requests, return photos and refunds, in one query each. */
export async function withDetails(db: Database, rows: OrderRow[]): Promise<Order[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((row) => row.id);
  // Sent together: on separate connections from the pool, one after another on a transaction's.
  const [items, events, returns, photos, refunds] = await Promise.all([
    db.select().from(orderItems).where(inArray(orderItems.orderId, ids)).orderBy(asc(orderItems.position)),
    db
      .select({ event: orderEvents, actorEmail: users.email })
      .from(orderEvents)
      .leftJoin(users, eq(users.id, orderEvents.actorUserId))
      .where(inArray(orderEvents.orderId, ids))
      .orderBy(asc(orderEvents.at), asc(orderEvents.id)),
    db.select().from(returnRequests).where(inArray(returnRequests.orderId, ids)),
    returnPhotosOf(db, ids),
    db.select().from(orderRefunds).where(inArray(orderRefunds.orderId, ids)).orderBy(asc(orderRefunds.recordedAt), asc(orderRefunds.id)),
  ]);
  const details = new Map(
    rows.map((row) => [
      row.id,
      { items: [] as OrderItem[], events: [] as OrderEvent[], returnPhotos: [] as ReturnPhoto[], refunds: [] as OrderRefund[] },
    ]),
  );
  for (const item of items) details.get(item.orderId)!.items.push(item);
  for (const refund of refunds) details.get(refund.orderId)!.refunds.push(refund);
  for (const photo of photos) details.get(photo.orderId)!.returnPhotos.push(photo);
  for (const { event, actorEmail } of events) details.get(event.orderId)!.events.push({ ...event, actorEmail: actorEmail || null });
  const returnByOrder = new Map(returns.map((request) => [request.orderId, request]));
  return rows.map((row) => ({ ...row, ...details.get(row.id)!, returnRequest: returnByOrder.get(row.id) ?? null }));
}

/** The user's orders, newest first. */
export async function listOrders(db: Database, userId: string): Promise<Order[]> {
  const rows = await db
    .select()
    .from(orders)
    .where(eq(orders.userId, userId))
    .orderBy(desc(orders.createdAt), desc(orders.orderNumber))
    .limit(ORDER_HISTORY_LIMIT);
  return withDetails(db, rows);
}

/** One order of the user, by its order number (CW-100001) or its id; someone else's is "not found". */
export async function loadOrder(db: Database, userId: string, reference: string): Promise<Order> {
  const [row] = await db
    .select()
    .from(orders)
    .where(and(eq(orders.userId, userId), orderReference(reference)));
  if (!row) throw new StoreError("not-found", ORDER_NOT_FOUND);
  const [order] = await withDetails(db, [row]);
  return order;
}
