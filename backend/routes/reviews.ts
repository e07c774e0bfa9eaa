import { type Context, Hono } from "hono";
import { PRODUCT_NOT_FOUND } from "../../contract/messages";
import { REVIEW_WRITES_PER_SHOPPER_PER_HOUR } from "../../contract/limits";
import {
  type ProductReviewsJson,
  productReviewsQuery,
  RECENT_REVIEWS_LIMIT,
  ratingSummary,
  REVIEW_NOT_ALLOWED,
  reviewBody,
  REVIEWS_LIMITED,
  REVIEWS_PAGE_SIZE,
} from "../../contract/reviews";
import type { AppEnv } from "../http/context";
import { ApiError } from "../http/errors";
import { signedInUser } from "../http/identity";
import { parseInput, parseJsonBody } from "../http/validation";
import { jsonTextAnswer } from "../http/kept-json-answers";
import { enforceRateLimit } from "../rate-limit";
import type { Database } from "../db/client";
import { reviewsKey } from "../store/product-cache";
import { reviewerKey, type ReviewerCache } from "../store/reviewer-cache";
import { ownReviews, publishedReviewsOf, recentPublishedReviews, reviewableOrderId, writeReview } from "../store/reviews";
import { ownReviewJson, reviewJson } from "./review-json";
import { pathId, type RouteDeps } from "./shared";

export const REVIEW_WRITE_LIMIT = { bucket: "review-write", limit: REVIEW_WRITES_PER_SHOPPER_PER_HOUR, windowMs: 60 * 60 * 1000 };

/**
 * `GET /products/:productId/reviews` (mounted by the product routes, behind their `identify`). The
 * published page is the same for everyone and kept with the product (`reviewsKey`); of a signed-in
 * shopper's own part, whether they may write one is kept by shopper (`reviewerKey`), and what they
 * wrote is read only when they may.
 */
export function productReviewsHandler({ db, productCache, reviewerCache }: RouteDeps) {
  return async (c: Context<AppEnv>) => {
    const productId = pathId(c.req.param("productId") ?? "", PRODUCT_NOT_FOUND);
    const { page } = parseInput(productReviewsQuery, c.req.query());
    const key = reviewsKey(productId, page);
    let published = productCache.get(key);
    if (published === undefined) {
      const markBeforeRead = productCache.mark();
      const { rows, count, starsTotal } = await publishedReviewsOf(db, productId, page, REVIEWS_PAGE_SIZE);
      published = JSON.stringify({
        summary: ratingSummary(count, starsTotal),
        reviews: rows.map(reviewJson),
        page,
        pageSize: REVIEWS_PAGE_SIZE,
        total: count,
      } satisfies Omit<ProductReviewsJson, "mine">);
      productCache.set(key, productId, published, markBeforeRead);
    }
    const userId = c.get("user")?.userId;
    const mine: ProductReviewsJson["mine"] = userId ? await shoppersOwnPart(db, reviewerCache, userId, productId) : null;
    // The kept text, closed with the shopper's own part: one object, as ProductReviewsJson.
    return jsonTextAnswer(c, `${published.slice(0, -1)},"mine":${JSON.stringify(mine)}}`);
  };
}

async function shoppersOwnPart(
  db: Database,
  reviewerCache: ReviewerCache,
  userId: string,
  productId: string,
): Promise<NonNullable<ProductReviewsJson["mine"]>> {
  const key = reviewerKey(userId, productId);
  let eligible = reviewerCache.get(key);
  if (eligible === undefined) {
    const markBeforeRead = reviewerCache.mark();
    eligible = (await reviewableOrderId(db, userId, productId)) !== null;
    reviewerCache.set(key, userId, eligible, markBeforeRead);
  }
  if (!eligible) return { eligible: false, review: null };
  const [own] = await ownReviews(db, userId, productId);
  return { eligible: true, review: own ? ownReviewJson(own) : null };
}

/** `/reviews`: the recent published reviews (public), and a shopper's own reviews and writes. */
export function reviewRoutes({ db, identify, rateLimiter, catalogueCache }: RouteDeps) {
  const routes = new Hono<AppEnv>();

  routes.get("/recent", identify({ required: false }), async (c) =>
    c.json((await recentPublishedReviews(db, RECENT_REVIEWS_LIMIT)).map(reviewJson)),
  );

  routes.get("/mine", identify({ required: true }), async (c) => c.json((await ownReviews(db, signedInUser(c).userId)).map(ownReviewJson)));

  routes.put("/", identify({ required: true }), async (c) => {
    const body = await parseJsonBody(c, reviewBody);
    const { userId } = signedInUser(c);
    await enforceRateLimit(rateLimiter, REVIEW_WRITE_LIMIT, userId, REVIEWS_LIMITED);
    const review = await writeReview(db, userId, body);
    if (!review) throw new ApiError(403, REVIEW_NOT_ALLOWED);
    catalogueCache.clear(); // the product's average and count
    const [own] = await ownReviews(db, userId, review.productId);
    return c.json(ownReviewJson(own));
  });

  return routes;
}
