import { StarIcon } from "~/components/ui/icons";
import { fill, useLanguage, useStrings } from "~/lib/i18n/use-strings";
import { MemoizedMarkup } from "~/lib/render/markup-memo";
import { business } from "../../../contract/business";

/** The store-wide rating as five stars, the last one filled in part: written once per language on the server. */
export function Rating() {
  const rating = business.productRating;
  const t = useStrings("product");
  return (
    <MemoizedMarkup as="div" className="mt-3 flex items-center gap-2" memoKey={`rating ${useLanguage()} ${rating}`}>
      <>
        <div role="img" aria-label={fill(t.rated, { rating })} className="flex text-amber-500">
          {[1, 2, 3, 4, 5].map((star) => {
            const fill = Math.max(0, Math.min(1, rating - (star - 1)));
            return (
              <span key={star} className="relative inline-block h-5 w-5">
                <StarIcon filled={false} className="absolute inset-0 h-5 w-5" />
                <span className="absolute inset-y-0 start-0 overflow-hidden" style={{ width: `${fill * 100}%` }}>
                  <StarIcon className="h-5 w-5" />
                </span>
              </span>
            );
          })}
        </div>
        <span className="text-sm text-muted" aria-hidden="true">
          {fill(t.ratingText, { rating })}
        </span>
      </>
    </MemoizedMarkup>
  );
}
