import { and, count, desc, eq, isNull, type SQL } from "drizzle-orm";
import { REVIEW_ALREADY_ANSWERED, REVIEW_NOT_FOUND, type AdminReviewsQuery } from "../../contract/reviews";
import type { Database } from "../db/client";
import { orders, products, reviews, reviewSettings, users } from "../db/schema";
import { StoreError } from "./errors";
import { recountProductReviews, type Review, type ReviewRow } from "./reviews";

export type OperatorReviewRow = ReviewRow & { orderNumber: number; authorEmail: string };

/** The operator's list: newest first, of one status or all. */
export async function reviewsForOperator(db: Database, query: AdminReviewsQuery, pageSize: number) {
  const where: SQL | undefined = query.status === "all" ? undefined : eq(reviews.status, query.status);
  const [rows, [{ total }]] = await Promise.all([
    db
      .select({
        review: reviews,
        productName: products.name,
        authorName: users.name,
        authorEmail: users.email,
        orderNumber: orders.orderNumber,
      })
      .from(reviews)
      .innerJoin(products, eq(products.id, reviews.productId))
      .innerJoin(users, eq(users.id, reviews.userId))
      .innerJoin(orders, eq(orders.id, reviews.orderId))
      .where(where)
      .orderBy(desc(reviews.createdAt), desc(reviews.id))
      .limit(pageSize)
      .offset((query.page - 1) * pageSize),
    db.select({ total: count() }).from(reviews).where(where),
  ]);
  return { rows: rows.map(({ review, ...names }): OperatorReviewRow => ({ ...review, ...names })), total };
}

/** Publishes or hides a review, and recounts its product's published reviews in the same transaction. */
export async function setReviewStatus(db: Database, id: string, status: "published" | "hidden"): Promise<Review> {
  return db.transaction(async (tx) => {
    const [review] = await tx.update(reviews).set({ status }).where(eq(reviews.id, id)).returning();
    if (!review) throw new StoreError("not-found", REVIEW_NOT_FOUND);
    await recountProductReviews(tx, review.productId);
    return review;
  });
}

/** The store's one reply to a review: a second is refused, whoever sends it. */
export async function replyToReview(db: Database, id: string, operatorId: string, reply: string): Promise<Review> {
  const [review] = await db
    .update(reviews)
    .set({ reply, repliedBy: operatorId, repliedAt: new Date() })
    .where(and(eq(reviews.id, id), isNull(reviews.reply)))
    .returning();
  if (review) return review;
  const [exists] = await db.select({ id: reviews.id }).from(reviews).where(eq(reviews.id, id));
  throw exists
    ? new StoreError("conflict", REVIEW_ALREADY_ANSWERED, { reply: REVIEW_ALREADY_ANSWERED })
    : new StoreError("not-found", REVIEW_NOT_FOUND);
}

export async function setHoldForModeration(db: Database, hold: boolean): Promise<void> {
  await db
    .insert(reviewSettings)
    .values({ id: true, holdForModeration: hold })
    .onConflictDoUpdate({ target: reviewSettings.id, set: { holdForModeration: hold, updatedAt: new Date() } });
}
