import { StarMeter } from "~/components/reviews/star-meter";
import { fill, useLanguage, useStrings } from "~/lib/i18n/use-strings";
import { MemoizedMarkup } from "~/lib/render/markup-memo";
import type { RatingSummaryJson } from "../../../contract/reviews";

/** The product's published reviews in stars, their average and count (a link to them); "No reviews yet" without any. */
export function Rating({ summary }: { summary: RatingSummaryJson }) {
  const t = useStrings("ratings");
  const { average, count } = summary;
  return (
    <MemoizedMarkup as="div" className="mt-3 flex flex-wrap items-center gap-2" memoKey={`rating ${useLanguage()} ${average} ${count}`}>
      {average === null ? (
        <p className="text-sm text-muted">{t.noReviews}</p>
      ) : (
        <>
          <StarMeter rating={average} label={fill(t.rated, { rating: average })} />
          <span className="text-sm text-muted" aria-hidden="true">
            {fill(t.ratingText, { rating: average })}
          </span>
          <a href="#reviews" className="text-sm font-medium text-brand-700 underline">
            {count === 1 ? t.oneReview : fill(t.manyReviews, { count })}
          </a>
        </>
      )}
    </MemoizedMarkup>
  );
}
