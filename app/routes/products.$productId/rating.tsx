import { StarIcon } from "~/components/ui/icons";
import { fill, useStrings } from "~/lib/i18n/use-strings";
import { business } from "../../../contract/business";

/** The store-wide rating as five stars, the last one filled in part. */
export function Rating() {
  const rating = business.productRating;
  const t = useStrings("product");
  return (
    <div className="mt-3 flex items-center gap-2">
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
    </div>
  );
}
