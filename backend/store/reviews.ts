import { and, desc, eq, sql } from "drizzle-orm";
import { REVIEWABLE_ORDER_STATUS, type ReviewBody, type ReviewStatus } from "../../contract/reviews";
import type { Database } from "../db/client";
import { orderItems, orders, products, reviews, reviewSettings, users } from "../db/schema";
import { newId } from "../lib/ids";

export type Review = typeof reviews.$inferSelect;
/** A review with the names it is shown with. */
export type ReviewRow = Review & { productName: string; authorName: string };

/** What a review is read with: its product's name and its author's name (never the email). */
export const reviewColumns = { review: reviews, productName: products.name, authorName: users.name };
const asRow = ({ review, productName, authorName }: { review: Review; productName: string; authorName: string }): ReviewRow => ({
  ...review,
  productName,
  authorName,
});

/**
 * The delivered order that makes this shopper a buyer of this product, newest first; null when
 * they have none. The only rule of who may review, and it reads the orders, never the form.
 */
export async function reviewableOrderId(db: Database, userId: string, productId: string): Promise<string | null> {
  const [row] = await db
    .select({ id: orders.id })
    .from(orders)
    .innerJoin(orderItems, eq(orderItems.orderId, orders.id))
    .where(and(eq(orders.userId, userId), eq(orderItems.productId, productId), eq(orders.orderStatus, REVIEWABLE_ORDER_STATUS)))
    .orderBy(desc(orders.deliveredAt), desc(orders.createdAt))
    .limit(1);
  return row?.id ?? null;
}

export async function holdsForModeration(db: Database): Promise<boolean> {
  const [row] = await db.select({ hold: reviewSettings.holdForModeration }).from(reviewSettings).limit(1);
  return row?.hold ?? false;
}

/** Keeps the product's published count and stars (read with the product, announced by its trigger) in step with its reviews. */
export async function recountProductReviews(tx: Database, productId: string): Promise<void> {
  await tx
    .update(products)
    .set({
      reviewCount: sql`(select count(*)::int from ${reviews} where ${reviews.productId} = ${productId} and ${reviews.status} = 'published')`,
      reviewStarsTotal: sql`(select coalesce(sum(${reviews.stars}), 0)::int from ${reviews} where ${reviews.productId} = ${productId} and ${reviews.status} = 'published')`,
    })
    .where(eq(products.id, productId));
}

/**
 * Writes the shopper's one review of a product, or edits it (still one). Null when they have no
 * delivered order with it. A new or edited review is published at once or held for the operator
 * (the setting); one the operator hid stays hidden.
 */
export async function writeReview(db: Database, userId: string, body: ReviewBody): Promise<Review | null> {
  return db.transaction(async (tx) => {
    const orderId = await reviewableOrderId(tx, userId, body.productId);
    if (!orderId) return null;
    // The product's row lock orders concurrent writes of its reviews, so its count stays exact.
    await tx.execute(sql`select 1 from ${products} where ${products.id} = ${body.productId} for update`);
    const status: ReviewStatus = (await holdsForModeration(tx)) ? "pending" : "published";
    const values = { stars: body.stars, title: body.title, body: body.text, language: body.language, orderId };
    const [review] = await tx
      .insert(reviews)
      .values({ id: newId(), productId: body.productId, userId, status, ...values })
      .onConflictDoUpdate({
        target: [reviews.productId, reviews.userId],
        set: {
          ...values,
          status: sql`case when ${reviews.status} = 'hidden' then 'hidden' else ${status} end`,
          updatedAt: new Date(),
        },
      })
      .returning();
    await recountProductReviews(tx, body.productId);
    return review;
  });
}

/** Reviews with their product and reviewer, as `asRow` reads them. */
function reviewsWithAuthors(db: Database) {
  return db
    .select(reviewColumns)
    .from(reviews)
    .innerJoin(products, eq(products.id, reviews.productId))
    .innerJoin(users, eq(users.id, reviews.userId));
}

/** One page of a product's published reviews, newest first, and the count and stars of all of them (kept on the product). */
export async function publishedReviewsOf(db: Database, productId: string, page: number, pageSize: number) {
  const [rows, [product]] = await Promise.all([
    reviewsWithAuthors(db)
      .where(and(eq(reviews.productId, productId), eq(reviews.status, "published")))
      .orderBy(desc(reviews.createdAt), desc(reviews.id))
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    db.select({ count: products.reviewCount, starsTotal: products.reviewStarsTotal }).from(products).where(eq(products.id, productId)),
  ]);
  return { rows: rows.map(asRow), count: product?.count ?? 0, starsTotal: product?.starsTotal ?? 0 };
}

/** The newest published reviews of products on sale, across the catalogue (the /reviews page). */
export async function recentPublishedReviews(db: Database, limit: number): Promise<ReviewRow[]> {
  const rows = await reviewsWithAuthors(db)
    .where(and(eq(reviews.status, "published"), eq(products.status, "active")))
    .orderBy(desc(reviews.createdAt), desc(reviews.id))
    .limit(limit);
  return rows.map(asRow);
}

/** The shopper's own reviews (any status), or only the one of `productId`. */
export async function ownReviews(db: Database, userId: string, productId?: string): Promise<ReviewRow[]> {
  const rows = await reviewsWithAuthors(db)
    .where(and(eq(reviews.userId, userId), productId === undefined ? undefined : eq(reviews.productId, productId)))
    .orderBy(desc(reviews.createdAt));
  return rows.map(asRow);
}
