/**
 * Reviews from people who bought: the rule of who may write one, their bodies, answers and messages.
 *
 *   GET  /products/:id/reviews?page=       published reviews, newest first; `mine` for a signed-in shopper
 *   GET  /reviews/recent                   recent published reviews across products (the /reviews page)
 *   GET  /reviews/mine                     the shopper's own reviews (their order page's forms)
 *   PUT  /reviews                          write or edit the shopper's one review of a product (`reviewBody`)
 *   GET  /admin/reviews?status=&page=      the operator's list (`adminReviewsQuery`)
 *   POST /admin/reviews/:id/status         publish or hide (`reviewStatusBody`)
 *   POST /admin/reviews/:id/reply          reply, once (`reviewReplyBody`)
 *   GET|PUT /admin/reviews/settings        publish at once or hold for moderation (`reviewSettingsBody`)
 */
import { z } from "zod";
import { requiredText } from "./fields";
import { languages, type Language } from "./languages";
import { MAX_ID_LENGTH, MAX_REVIEW_REPLY_LENGTH, MAX_REVIEW_TEXT_LENGTH, MAX_REVIEW_TITLE_LENGTH } from "./limits";

export const reviewStatuses = ["published", "hidden", "pending"] as const;
export type ReviewStatus = (typeof reviewStatuses)[number];

/** The order status that makes a shopper a buyer who may review (contract/order-lifecycle.ts's Delivered). */
export const REVIEWABLE_ORDER_STATUS = "Delivered";

/** Reviews on one page of a product's reviews, and of the operator's list. */
export const REVIEWS_PAGE_SIZE = 5;
export const ADMIN_REVIEWS_PAGE_SIZE = 20;
/** Reviews the /reviews page shows. */
export const RECENT_REVIEWS_LIMIT = 24;

export const CHOOSE_STARS = "Please choose from 1 to 5 stars";
export const REVIEW_NOT_ALLOWED = "You can review a product once an order with it has been delivered to you";
export const REVIEWS_LIMITED = "You have written several reviews in a short time. Please try again in an hour.";
export const REVIEW_NOT_FOUND = "Review not found";
export const REVIEW_ALREADY_ANSWERED = "This review already has a reply";

const noNullCharacters = (value: string) => !value.includes("\u0000");
const reviewText = (label: string, max: number) =>
  requiredText(label, max).refine(noNullCharacters, `The ${label} cannot contain null characters`);

const starsSchema = z.coerce
  .number({ invalid_type_error: CHOOSE_STARS, required_error: CHOOSE_STARS })
  .int(CHOOSE_STARS)
  .min(1, CHOOSE_STARS)
  .max(5, CHOOSE_STARS);

/** What a shopper types: the form's schema (the storefront) and the body's (the backend, with the product). */
export const reviewFields = {
  stars: starsSchema,
  title: reviewText("title", MAX_REVIEW_TITLE_LENGTH),
  text: reviewText("review", MAX_REVIEW_TEXT_LENGTH),
};
export const reviewFormSchema = z.object(reviewFields);

export const reviewBody = z.object({
  productId: z.string().min(1).max(MAX_ID_LENGTH),
  ...reviewFields,
  /** The page's language: a review is kept in the language it was written on. */
  language: z.enum(languages).default("en"),
});
export type ReviewBody = z.infer<typeof reviewBody>;

export const reviewStatusBody = z.object({ status: z.enum(["published", "hidden"], { message: "Choose publish or hide" }) });
export const reviewReplyBody = z.object({ reply: reviewText("reply", MAX_REVIEW_REPLY_LENGTH) });
export const reviewSettingsBody = z.object({ holdForModeration: z.boolean() });
export type ReviewSettingsJson = z.infer<typeof reviewSettingsBody>;

export const adminReviewsQuery = z.object({
  status: z.enum(["all", ...reviewStatuses]).catch("all"),
  page: z.coerce.number().int().min(1).max(10_000).catch(1),
});
export type AdminReviewsQuery = z.infer<typeof adminReviewsQuery>;
export const productReviewsQuery = z.object({ page: z.coerce.number().int().min(1).max(10_000).catch(1) });

/** A product's published reviews in numbers; `average` is null while there are none (no stars shown). */
export type RatingSummaryJson = { average: number | null; count: number };

export function ratingSummary(count: number, starsTotal: number): RatingSummaryJson {
  return { average: count > 0 ? Math.round((starsTotal / count) * 10) / 10 : null, count };
}

/** One review as shoppers see it; `author` is the first name the shopper gave, never their email. */
export type ReviewJson = {
  id: string;
  productId: string;
  productName: string;
  author: string;
  stars: number;
  title: string;
  text: string;
  language: Language;
  /** Always true: only a delivered order's buyer can write one. */
  verifiedPurchase: true;
  createdAt: string;
  updatedAt: string;
  reply: { text: string; repliedAt: string } | null;
};

/** The shopper's own review, with its moderation status. */
export type OwnReviewJson = ReviewJson & { status: ReviewStatus };

/** `GET /products/:id/reviews`: the page, and for a signed-in shopper whether they may write one and, when they may, what they wrote (the form edits it). */
export type ProductReviewsJson = {
  summary: RatingSummaryJson;
  reviews: ReviewJson[];
  page: number;
  pageSize: number;
  total: number;
  mine: { eligible: boolean; review: OwnReviewJson | null } | null;
};

export type AdminReviewJson = OwnReviewJson & { orderId: string; authorEmail: string };
export type AdminReviewsJson = {
  status: AdminReviewsQuery["status"];
  rows: AdminReviewJson[];
  page: number;
  pageSize: number;
  total: number;
  settings: ReviewSettingsJson;
};

/** The form's messages, as `reviewFields` gives them (contract/reviews.test.ts holds the two together). */
export const reviewFieldMessages = {
  enterTitle: "Please enter the title",
  titleTooLong: `The title can be at most ${MAX_REVIEW_TITLE_LENGTH} characters`,
  enterText: "Please enter the review",
  textTooLong: `The review can be at most ${MAX_REVIEW_TEXT_LENGTH} characters`,
  enterReply: "Please enter the reply",
};
