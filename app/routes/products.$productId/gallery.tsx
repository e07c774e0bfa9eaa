import { Link, useSearchParams } from "@remix-run/react";
import { ChevronLeftIcon, ChevronRightIcon } from "~/components/ui/icons";
import { fill, useStrings } from "~/lib/i18n/use-strings";
import { mainPictureNumber } from "./main-picture";

/** Previous, next and thumbnails are links (`?image=2`), so the gallery works without JavaScript. */
export function Gallery({ name, images }: { name: string; images: string[] }) {
  const [searchParams] = useSearchParams();
  const t = useStrings("product");
  const count = images.length;
  if (count === 0) return <div className="aspect-square rounded-lg bg-brand-50" />;
  const current = mainPictureNumber(searchParams.get("image"), count);
  const previous = current === 1 ? count : current - 1;
  const next = current === count ? 1 : current + 1;

  return (
    <section aria-label={fill(t.picturesOf, { name })}>
      <div className="relative overflow-hidden rounded-lg bg-brand-50">
        {/* "picture 2 of 4" says which of the product's pictures is shown, which the image alone does not. */}
        <img
          src={images[current - 1]}
          alt={fill(t.pictureAlt, { name, number: current, count })}
          width={560}
          height={560}
          {...{ fetchpriority: "high" }}
          className="mx-auto aspect-square w-full max-w-[560px] object-contain"
        />
        {count > 1 ? (
          <>
            <Link
              to={`?image=${previous}`}
              replace
              preventScrollReset
              aria-label={t.previousPicture}
              className="absolute start-3 top-1/2 -translate-y-1/2 rounded-full bg-white/90 p-2 shadow hover:bg-white"
            >
              <ChevronLeftIcon className="h-5 w-5 rtl:-scale-x-100" />
            </Link>
            <Link
              to={`?image=${next}`}
              replace
              preventScrollReset
              aria-label={t.nextPicture}
              className="absolute end-3 top-1/2 -translate-y-1/2 rounded-full bg-white/90 p-2 shadow hover:bg-white"
            >
              <ChevronRightIcon className="h-5 w-5 rtl:-scale-x-100" />
            </Link>
          </>
        ) : null}
      </div>
      {count > 1 ? (
        <ul role="list" className="mt-4 flex flex-wrap gap-3">
          {images.map((image, index) => (
            <li key={image}>
              <Link
                to={`?image=${index + 1}`}
                replace
                preventScrollReset
                aria-label={fill(t.showPicture, { number: index + 1, count })}
                aria-current={index + 1 === current ? "true" : undefined}
                className={`block overflow-hidden rounded-md border-2 ${index + 1 === current ? "border-brand-700" : "border-transparent hover:border-brand-200"}`}
              >
                <img src={image} alt="" width={72} height={72} loading="lazy" className="h-18 w-18 bg-brand-50 object-contain" />
              </Link>
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}
