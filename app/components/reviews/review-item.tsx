import { StarMeter } from "~/components/reviews/star-meter";
import { fill, useStrings } from "~/lib/i18n/use-strings";
import type { ShownReview } from "~/lib/reviews/review-answer";

/**
 * One published review: stars, title, who and when, "Verified purchase", the text and the store's
 * reply. What a shopper typed is text (React escapes it), kept in its own language and direction.
 */
export function ReviewItem({ review, productLink }: { review: ShownReview; productLink?: React.ReactNode }) {
  const t = useStrings("ratings");
  return (
    <article className="card h-full">
      <StarMeter small rating={review.stars} label={fill(t.rated, { rating: review.stars })} />
      {productLink ? <p className="mt-2 text-sm font-medium">{productLink}</p> : null}
      <h3 lang={review.language} dir="auto" className="untrusted-text mt-2 font-semibold">
        {review.title}
      </h3>
      <p className="mt-1 flex flex-wrap items-center gap-x-2 text-sm text-muted">
        <bdi className="untrusted-text">{review.author || t.aCustomer}</bdi>
        <span aria-hidden="true">·</span>
        <bdi>{review.date}</bdi>
        <span className="rounded bg-green-50 px-1.5 py-0.5 text-xs font-medium text-green-800">{t.verifiedPurchase}</span>
      </p>
      <p lang={review.language} dir="auto" className="untrusted-text mt-3 whitespace-pre-line text-ink">
        {review.text}
      </p>
      {review.reply ? (
        <div className="mt-3 border-s-2 border-brand-500 ps-3 text-sm">
          <p className="font-medium">{t.storeReply}</p>
          <p dir="auto" className="untrusted-text mt-1 whitespace-pre-line text-muted">
            {review.reply.text}
          </p>
        </div>
      ) : null}
    </article>
  );
}
