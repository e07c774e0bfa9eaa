import { StarIcon } from "~/components/ui/icons";

/** Five stars, the last one filled in part, read as `label` ("Rated 4.3 out of 5"). */
export function StarMeter({ rating, label, small = false }: { rating: number; label: string; small?: boolean }) {
  const size = small ? "h-4 w-4" : "h-5 w-5";
  return (
    <div role="img" aria-label={label} className="flex text-amber-500">
      {[1, 2, 3, 4, 5].map((star) => {
        const filled = Math.max(0, Math.min(1, rating - (star - 1)));
        return (
          <span key={star} className={`relative inline-block ${size}`}>
            <StarIcon filled={false} className={`absolute inset-0 ${size}`} />
            <span className="absolute inset-y-0 start-0 overflow-hidden" style={{ width: `${filled * 100}%` }}>
              <StarIcon className={size} />
            </span>
          </span>
        );
      })}
    </div>
  );
}
