import type { AdminReviewsJson, AdminReviewsQuery, ReviewSettingsJson } from "../../../contract/reviews";
import { backendJson } from "./client.server";

const reviewPath = (reviewId: string) => `/admin/reviews/${encodeURIComponent(reviewId)}`;

/** `GET /admin/reviews`: newest first, of one status or all, with the moderation setting. */
export function fetchAdminReviews(token: string, query: AdminReviewsQuery): Promise<AdminReviewsJson> {
  return backendJson<AdminReviewsJson>("/admin/reviews", { token, query: { status: query.status, page: query.page } });
}

/** `POST /admin/reviews/{id}/status`: publish or hide. */
export function setAdminReviewStatus(token: string, reviewId: string, status: "published" | "hidden"): Promise<unknown> {
  return backendJson(`${reviewPath(reviewId)}/status`, { method: "POST", token, body: { status } });
}

/** `POST /admin/reviews/{id}/reply`: the store's one reply; a second is BackendError 409. */
export function replyToAdminReview(token: string, reviewId: string, reply: string): Promise<unknown> {
  return backendJson(`${reviewPath(reviewId)}/reply`, { method: "POST", token, body: { reply } });
}

/** `GET /admin/reviews/settings`: whether new reviews wait for an operator (/admin/settings shows it). */
export function fetchReviewSettings(token: string): Promise<ReviewSettingsJson> {
  return backendJson<ReviewSettingsJson>("/admin/reviews/settings", { token });
}

/** `PUT /admin/reviews/settings`: publish new reviews at once, or hold them for moderation. */
export function saveReviewSettings(token: string, settings: ReviewSettingsJson): Promise<ReviewSettingsJson> {
  return backendJson<ReviewSettingsJson>("/admin/reviews/settings", { method: "PUT", token, body: settings });
}
