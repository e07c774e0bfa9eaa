import { and, eq } from "drizzle-orm";
import type { Database } from "../db/client";
import { cartItems, idempotencyKeys, products, productVariants } from "../db/schema";
import { queueEmail } from "../email/outbox";
import { orderConfirmationEmail } from "../email/templates";
import { queueOrderConfirmationMessage } from "../messages/order-message";
import { defaultLanguage, type Language } from "../../contract/languages";
import { CART_EMPTY, COD_ONLY, noLongerAvailableOf, ORDER_BEING_PLACED, PHONE_BLOCKED, SELECT_ADDRESS } from "../../contract/messages";
import { listedCity } from "../../contract/delivery-fee";
import { riskSignalsOf } from "../../contract/order-lifecycle/risk";
import { storeNow } from "../lib/clock";
import { enabledPaymentMethods } from "../../contract/orders";
import { PHONE_MESSAGE } from "../../contract/phone";
import { returnExclusionOf } from "../../contract/order-lifecycle/return-policy";
import { outOfStockMessage, readCart } from "./cart";
import { linesWeightGrams, orderDeliveryFeePaisa } from "./delivery";
import { countOrderPlaced } from "../metrics/order-events";
import { StoreError } from "./errors";
import { loadOrder, type Order, type OrderLine, recordOrder, TAX_PAISA } from "./orders";
import { phoneRiskFacts } from "./order-risk";
import { readCheckoutSettings } from "./settings";
import { changeStock, type MovedStock, recordStockMovements, type StockMove } from "./stock";
import { findAddress, lockUser } from "./users";

/** Checkout delivers only to one of the shopper's saved addresses. */
export const noDeliveryAddress = () => new StoreError("unprocessable", SELECT_ADDRESS, { shippingAddress: SELECT_ADDRESS });

/**
 * `language`: the confirmation email's and message's (the page the order was placed on), English when not said.
 * `messageLink`: the link of the order's confirmation message; without it, or with `noMessages`, none is sent.
 */
export type PlaceOrderInput = {
  userId: string;
  addressId: string;
  paymentMethod: string;
  idempotencyKey?: string;
  language?: Language;
  noMessages?: boolean;
  messageLink?: (orderId: string) => string;
};

/**
 * Checkout in one transaction: cart → stock taken → order with snapshots → cart emptied → email queued.
 * Nothing is written when any step refuses. `created` is false when the Idempotency-Key was seen before.
 */
export async function placeOrder(db: Database, input: PlaceOrderInput): Promise<{ order: Order; created: boolean }> {
  const placed = await placeInTransaction(db, input);
  if (placed.created) countOrderPlaced();
  return placed;
}

function placeInTransaction(db: Database, input: PlaceOrderInput): Promise<{ order: Order; created: boolean }> {
  const { userId, idempotencyKey } = input;
  return db.transaction(async (tx) => {
    // The user's lock first: the reads after it see what a concurrent checkout of the same shopper
    // committed. Then statements that do not wait on each other's answers are sent together: under
    // load each round trip waits its turn in a busy process, so a checkout's time grew with their
    // number (docs/decisions/0011-fewer-statements-and-round-trips.md).
    const customer = await lockUser(tx, userId);
    const [claimed, address, { lines }, { deliveryRule, firstOrderLimitRupees }] = await Promise.all([
      // On PostgreSQL a concurrent insert of the same key waits here for the other transaction's outcome.
      idempotencyKey ? tx.insert(idempotencyKeys).values({ userId, key: idempotencyKey }).onConflictDoNothing().returning() : null,
      findAddress(tx, userId, input.addressId),
      readCart(tx, userId),
      readCheckoutSettings(tx),
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
    // What this phone's earlier orders did; a phone on the store's block list places no cash-on-delivery
    // order, refused before any stock is taken (nothing is written: the transaction rolls back).
    const risk = await phoneRiskFacts(tx, phone, storeNow());
    if (risk.blocked && input.paymentMethod === "cod") throw new StoreError("conflict", PHONE_BLOCKED);
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
      weightGrams: line.variant.weightGrams,
      returnExclusion: returnExclusionOf(takenByVariant.get(line.variant.id)!),
    }));
    const subtotalPaisa = orderLines.reduce((sum, line) => sum + line.unitPricePaisa * line.quantity, 0);
    const shippingPaisa = orderDeliveryFeePaisa(deliveryRule, { subtotalPaisa, city: address.city, weightGrams });
    const order = await recordOrder(tx, {
      userId,
      paymentMethod: input.paymentMethod,
      shippingPaisa,
      deliveryRule,
      language: input.language,
      noMessages: input.noMessages,
      riskSignals: riskSignalsOf({
        ...risk,
        totalPaisa: subtotalPaisa + shippingPaisa + TAX_PAISA,
        firstOrderLimitRupees,
        street: address.street,
        listedCity: listedCity(address.city) !== null,
      }),
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
      input.messageLink &&
        !input.noMessages &&
        queueOrderConfirmationMessage(tx, order, input.language ?? defaultLanguage, input.messageLink),
    ]);
    return { order, created: true };
  });
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
