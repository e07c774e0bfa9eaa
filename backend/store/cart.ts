import { and, asc, eq, inArray, sql, type SQL } from "drizzle-orm";
import type { AnyPgColumn } from "drizzle-orm/pg-core";
import { builtOnce } from "../db/built-once";
import type { Database } from "../db/client";
import { cartItems, products, productVariants } from "../db/schema";
import { MAX_LINE_QUANTITY } from "../../contract/limits";
import { newId } from "../lib/ids";
import {
  LINE_TOO_LARGE,
  onlyLeftInStock,
  onlyLeftOf,
  OUT_OF_STOCK,
  PRODUCT_NO_LONGER_AVAILABLE,
  PRODUCT_NOT_FOUND,
  soldOutOf,
} from "../../contract/messages";
import { StoreError } from "./errors";
import { lockUser } from "./users";
import { chosenVariantOf, productWithVariants, sizeLabelOf, type Variant } from "./variants";

/** A line as a body names it: the variant by slug, or the size by label (or neither, for a product with one variant). */
export type CartLineInput = { productId: string; quantity: number; size?: string | null; variant?: string | null };

/**
 * A line of the cart, priced at its variant's current price; `size` is null for a product without
 * sizes; `priceSeenPaisa` is the price when the shopper last added or saved it (null: not known).
 */
export type CartLine = {
  id: string;
  product: typeof products.$inferSelect;
  variant: VariantRow;
  quantity: number;
  size: string | null;
  priceSeenPaisa: number | null;
};

type VariantRow = typeof productVariants.$inferSelect;

export type Cart = { lines: CartLine[]; totalPaisa: number };

const cartLinesOf = builtOnce((db) =>
  db
    .select({ line: cartItems, product: products, variant: productVariants })
    .from(cartItems)
    .innerJoin(products, eq(products.id, cartItems.productId))
    .innerJoin(productVariants, eq(productVariants.id, cartItems.variantId))
    .where(eq(cartItems.userId, sql.placeholder("userId")))
    .orderBy(asc(cartItems.createdAt), asc(cartItems.id))
    .prepare("cart_lines"),
);

export async function readCart(db: Database, userId: string): Promise<Cart> {
  const rows = await cartLinesOf(db).execute({ userId });
  const lines = rows.map(({ line, product, variant }) => ({
    id: line.id,
    product,
    variant,
    quantity: line.quantity,
    size: sizeLabelOf(variant),
    priceSeenPaisa: line.priceSeenPaisa,
  }));
  return { lines, totalPaisa: lines.reduce((sum, line) => sum + line.variant.pricePaisa * line.quantity, 0) };
}

/** How many items a user's cart holds (the header's badge), as a subquery: one sum, no lines read. */
export function cartItemCountOf(userId: AnyPgColumn): SQL<number> {
  return sql<number>`(select coalesce(sum(${cartItems.quantity}), 0)::int from ${cartItems} where ${cartItems.userId} = ${userId})`;
}

/** How many items the cart holds (the header's badge): one sum, without reading the lines. */
export async function countCartItems(db: Database, userId: string): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`coalesce(sum(${cartItems.quantity}), 0)::int` })
    .from(cartItems)
    .where(eq(cartItems.userId, userId));
  return Number(row?.count ?? 0);
}

/** Adds to the line of the same variant; refuses more than that variant's stock. */
export async function addToCart(db: Database, userId: string, input: CartLineInput): Promise<Cart> {
  await db.transaction(async (tx) => {
    await lockUser(tx, userId);
    // Both reads at once, after the lock: one round trip.
    const [[product], lines] = await Promise.all([
      tx.select(productWithVariants).from(products).where(eq(products.id, input.productId)),
      tx
        .select({ variantId: cartItems.variantId, quantity: cartItems.quantity })
        .from(cartItems)
        .where(and(eq(cartItems.userId, userId), eq(cartItems.productId, input.productId))),
    ]);
    if (!product || product.status === "draft") throw new StoreError("not-found", PRODUCT_NOT_FOUND);
    if (product.status !== "active") throw new StoreError("conflict", PRODUCT_NO_LONGER_AVAILABLE);
    const variant = chosenVariantOf(product, input);

    const inCart = lines.find((line) => line.variantId === variant.id)?.quantity ?? 0;
    if (variant.stock === 0) throw new StoreError("conflict", OUT_OF_STOCK);
    if (inCart + input.quantity > variant.stock) throw new StoreError("conflict", onlyLeftInStock(variant.stock));
    if (inCart + input.quantity > MAX_LINE_QUANTITY) throw new StoreError("conflict", LINE_TOO_LARGE);

    await tx
      .insert(cartItems)
      .values({
        id: newId(),
        userId,
        productId: product.id,
        variantId: variant.id,
        size: variant.label,
        quantity: input.quantity,
        priceSeenPaisa: variant.pricePaisa,
      })
      // Adding again is seeing the price again: the line's notice of a change goes.
      .onConflictDoUpdate({
        target: [cartItems.userId, cartItems.variantId],
        set: { quantity: sql`${cartItems.quantity} + excluded.quantity`, priceSeenPaisa: variant.pricePaisa, updatedAt: new Date() },
      });
  });
  return readCart(db, userId);
}

/** The refusal naming the product (and its size) when fewer units are left than asked for. */
export function outOfStockMessage(product: { name: string }, variant: Pick<Variant, "stock" | "label">) {
  const name = variant.label ? `${product.name} (${variant.label})` : product.name;
  return variant.stock === 0 ? soldOutOf(name) : onlyLeftOf(variant.stock, name);
}

/** Replaces the whole cart (the cart page's Save Changes). A quantity of 0 drops the line. */
export async function replaceCart(db: Database, userId: string, input: CartLineInput[]): Promise<Cart> {
  await db.transaction(async (tx) => {
    await lockUser(tx, userId);
    const wanted = input.filter((line) => line.quantity > 0);
    const productIds = [...new Set(wanted.map((line) => line.productId))];
    const found = productIds.length > 0 ? await tx.select(productWithVariants).from(products).where(inArray(products.id, productIds)) : [];
    const productsById = new Map(found.map((product) => [product.id, product]));

    const lines = new Map<string, { productId: string; variantId: string; size: string; quantity: number; priceSeenPaisa: number }>();
    for (const line of wanted) {
      const product = productsById.get(line.productId);
      if (!product) throw new StoreError("not-found", PRODUCT_NOT_FOUND);
      const variant = chosenVariantOf(product, line);
      const quantity = (lines.get(variant.id)?.quantity ?? 0) + line.quantity;
      if (quantity > MAX_LINE_QUANTITY) throw new StoreError("conflict", LINE_TOO_LARGE);
      if (quantity > variant.stock) throw new StoreError("conflict", outOfStockMessage(product, variant));
      // Saving the cart is seeing its prices: every line's notice of a change goes.
      lines.set(variant.id, {
        productId: product.id,
        variantId: variant.id,
        size: variant.label,
        quantity,
        priceSeenPaisa: variant.pricePaisa,
      });
    }

    await tx.delete(cartItems).where(eq(cartItems.userId, userId));
    if (lines.size > 0) {
      // Lines are listed by creation time: one millisecond apart keeps the order the shopper sent.
      const start = Date.now();
      await tx
        .insert(cartItems)
        .values([...lines.values()].map((line, index) => ({ id: newId(), userId, ...line, createdAt: new Date(start + index) })));
    }
  });
  return readCart(db, userId);
}

export async function clearCart(db: Database, userId: string): Promise<Cart> {
  await db.delete(cartItems).where(eq(cartItems.userId, userId));
  return readCart(db, userId);
}
