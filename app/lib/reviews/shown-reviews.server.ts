import type { ReviewJson } from "../../../contract/reviews";
import type { Language } from "../../../contract/languages";
import { formatShortDate } from "../site/dates";
import type { ShownReview } from "./review-answer";

/** Reviews with their dates written for the page's language. */
export const shownReviews = (reviews: ReviewJson[], language: Language): ShownReview[] =>
  reviews.map((review) => ({ ...review, date: formatShortDate(review.createdAt, language) }));
