import { and, asc, eq, inArray, sql, type SQL } from "drizzle-orm";
import type { AnyPgColumn } from "drizzle-orm/pg-core";
import { builtOnce } from "../db/built-once";
import type { Database } from "../db/client";
import { cartItems, products } from "../db/schema";
import { MAX_LINE_QUANTITY } from "../../contract/limits";
import { newId } from "../lib/ids";
import {
  CHOOSE_SIZE,
  chooseSizeOf,
  LINE_TOO_LARGE,
  notInSize,
  onlyLeftInStock,
  onlyLeftOf,
  OUT_OF_STOCK,
  PRODUCT_NO_LONGER_AVAILABLE,
  PRODUCT_NOT_FOUND,
  soldOutOf,
} from "../../contract/messages";
import { StoreError } from "./errors";
import type { Product } from "./products";
import { lockUser } from "./users";

export type CartLineInput = { productId: string; quantity: number; size?: string | null };

type ProductForCart = Pick<Product, "id" | "name" | "sizes" | "stock">;

/** A line of the cart, priced at the product's current price; `size` is null when the shopper chose none. */
export type CartLine = { id: string; product: Product; quantity: number; size: string | null };

export type Cart = { lines: CartLine[]; totalPaisa: number };

/**
 * The size as stored: '' only for a product that comes in no sizes. Refuses a missing size on a
 * sized product and a size the product does not come in.
 */
function checkedSize(product: ProductForCart, size: string | null | undefined): string {
  const chosen = size?.trim() ?? "";
  if (chosen === "" && product.sizes.length > 0) {
    throw new StoreError("invalid", chooseSizeOf(product.name), { size: `${CHOOSE_SIZE}: ${product.sizes.join(", ")}` });
  }
  if (chosen === "" || product.sizes.includes(chosen)) return chosen;
  const choices = product.sizes.length > 0 ? `: ${product.sizes.join(", ")}` : "";
  throw new StoreError("invalid", notInSize(product.name, chosen), {
    size: `Choose one of the available sizes${choices}`,
  });
}

const cartLinesOf = builtOnce((db) =>
  db
    .select({ line: cartItems, product: products })
    .from(cartItems)
    .innerJoin(products, eq(products.id, cartItems.productId))
    .where(eq(cartItems.userId, sql.placeholder("userId")))
    .orderBy(asc(cartItems.createdAt), asc(cartItems.id))
    .prepare("cart_lines"),
);

export async function readCart(db: Database, userId: string): Promise<Cart> {
  const rows = await cartLinesOf(db).execute({ userId });
  const lines = rows.map(({ line, product }) => ({
    id: line.id,
    product,
    quantity: line.quantity,
    size: line.size === "" ? null : line.size,
  }));
  return { lines, totalPaisa: lines.reduce((sum, line) => sum + line.product.pricePaisa * line.quantity, 0) };
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

/** Adds to the line of the same product and size; refuses more than the stock across all sizes. */
export async function addToCart(db: Database, userId: string, input: CartLineInput): Promise<Cart> {
  await db.transaction(async (tx) => {
    await lockUser(tx, userId);
    // Both reads at once, after the lock: one round trip.
    const [[product], lines] = await Promise.all([
      tx.select().from(products).where(eq(products.id, input.productId)),
      tx
        .select({ size: cartItems.size, quantity: cartItems.quantity })
        .from(cartItems)
        .where(and(eq(cartItems.userId, userId), eq(cartItems.productId, input.productId))),
    ]);
    if (!product || product.status === "draft") throw new StoreError("not-found", PRODUCT_NOT_FOUND);
    if (product.status !== "active") throw new StoreError("conflict", PRODUCT_NO_LONGER_AVAILABLE);
    const size = checkedSize(product, input.size);

    const inCart = lines.reduce((sum, line) => sum + line.quantity, 0);
    if (product.stock === 0) throw new StoreError("conflict", OUT_OF_STOCK);
    if (inCart + input.quantity > product.stock) throw new StoreError("conflict", onlyLeftInStock(product.stock));
    const lineQuantity = (lines.find((line) => line.size === size)?.quantity ?? 0) + input.quantity;
    if (lineQuantity > MAX_LINE_QUANTITY) throw new StoreError("conflict", LINE_TOO_LARGE);

    await tx
      .insert(cartItems)
      .values({ id: newId(), userId, productId: product.id, size, quantity: input.quantity })
      .onConflictDoUpdate({
        target: [cartItems.userId, cartItems.productId, cartItems.size],
        set: { quantity: sql`${cartItems.quantity} + excluded.quantity`, updatedAt: new Date() },
      });
  });
  return readCart(db, userId);
}

export function outOfStockMessage(product: ProductForCart) {
  return product.stock === 0 ? soldOutOf(product.name) : onlyLeftOf(product.stock, product.name);
}

/** Replaces the whole cart (the cart page's Save Changes). A quantity of 0 drops the line. */
export async function replaceCart(db: Database, userId: string, input: CartLineInput[]): Promise<Cart> {
  await db.transaction(async (tx) => {
    await lockUser(tx, userId);
    const wanted = input.filter((line) => line.quantity > 0);
    const productIds = [...new Set(wanted.map((line) => line.productId))];
    const found = productIds.length > 0 ? await tx.select().from(products).where(inArray(products.id, productIds)) : [];
    const productsById = new Map(found.map((product) => [product.id, product]));

    const lines = new Map<string, { productId: string; size: string; quantity: number }>();
    const quantityByProduct = new Map<string, number>();
    for (const line of wanted) {
      const product = productsById.get(line.productId);
      if (!product) throw new StoreError("not-found", PRODUCT_NOT_FOUND);
      const size = checkedSize(product, line.size);
      const key = `${product.id}\u0000${size}`;
      const quantity = (lines.get(key)?.quantity ?? 0) + line.quantity;
      if (quantity > MAX_LINE_QUANTITY) throw new StoreError("conflict", LINE_TOO_LARGE);
      lines.set(key, { productId: product.id, size, quantity });
      quantityByProduct.set(product.id, (quantityByProduct.get(product.id) ?? 0) + line.quantity);
    }
    for (const [productId, quantity] of quantityByProduct) {
      const product = productsById.get(productId)!;
      if (quantity > product.stock) throw new StoreError("conflict", outOfStockMessage(product));
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
