import { data, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData, useRouteError } from "@remix-run/react";
import { PageLinks } from "~/components/admin/page-links";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { adminMeta } from "~/lib/admin/meta";
import { ADMIN_HEADERS, requireOperator } from "~/lib/admin/operator.server";
import { moderateFromForm } from "~/lib/admin/review-actions.server";
import { fetchAdminReviews } from "~/lib/backend/admin-reviews.server";
import { signedInPost } from "~/lib/forms/signed-in-post.server";
import { formatDateTime } from "~/lib/site/dates";
import { MAX_REVIEW_REPLY_LENGTH } from "../../contract/limits";
import { type AdminReviewJson, adminReviewsQuery, type AdminReviewsQuery, reviewStatuses } from "../../contract/reviews";
import { ADMIN_SETTINGS_PATH } from "../../contract/store-settings";

export { cacheControlHeaders as headers } from "~/lib/site/cache-headers";

export const meta: MetaFunction = ({ error }) => adminMeta("Reviews", error);

const tabs: { status: AdminReviewsQuery["status"]; label: string }[] = [
  { status: "all", label: "All" },
  ...reviewStatuses.map((status) => ({ status, label: { published: "Published", hidden: "Hidden", pending: "Waiting" }[status] })),
];
const listPath = (query: AdminReviewsQuery) => `/admin/reviews?status=${query.status}${query.page > 1 ? `&page=${query.page}` : ""}`;

export async function loader(args: LoaderFunctionArgs) {
  const operator = await requireOperator(args);
  const query = adminReviewsQuery.parse(Object.fromEntries(new URL(args.request.url).searchParams));
  const list = await fetchAdminReviews(operator.token, query);
  const pages = Math.max(1, Math.ceil(list.total / list.pageSize));
  return data(
    {
      query,
      settings: list.settings,
      rows: list.rows.map((row) => ({ ...row, createdAt: formatDateTime(row.createdAt) })),
      total: list.total,
      previous: list.page > 1 ? listPath({ ...query, page: list.page - 1 }) : null,
      next: list.page < pages ? listPath({ ...query, page: list.page + 1 }) : null,
      pageLabel: `Page ${list.page} of ${pages}`,
    },
    { headers: ADMIN_HEADERS },
  );
}

export async function action(args: ActionFunctionArgs) {
  await requireOperator(args);
  const { viewer, formData } = await signedInPost(args);
  return moderateFromForm(args.request, viewer.token, formData);
}

export default function AdminReviews() {
  const { query, settings, rows, total, previous, next, pageLabel } = useLoaderData<typeof loader>();
  const answer = useActionData<typeof action>();
  return (
    <div className="page">
      <h1 className="page-title">Reviews</h1>
      {answer && !answer.reviewId ? (
        <p role="alert" className="mt-4 rounded-md border border-red-300 bg-red-50 px-4 py-3 text-sm font-medium text-red-900">
          {answer.message}
        </p>
      ) : null}
      <p className="mt-4 text-muted">
        {settings.holdForModeration
          ? "New and edited reviews wait here for your approval."
          : "New and edited reviews are published at once; hide any here."}{" "}
        <Link to={`${ADMIN_SETTINGS_PATH}#reviews`} className="font-medium text-brand-700 underline">
          Change this in Settings
        </Link>
      </p>

      <nav aria-label="Review status" className="mt-6 flex flex-wrap gap-2">
        {tabs.map((tab) => (
          <Link
            key={tab.status}
            to={listPath({ status: tab.status, page: 1 })}
            aria-current={tab.status === query.status ? "page" : undefined}
            className={tab.status === query.status ? "btn-primary" : "btn-secondary"}
          >
            {tab.label}
          </Link>
        ))}
      </nav>
      <p className="mt-4 text-sm text-muted">{total === 1 ? "1 review" : `${total} reviews`}, newest first</p>
      <ul role="list" className="mt-4 space-y-4">
        {rows.map((review) => (
          <li key={review.id}>
            <OperatorReview review={review} />
          </li>
        ))}
      </ul>
      <PageLinks label={pageLabel} previous={previous} next={next} />
    </div>
  );
}

function OperatorReview({ review }: { review: Omit<AdminReviewJson, "createdAt"> & { createdAt: string } }) {
  const answer = useActionData<typeof action>();
  const mine = answer && answer.reviewId === review.id ? answer : undefined;
  const replyId = `reply-${review.id}`;
  return (
    <article aria-labelledby={`${review.id}-title`} className="card">
      <p className="text-sm text-muted">
        <span className="font-semibold text-ink">
          {review.status === "pending" ? "Waiting" : review.status === "hidden" ? "Hidden" : "Published"}
        </span>
        {" · "}
        <Link to={`/products/${encodeURIComponent(review.productId)}`} className="underline">
          {review.productName}
        </Link>
        {" · "}
        <Link to={`/admin/orders/${review.orderId}`} className="underline">
          {review.orderId}
        </Link>
        {" · "}
        <span className="untrusted-text">{review.authorEmail}</span> · {review.createdAt}
      </p>
      <p role="img" className="mt-2 text-amber-500" aria-label={`${review.stars} out of 5 stars`}>
        <span aria-hidden="true">{"★".repeat(review.stars) + "☆".repeat(5 - review.stars)}</span>
      </p>
      <h2 id={`${review.id}-title`} dir="auto" className="untrusted-text mt-1 font-semibold">
        {review.title}
      </h2>
      <p dir="auto" className="untrusted-text mt-1 whitespace-pre-line">
        {review.text}
      </p>
      <Form method="post" className="mt-3 flex flex-wrap gap-2">
        <input type="hidden" name="reviewId" value={review.id} />
        {review.status !== "published" ? (
          <button type="submit" name="intent" value="publish" className="btn-primary">
            Publish
          </button>
        ) : null}
        {review.status !== "hidden" ? (
          <button type="submit" name="intent" value="hide" className="btn-secondary">
            Hide
          </button>
        ) : null}
      </Form>
      {review.reply ? (
        <div className="mt-3 border-s-2 border-brand-500 ps-3 text-sm">
          <p className="font-medium">Your reply</p>
          <p className="untrusted-text mt-1 whitespace-pre-line">{review.reply.text}</p>
        </div>
      ) : (
        <Form method="post" className="mt-3 space-y-2">
          <input type="hidden" name="reviewId" value={review.id} />
          <label htmlFor={replyId} className="field-label">
            Reply (once; shown under the review)
          </label>
          <textarea
            id={replyId}
            name="reply"
            rows={2}
            required
            maxLength={MAX_REVIEW_REPLY_LENGTH}
            defaultValue={mine?.reply}
            className="field-input"
            aria-describedby={mine ? `${replyId}-error` : undefined}
          />
          {mine ? (
            <p id={`${replyId}-error`} className="field-error" role="alert">
              {mine.message}
            </p>
          ) : null}
          <button type="submit" name="intent" value="reply" className="btn-secondary">
            Post reply
          </button>
        </Form>
      )}
      {mine && review.reply ? (
        <p className="field-error mt-2" role="alert">
          {mine.message}
        </p>
      ) : null}
    </article>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary error={useRouteError()} />;
}
