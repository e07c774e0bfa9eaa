import type { OwnReviewJson, ReviewJson } from "../../../contract/reviews";

/** A review as pages show it: its date written on the server in the page's language (the date formats stay out of the page's script). */
export type ShownReview = ReviewJson & { date: string };

/** A refused review post, answered to the page that sent it: the messages (already in the page's language) and what was typed. */
export type ReviewAnswer = {
  intent: "review";
  productId: string;
  errors: { stars?: string; title?: string; text?: string };
  values: { stars: string; title: string; text: string };
  banner: string | null;
};

/** A product of a delivered order, with the review the shopper already wrote of it. */
export type ReviewableProduct = { productId: string; name: string; review: OwnReviewJson | null };

export const REVIEW_INTENT = "review";

export function isReviewAnswer(answer: unknown): answer is ReviewAnswer {
  return typeof answer === "object" && answer !== null && (answer as { intent?: unknown }).intent === REVIEW_INTENT;
}
