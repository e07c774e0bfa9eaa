import type { OwnReviewJson, ProductReviewsJson, ReviewBody, ReviewJson } from "../../../contract/reviews";
import { backendJson } from "./client.server";

/** `GET /products/{id}/reviews`: one page of published reviews; with a token, whether this shopper may write one and theirs. */
export function fetchProductReviews(productId: string, page: number, token?: string | null): Promise<ProductReviewsJson> {
  return backendJson<ProductReviewsJson>(`/products/${encodeURIComponent(productId)}/reviews`, { token, query: { page } });
}

/** `GET /reviews/recent`: the newest published reviews across the catalogue. */
export function fetchRecentReviews(token?: string | null): Promise<ReviewJson[]> {
  return backendJson<ReviewJson[]>("/reviews/recent", { token });
}

/** `GET /reviews/mine`: the shopper's own reviews, whatever their status. */
export function fetchOwnReviews(token: string): Promise<OwnReviewJson[]> {
  return backendJson<OwnReviewJson[]>("/reviews/mine", { token });
}

/** `PUT /reviews`: writes or edits the shopper's one review of a product; 403 unless an order with it was delivered to them. */
export function saveReview(token: string, body: ReviewBody): Promise<OwnReviewJson> {
  return backendJson<OwnReviewJson>("/reviews", { method: "PUT", token, body });
}
