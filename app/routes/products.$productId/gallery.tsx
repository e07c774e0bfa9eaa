import { Link, useSearchParams } from "@remix-run/react";
import { ProductPicture } from "~/components/product-picture";
import { ChevronLeftIcon, ChevronRightIcon } from "~/components/ui/icons";
import { fill, useStrings } from "~/lib/i18n/use-strings";
import type { ProductPhotoJson } from "../../../contract/product-photos";
import { GALLERY_SIZES, mainPictureNumber } from "./main-picture";

const MAIN_PICTURE_CLASSES = "mx-auto aspect-square w-full max-w-[560px] object-contain";
const THUMBNAIL_CLASSES = "h-18 w-18 bg-brand-50 object-contain";

/**
 * The uploaded photos (each with its operator's description), else the drawings. Previous, next and
 * thumbnails are links (`?image=2`), so the gallery works without JavaScript.
 */
export function Gallery({ name, images, photos }: { name: string; images: string[]; photos: ProductPhotoJson[] }) {
  const [searchParams] = useSearchParams();
  const t = useStrings("product");
  const count = photos.length || images.length;
  if (count === 0) return <div className="aspect-square rounded-lg bg-brand-50" />;
  const current = mainPictureNumber(searchParams.get("image"), count);
  const previous = current === 1 ? count : current - 1;
  const next = current === count ? 1 : current + 1;

  return (
    <section aria-label={fill(t.picturesOf, { name })}>
      <div className="relative overflow-hidden rounded-lg bg-brand-50">
        {/* "picture 2 of 4" says which of the product's pictures is shown, which the image alone does not. */}
        {photos.length > 0 ? (
          <ProductPicture
            key={photos[current - 1].id}
            photo={photos[current - 1]}
            sizes={GALLERY_SIZES}
            alt={photos[current - 1].alt}
            width={560}
            height={560}
            priority
            className={MAIN_PICTURE_CLASSES}
          />
        ) : (
          <img
            src={images[current - 1]}
            alt={fill(t.pictureAlt, { name, number: current, count })}
            width={560}
            height={560}
            {...{ fetchpriority: "high" }}
            className={MAIN_PICTURE_CLASSES}
          />
        )}
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
          {Array.from({ length: count }, (_, index) => (
            <li key={photos[index]?.id ?? images[index]}>
              <Link
                to={`?image=${index + 1}`}
                replace
                preventScrollReset
                aria-label={fill(t.showPicture, { number: index + 1, count })}
                aria-current={index + 1 === current ? "true" : undefined}
                className={`block overflow-hidden rounded-md border-2 ${index + 1 === current ? "border-brand-700" : "border-transparent hover:border-brand-200"}`}
              >
                {photos.length > 0 ? (
                  <ProductPicture photo={photos[index]} sizes="72px" alt="" width={72} height={72} className={THUMBNAIL_CLASSES} />
                ) : (
                  <img src={images[index]} alt="" width={72} height={72} loading="lazy" className={THUMBNAIL_CLASSES} />
                )}
              </Link>
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}
