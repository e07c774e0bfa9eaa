import type { AdminReviewJson, OwnReviewJson, ReviewJson } from "../../contract/reviews";
import { formatOrderNumber } from "../lib/ids";
import type { OperatorReviewRow } from "../store/review-moderation";
import type { ReviewRow } from "../store/reviews";

/** Shoppers see a reviewer's first name only: never their email or full name. */
const firstName = (name: string) => name.trim().split(/\s+/)[0] ?? "";

export function reviewJson(review: ReviewRow): ReviewJson {
  return {
    id: review.id,
    productId: review.productId,
    productName: review.productName,
    author: firstName(review.authorName),
    stars: review.stars,
    title: review.title,
    text: review.body,
    language: review.language,
    verifiedPurchase: true,
    createdAt: review.createdAt.toISOString(),
    updatedAt: review.updatedAt.toISOString(),
    reply: review.reply && review.repliedAt ? { text: review.reply, repliedAt: review.repliedAt.toISOString() } : null,
  };
}

export const ownReviewJson = (review: ReviewRow): OwnReviewJson => ({ ...reviewJson(review), status: review.status });

export const adminReviewJson = (review: OperatorReviewRow): AdminReviewJson => ({
  ...ownReviewJson(review),
  orderId: formatOrderNumber(review.orderNumber),
  authorEmail: review.authorEmail,
});
