import { and, asc, desc, eq, inArray, sql } from "drizzle-orm";
import type { Database } from "../db/client";
import {
  type AddressSnapshot,
  cartItems,
  idempotencyKeys,
  orderEvents,
  orderItems,
  orderRefunds,
  orders,
  type OrderStatus,
  type PaymentStatus,
  products,
  productVariants,
  returnRequests,
  users,
} from "../db/schema";
import { queueEmail } from "../email/outbox";
import { orderConfirmationEmail } from "../email/templates";
import { newId, newTrackingId } from "../lib/ids";
import { orderReference } from "./order-reference";
import { type ReturnPhoto, returnPhotosOf } from "./return-photos";
import { business } from "../../contract/business";
import type { Language } from "../../contract/languages";
import { CART_EMPTY, COD_ONLY, noLongerAvailableOf, ORDER_BEING_PLACED, ORDER_NOT_FOUND, SELECT_ADDRESS } from "../../contract/messages";
import type { DeliveryRule } from "../../contract/delivery-fee";
import { rupeesToPaisa } from "../../contract/money";
import { enabledPaymentMethods } from "../../contract/orders";
import { PHONE_MESSAGE } from "../../contract/phone";
import { outOfStockMessage, readCart } from "./cart";
import { returnExclusionOf, type ReturnExclusion } from "../../contract/order-lifecycle/return-policy";
import { changeStock, type MovedStock, recordStockMovements, type StockMove } from "./stock";
import { linesWeightGrams, orderDeliveryFeePaisa } from "./delivery";
import { readDeliveryRule } from "./settings";
import { StoreError } from "./errors";
import { findAddress, lockUser } from "./users";

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
/** An order as the operator sees it: with the shopper's email. */
export type OperatorOrder = Order & { customerEmail: string | null };

/** What the order's refunds add up to, in paisa. */
export const refundedPaisaOf = (order: Pick<Order, "refunds">) => order.refunds.reduce((sum, refund) => sum + refund.amountPaisa, 0);

export const ORDER_HISTORY_LIMIT = 200;
const TAX_PAISA = rupeesToPaisa(business.checkoutTaxRupees);

export type OrderLine = {
  productId: string;
  variantId: string | null;
  name: string;
  size: string | null;
  quantity: number;
  unitPricePaisa: number;
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
    /** The delivery fee computed from the rule in force (store/delivery.ts); 0 when not given (the demo's past orders). */
    shippingPaisa?: number;
    /** That rule, kept so a change within the window recomputes the fee by it. */
    deliveryRule?: DeliveryRule;
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
      deliveryRule: input.deliveryRule ?? null,
      ...(input.createdAt && { createdAt: input.createdAt, updatedAt: input.createdAt }),
    })
    .returning();
  // Every column of a line is given here, so the lines are answered as written, without reading them back.
  const items: OrderItem[] = input.lines.map((line, position) => ({
    id: newId(),
    orderId: order.id,
    position,
    ...line,
    returnExclusion: line.returnExclusion ?? null,
  }));
  await tx.insert(orderItems).values(items);
  return { ...order, items, events: [], returnRequest: null, returnPhotos: [], refunds: [] };
}

/** Takes the units off the shelf, or refuses with the product's name (and size) when fewer are left (or it is no longer sold). */
async function takeStock(tx: Database, move: StockMove): Promise<MovedStock> {
  const taken = await changeStock(tx, move);
  if (taken) return taken;
  const [{ product, variant }] = await tx
    .select({ product: products, variant: productVariants })
    .from(productVariants)
    .innerJoin(products, eq(products.id, productVariants.productId))
    .where(eq(productVariants.id, move.variantId));
  if (product.status !== "active" || variant.archived) throw new StoreError("conflict", noLongerAvailableOf(product.name));
  throw new StoreError("conflict", outOfStockMessage(product, variant));
}

async function orderForIdempotencyKey(tx: Database, userId: string, key: string): Promise<Order> {
  const [existing] = await tx
    .select({ orderId: idempotencyKeys.orderId })
    .from(idempotencyKeys)
    .where(and(eq(idempotencyKeys.userId, userId), eq(idempotencyKeys.key, key)));
  if (!existing?.orderId) throw new StoreError("conflict", ORDER_BEING_PLACED);
  return loadOrder(tx, userId, existing.orderId);
}

/** Checkout delivers only to one of the shopper's saved addresses. */
export const noDeliveryAddress = () => new StoreError("unprocessable", SELECT_ADDRESS, { shippingAddress: SELECT_ADDRESS });

/** `language`: the confirmation email's (the page the order was placed on), English when not said. */
export type PlaceOrderInput = { userId: string; addressId: string; paymentMethod: string; idempotencyKey?: string; language?: Language };

/**
 * Checkout in one transaction: cart → stock taken → order with snapshots → cart emptied → email queued.
 * Nothing is written when any step refuses. `created` is false when the Idempotency-Key was seen before.
 */
export async function placeOrder(db: Database, input: PlaceOrderInput): Promise<{ order: Order; created: boolean }> {
  const { userId, idempotencyKey } = input;
  return db.transaction(async (tx) => {
    // The user's lock first: the reads after it see what a concurrent checkout of the same shopper
    // committed. Then statements that do not wait on each other's answers are sent together: under
    // load each round trip waits its turn in a busy process, so a checkout's time grew with their
    // number (docs/decisions/0011-fewer-statements-and-round-trips.md).
    const customer = await lockUser(tx, userId);
    const [claimed, address, { lines }, deliveryRule] = await Promise.all([
      // On PostgreSQL a concurrent insert of the same key waits here for the other transaction's outcome.
      idempotencyKey ? tx.insert(idempotencyKeys).values({ userId, key: idempotencyKey }).onConflictDoNothing().returning() : null,
      findAddress(tx, userId, input.addressId),
      readCart(tx, userId),
      readDeliveryRule(tx),
    ]);
    if (idempotencyKey && claimed?.length === 0) return { order: await orderForIdempotencyKey(tx, userId, idempotencyKey), created: false };
    if (!(enabledPaymentMethods as readonly string[]).includes(input.paymentMethod)) {
      throw new StoreError("unprocessable", COD_ONLY, { paymentMethod: COD_ONLY });
    }
    // Cash on delivery needs a number for the courier and the confirmation call.
    const phone = customer.phone;
    if (!phone) throw new StoreError("unprocessable", PHONE_MESSAGE, { phone: PHONE_MESSAGE });
    if (!address) throw noDeliveryAddress();
    if (lines.length === 0) throw new StoreError("conflict", CART_EMPTY);
    const weightGrams = linesWeightGrams(lines);
    // A city the rule does not deliver to is refused before any stock is taken.
    orderDeliveryFeePaisa(deliveryRule, { subtotalPaisa: 0, city: address.city, weightGrams });

    // Always lock products, then their variants, in the same order, so two checkouts can never deadlock.
    const moves: StockMove[] = lines
      .map((line) => ({
        productId: line.product.id,
        variantId: line.variant.id,
        delta: -line.quantity,
        reason: "ordered" as const,
        onlyActive: true,
      }))
      .sort((a, b) => (a.productId === b.productId ? (a.variantId < b.variantId ? -1 : 1) : a.productId < b.productId ? -1 : 1));
    // One at a time, in that order: sent together, the locks could be taken in another order.
    const takenByVariant = new Map<string, MovedStock>();
    for (const move of moves) takenByVariant.set(move.variantId, await takeStock(tx, move));

    const orderLines: OrderLine[] = lines.map((line) => ({
      productId: line.product.id,
      variantId: line.variant.id,
      name: line.product.name,
      size: line.size,
      quantity: line.quantity,
      unitPricePaisa: takenByVariant.get(line.variant.id)!.pricePaisa,
      returnExclusion: returnExclusionOf(takenByVariant.get(line.variant.id)!),
    }));
    const subtotalPaisa = orderLines.reduce((sum, line) => sum + line.unitPricePaisa * line.quantity, 0);
    const order = await recordOrder(tx, {
      userId,
      paymentMethod: input.paymentMethod,
      shippingPaisa: orderDeliveryFeePaisa(deliveryRule, { subtotalPaisa, city: address.city, weightGrams }),
      deliveryRule,
      language: input.language,
      customer: { name: customer.name, phone },
      shippingAddress: {
        street: address.street,
        city: address.city,
        state: address.state,
        country: address.country,
        postalCode: address.postalCode,
      },
      lines: orderLines,
    });
    await Promise.all([
      recordStockMovements(
        tx,
        moves.map((move) => ({ move: { ...move, orderId: order.id }, stockAfter: takenByVariant.get(move.variantId)!.stockAfter })),
      ),
      tx.delete(cartItems).where(eq(cartItems.userId, userId)),
      idempotencyKey &&
        tx
          .update(idempotencyKeys)
          .set({ orderId: order.id })
          .where(and(eq(idempotencyKeys.userId, userId), eq(idempotencyKeys.key, idempotencyKey))),
      customer.email && queueEmail(tx, orderConfirmationEmail(order, customer, input.language)),
    ]);
    return { order, created: true };
  });
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
