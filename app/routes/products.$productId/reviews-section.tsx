import { Link, useActionData, useNavigation } from "@remix-run/react";
import { lazy, Suspense } from "react";
import { fill, useStrings } from "~/lib/i18n/use-strings";
import { isReviewAnswer, REVIEW_INTENT } from "~/lib/reviews/review-answer";
import type { ProductReviewsJson } from "../../../contract/reviews";
import type { ShownReview } from "~/lib/reviews/review-answer";
import type { action } from "./route";

export const REVIEWS_PAGE_PARAM = "reviews";

// Most product pages have no review yet and most visitors cannot write one: their scripts load only
// where they are shown, which keeps the product page within its JS budget. The server renders them
// in full before the page is sent (entry.server waits for all of it), so the page is whole without JS.
const ReviewForm = lazy(() => import("~/components/reviews/review-form").then((module) => ({ default: module.ReviewForm })));
const ReviewItem = lazy(() => import("~/components/reviews/review-item").then((module) => ({ default: module.ReviewItem })));

/**
 * The product's published reviews, newest first and paged (`?reviews=2`, a plain link), and the
 * shopper's own form when the backend says an order with this product was delivered to them.
 */
export function ReviewsSection({
  productId,
  reviews,
}: {
  productId: string;
  reviews: Omit<ProductReviewsJson, "reviews"> & { reviews: ShownReview[] };
}) {
  const t = useStrings("ratings");
  const actionData = useActionData<typeof action>();
  const navigation = useNavigation();
  const pages = Math.max(1, Math.ceil(reviews.total / reviews.pageSize));
  const pageLink = (page: number) => `?${REVIEWS_PAGE_PARAM}=${page}#reviews`;
  const mine = reviews.mine;
  return (
    <section id="reviews" aria-labelledby="reviews-heading" className="mt-10 border-t border-line pt-6">
      <h2 id="reviews-heading" className="text-xl font-semibold">
        {t.heading}
      </h2>
      {reviews.total === 0 ? <p className="mt-2 text-muted">{t.noReviews}</p> : null}
      <div className="mt-4 grid gap-6 lg:grid-cols-[3fr_2fr] lg:items-start">
        <div className="min-w-0">
          {reviews.reviews.length > 0 ? (
            <Suspense>
              <ul role="list" className="space-y-4">
                {reviews.reviews.map((review) => (
                  <li key={review.id}>
                    <ReviewItem review={review} />
                  </li>
                ))}
              </ul>
            </Suspense>
          ) : null}
          {pages > 1 ? (
            <nav aria-label={t.heading} className="mt-4 flex flex-wrap items-center gap-4 text-sm">
              {reviews.page > 1 ? (
                <Link to={pageLink(reviews.page - 1)} preventScrollReset className="font-medium text-brand-700 underline">
                  {t.newer}
                </Link>
              ) : null}
              <span className="text-muted">{fill(t.pageOf, { page: reviews.page, pages })}</span>
              {reviews.page < pages ? (
                <Link to={pageLink(reviews.page + 1)} preventScrollReset className="font-medium text-brand-700 underline">
                  {t.older}
                </Link>
              ) : null}
            </nav>
          ) : null}
        </div>
        <div>
          {mine?.eligible ? (
            <Suspense>
              <ReviewForm
                productId={productId}
                idPrefix="review"
                heading={mine.review ? t.editHeading : t.writeHeading}
                existing={mine.review}
                answer={isReviewAnswer(actionData) ? actionData : undefined}
                busy={navigation.state === "submitting" && navigation.formData?.get("intent") === REVIEW_INTENT}
              />
            </Suspense>
          ) : (
            <p className="text-sm text-muted">{t.onlyBuyers}</p>
          )}
        </div>
      </div>
    </section>
  );
}
