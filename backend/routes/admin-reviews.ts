import { Hono } from "hono";
import {
  ADMIN_REVIEWS_PAGE_SIZE,
  type AdminReviewsJson,
  adminReviewsQuery,
  REVIEW_NOT_FOUND,
  reviewReplyBody,
  reviewSettingsBody,
  type ReviewSettingsJson,
  reviewStatusBody,
} from "../../contract/reviews";
import type { AppEnv } from "../http/context";
import { signedInUser } from "../http/identity";
import { parseInput, parseJsonBody } from "../http/validation";
import { replyToReview, reviewsForOperator, setHoldForModeration, setReviewStatus } from "../store/review-moderation";
import { holdsForModeration } from "../store/reviews";
import { adminReviewJson } from "./review-json";
import { pathId, type RouteDeps } from "./shared";

/** /admin/reviews: mounted by the admin routes, behind their operator check. */
export function adminReviewRoutes({ db, catalogueCache }: RouteDeps) {
  const routes = new Hono<AppEnv>();

  routes.get("/", async (c) => {
    const query = parseInput(adminReviewsQuery, c.req.query());
    const [{ rows, total }, holdForModeration] = await Promise.all([
      reviewsForOperator(db, query, ADMIN_REVIEWS_PAGE_SIZE),
      holdsForModeration(db),
    ]);
    return c.json({
      status: query.status,
      rows: rows.map(adminReviewJson),
      page: query.page,
      pageSize: ADMIN_REVIEWS_PAGE_SIZE,
      total,
      settings: { holdForModeration },
    } satisfies AdminReviewsJson);
  });

  routes.get("/settings", async (c) => c.json({ holdForModeration: await holdsForModeration(db) } satisfies ReviewSettingsJson));

  routes.put("/settings", async (c) => {
    const { holdForModeration } = await parseJsonBody(c, reviewSettingsBody);
    await setHoldForModeration(db, holdForModeration);
    return c.json({ holdForModeration });
  });

  routes.post("/:reviewId/status", async (c) => {
    const { status } = await parseJsonBody(c, reviewStatusBody);
    const review = await setReviewStatus(db, pathId(c.req.param("reviewId"), REVIEW_NOT_FOUND), status);
    catalogueCache.clear(); // the product's average and count
    return c.json({ id: review.id, status: review.status });
  });

  routes.post("/:reviewId/reply", async (c) => {
    const { reply } = await parseJsonBody(c, reviewReplyBody);
    const review = await replyToReview(db, pathId(c.req.param("reviewId"), REVIEW_NOT_FOUND), signedInUser(c).userId, reply);
    return c.json({ id: review.id, reply: review.reply });
  });

  return routes;
}
