import { and, asc, desc, eq, inArray, sql } from "drizzle-orm";
import type { Database } from "../db/client";
import { queryRows } from "../db/client";
import {
  type AddressSnapshot,
  cartItems,
  idempotencyKeys,
  orderItems,
  orders,
  type OrderStatus,
  type PaymentStatus,
  products,
} from "../db/schema";
import { queueEmail } from "../email/outbox";
import { orderConfirmationEmail } from "../email/templates";
import { newId, newTrackingId, parseOrderNumber } from "../lib/ids";
import { business } from "../../contract/business";
import { CART_EMPTY, ORDER_NOT_FOUND, SELECT_ADDRESS } from "../../contract/messages";
import { rupeesToPaisa } from "../../contract/money";
import { enabledPaymentMethods } from "../../contract/orders";
import { PHONE_MESSAGE } from "../../contract/phone";
import { outOfStockMessage, readCart } from "./cart";
import { StoreError } from "./errors";
import { findAddress, lockUser } from "./users";

type OrderRow = typeof orders.$inferSelect;
export type OrderItem = typeof orderItems.$inferSelect;
/** An order with its lines in the order the shopper's cart listed them; money in paisa. */
export type Order = OrderRow & { items: OrderItem[] };

export const ORDER_HISTORY_LIMIT = 200;
const SHIPPING_PAISA = rupeesToPaisa(business.checkoutShippingRupees);
const TAX_PAISA = rupeesToPaisa(business.checkoutTaxRupees);
const COD_ONLY = "Only cash on delivery is available";

export type OrderLine = { productId: string; name: string; size: string | null; quantity: number; unitPricePaisa: number };

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
  },
): Promise<Order> {
  const [{ orderNumber }] = await queryRows<{ orderNumber: string | number }>(tx, sql`select nextval('order_number_seq') as "orderNumber"`);
  const subtotalPaisa = input.lines.reduce((sum, line) => sum + line.unitPricePaisa * line.quantity, 0);
  const [order] = await tx
    .insert(orders)
    .values({
      id: newId(),
      orderNumber: Number(orderNumber),
      trackingId: newTrackingId(),
      userId: input.userId,
      orderStatus: input.orderStatus ?? "Processing",
      paymentStatus: input.paymentStatus ?? "Pending",
      paymentMethod: input.paymentMethod,
      subtotalPaisa,
      shippingPaisa: SHIPPING_PAISA,
      taxPaisa: TAX_PAISA,
      totalPaisa: subtotalPaisa + SHIPPING_PAISA + TAX_PAISA,
      shippingAddress: input.shippingAddress,
      customerName: input.customer?.name ?? null,
      customerPhone: input.customer?.phone ?? null,
      ...(input.createdAt && { createdAt: input.createdAt, updatedAt: input.createdAt }),
    })
    .returning();
  const items = await tx
    .insert(orderItems)
    .values(input.lines.map((line, position) => ({ id: newId(), orderId: order.id, position, ...line })))
    .returning();
  return { ...order, items: items.sort((a, b) => a.position - b.position) };
}

/** Takes the units off the shelf, or refuses with the product's name when fewer are left. Returns the unit price. */
async function takeStock(tx: Database, productId: string, quantity: number): Promise<number> {
  const [taken] = await tx
    .update(products)
    .set({ stock: sql`${products.stock} - ${quantity}`, updatedAt: new Date() })
    .where(and(eq(products.id, productId), sql`${products.stock} >= ${quantity}`))
    .returning({ pricePaisa: products.pricePaisa });
  if (taken) return taken.pricePaisa;
  const [product] = await tx.select().from(products).where(eq(products.id, productId));
  throw new StoreError("conflict", outOfStockMessage(product));
}

async function orderForIdempotencyKey(tx: Database, userId: string, key: string): Promise<Order> {
  const [existing] = await tx
    .select({ orderId: idempotencyKeys.orderId })
    .from(idempotencyKeys)
    .where(and(eq(idempotencyKeys.userId, userId), eq(idempotencyKeys.key, key)));
  if (!existing?.orderId) throw new StoreError("conflict", "This order is already being placed");
  return loadOrder(tx, userId, existing.orderId);
}

/** Checkout delivers only to one of the shopper's saved addresses. */
export const noDeliveryAddress = () => new StoreError("unprocessable", SELECT_ADDRESS, { shippingAddress: SELECT_ADDRESS });

export type PlaceOrderInput = { userId: string; addressId: string; paymentMethod: string; idempotencyKey?: string };

/**
 * Checkout in one transaction: cart → stock taken → order with snapshots → cart emptied → email queued.
 * Nothing is written when any step refuses. `created` is false when the Idempotency-Key was seen before.
 */
export async function placeOrder(db: Database, input: PlaceOrderInput): Promise<{ order: Order; created: boolean }> {
  const { userId, idempotencyKey } = input;
  return db.transaction(async (tx) => {
    const customer = await lockUser(tx, userId);
    if (idempotencyKey) {
      // On PostgreSQL a concurrent insert of the same key waits here for the other transaction's outcome.
      const claimed = await tx.insert(idempotencyKeys).values({ userId, key: idempotencyKey }).onConflictDoNothing().returning();
      if (claimed.length === 0) return { order: await orderForIdempotencyKey(tx, userId, idempotencyKey), created: false };
    }
    if (!(enabledPaymentMethods as readonly string[]).includes(input.paymentMethod)) {
      throw new StoreError("unprocessable", COD_ONLY, { paymentMethod: COD_ONLY });
    }
    // Cash on delivery needs a number for the courier and the confirmation call.
    const phone = customer.phone;
    if (!phone) throw new StoreError("unprocessable", PHONE_MESSAGE, { phone: PHONE_MESSAGE });
    const address = await findAddress(tx, userId, input.addressId);
    if (!address) throw noDeliveryAddress();

    const { lines } = await readCart(tx, userId);
    if (lines.length === 0) throw new StoreError("conflict", CART_EMPTY);

    const quantityByProduct = new Map<string, number>();
    for (const line of lines) quantityByProduct.set(line.product.id, (quantityByProduct.get(line.product.id) ?? 0) + line.quantity);
    // Always lock products in the same order, so two checkouts can never deadlock.
    const pricePaisaByProduct = new Map<string, number>();
    for (const productId of [...quantityByProduct.keys()].sort()) {
      pricePaisaByProduct.set(productId, await takeStock(tx, productId, quantityByProduct.get(productId)!));
    }

    const order = await recordOrder(tx, {
      userId,
      paymentMethod: input.paymentMethod,
      customer: { name: customer.name, phone },
      shippingAddress: {
        street: address.street,
        city: address.city,
        state: address.state,
        country: address.country,
        postalCode: address.postalCode,
      },
      lines: lines.map((line) => ({
        productId: line.product.id,
        name: line.product.name,
        size: line.size,
        quantity: line.quantity,
        unitPricePaisa: pricePaisaByProduct.get(line.product.id)!,
      })),
    });
    await tx.delete(cartItems).where(eq(cartItems.userId, userId));
    if (idempotencyKey) {
      await tx
        .update(idempotencyKeys)
        .set({ orderId: order.id })
        .where(and(eq(idempotencyKeys.userId, userId), eq(idempotencyKeys.key, idempotencyKey)));
    }
    if (customer.email) await queueEmail(tx, orderConfirmationEmail(order, customer));
    return { order, created: true };
  });
}

/** The orders with their lines, read in one query. */
async function withItems(db: Database, rows: OrderRow[]): Promise<Order[]> {
  if (rows.length === 0) return [];
  const items = await db
    .select()
    .from(orderItems)
    .where(
      inArray(
        orderItems.orderId,
        rows.map((row) => row.id),
      ),
    )
    .orderBy(asc(orderItems.position));
  const byOrder = new Map<string, OrderItem[]>(rows.map((row) => [row.id, []]));
  for (const item of items) byOrder.get(item.orderId)!.push(item);
  return rows.map((row) => ({ ...row, items: byOrder.get(row.id)! }));
}

/** The user's orders, newest first. */
export async function listOrders(db: Database, userId: string): Promise<Order[]> {
  const rows = await db
    .select()
    .from(orders)
    .where(eq(orders.userId, userId))
    .orderBy(desc(orders.createdAt), desc(orders.orderNumber))
    .limit(ORDER_HISTORY_LIMIT);
  return withItems(db, rows);
}

/** One order of the user, by its order number (CW-100001) or its id; someone else's is "not found". */
export async function loadOrder(db: Database, userId: string, reference: string): Promise<Order> {
  const orderNumber = parseOrderNumber(reference);
  const [row] = await db
    .select()
    .from(orders)
    .where(and(eq(orders.userId, userId), orderNumber !== null ? eq(orders.orderNumber, orderNumber) : eq(orders.id, reference)));
  if (!row) throw new StoreError("not-found", ORDER_NOT_FOUND);
  const [order] = await withItems(db, [row]);
  return order;
}
