import type { OrderJson } from "../../../contract/orders";
import { REVIEWABLE_ORDER_STATUS } from "../../../contract/reviews";
import { fetchOwnReviews } from "../backend/reviews.server";
import type { ReviewableProduct } from "./review-answer";

/**
 * The products of a delivered order, once each, with the review the shopper already wrote of each:
 * the order page's review forms. The backend checks again when one is posted.
 */
export async function reviewableProducts(token: string, order: OrderJson): Promise<ReviewableProduct[]> {
  if (order.orderStatus !== REVIEWABLE_ORDER_STATUS) return [];
  const own = new Map((await fetchOwnReviews(token)).map((review) => [review.productId, review]));
  const products = new Map<string, ReviewableProduct>();
  for (const item of order.items) {
    const productId = item.product?._id;
    if (productId && !products.has(productId)) products.set(productId, { productId, name: item.name, review: own.get(productId) ?? null });
  }
  return [...products.values()];
}
