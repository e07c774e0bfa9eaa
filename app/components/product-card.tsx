import { useFetcher, useLocation } from "@remix-run/react";
import { useId, useMemo } from "react";
import { business } from "../../contract/business";
import { useRupees } from "~/lib/i18n/use-rupees";
import { fill, useStrings } from "~/lib/i18n/use-strings";
import { productHref, type CardProduct } from "~/lib/catalogue/product";
import { EnhancedMarker } from "./enhanced-marker";
import { preloadPhoto, ProductPicture } from "./product-picture";
import { Toast } from "./toast";
import { PageLink } from "./ui/page-link";

/** Where every product card posts its add to cart (the cart route's `add` intent). */
export const ADD_TO_CART_ACTION = "/cart";

// The widths a card's picture is drawn at: the grid's cards are at most 280 px; the carousel shows
// one card a row on phones, then two, three and four.
export const GRID_CARD_SIZES = "280px";
const CAROUSEL_CARD_SIZES = "(min-width: 1024px) 25vw, (min-width: 768px) 33vw, (min-width: 640px) 50vw, 100vw";

/** The listing's first card's picture for the head, so it is fetched with the page rather than after the stylesheet. */
export function preloadCardPicture(product: CardProduct | undefined) {
  if (product?.photo) return [preloadPhoto(product.photo, GRID_CARD_SIZES)];
  return product?.image ? [{ tagName: "link" as const, rel: "preload", as: "image", href: product.image }] : [];
}

type AddToCartAnswer = { ok: boolean; message: string };

type ProductCardProps = {
  product: CardProduct;
  /** Cards in the first visible row load their image at once; the rest when scrolled near. */
  eagerImage?: boolean;
  /** "grid": the listing's 280 by 410 px card; "carousel": the 340 px high best-seller card. */
  variant?: "grid" | "carousel";
  headingLevel?: "h2" | "h3";
};

/**
 * A product with its first image, name, price, its size (when it comes in sizes: never added
 * without one), a quantity and Add to cart. The image and name
 * link to the product page. Add to cart works without JavaScript (a 303 back to this page with a
 * flash message) and with it (stays here and shows the green message for 2 seconds).
 */
export function ProductCard({ product, eagerImage = false, variant = "grid", headingLevel: Heading = "h3" }: ProductCardProps) {
  const fetcher = useFetcher<AddToCartAnswer>();
  const location = useLocation();
  const headingId = useId();
  const t = useStrings("card");
  const rupees = useRupees();
  const busy = fetcher.state !== "idle";
  const outOfStock = product.stock <= 0;
  const answer = fetcher.state === "idle" ? fetcher.data : undefined;
  const toast = useMemo(
    () => (answer ? { kind: answer.ok ? ("success" as const) : ("error" as const), text: answer.message } : null),
    [answer],
  );
  const grid = variant === "grid";

  return (
    <article aria-labelledby={headingId} className={`product-card ${grid ? "mx-auto h-[410px] w-full max-w-[280px]" : "h-[340px] w-full"}`}>
      <PageLink to={productHref(product.id)} className="group flex min-h-0 flex-1 flex-col">
        {/* The picture takes what the text and the form leave, so the card keeps its fixed height. */}
        <div className="product-card-picture">
          {product.photo ? (
            <ProductPicture
              photo={product.photo}
              sizes={grid ? GRID_CARD_SIZES : CAROUSEL_CARD_SIZES}
              alt=""
              width={280}
              height={grid ? 230 : 170}
              priority={eagerImage}
              className="product-card-image"
            />
          ) : product.image ? (
            <img
              src={product.image}
              alt=""
              width={280}
              height={grid ? 230 : 170}
              loading={eagerImage ? "eager" : "lazy"}
              decoding="async"
              className="product-card-image"
            />
          ) : null}
        </div>
        <div className="px-4 pt-3">
          <Heading id={headingId} className="product-card-name">
            {product.name}
          </Heading>
          <p className="mt-1 text-sm font-semibold text-brand-700">
            <bdi>{rupees(product.price)}</bdi>
          </p>
        </div>
      </PageLink>
      {/* A plain form whose submit goes through the card's fetcher, as fetcher.Form's would: the grid
          renders 24 of them, and fetcher.Form resolves its action through a Form and a dozen hooks
          on every render (bench/README.md, issue 17's fourth pass). */}
      <form
        method="post"
        action={ADD_TO_CART_ACTION}
        className="product-card-form"
        onSubmit={(event) => {
          event.preventDefault();
          fetcher.submit(event.currentTarget);
        }}
      >
        <input type="hidden" name="intent" value="add" />
        <input type="hidden" name="productId" value={product.id} />
        <input type="hidden" name="redirectTo" value={location.pathname + location.search} />
        <EnhancedMarker />
        {/* A native select rather than a link to the product page: one tap on a phone, no extra page
            to load, and it works without JavaScript. `required` stops a post with no size. */}
        {product.sizes.length > 0 ? (
          <select
            aria-label={fill(t.sizeOf, { name: product.name })}
            name="size"
            required
            defaultValue=""
            disabled={outOfStock}
            className="product-card-control min-w-0 px-2 text-sm"
          >
            <option value="">{t.chooseSize}</option>
            {product.sizes.map((size) => (
              <option key={size} value={size}>
                {size}
              </option>
            ))}
          </select>
        ) : null}
        {/* A plain number field: the card stays light, and it works the same with or without JavaScript. */}
        <input
          aria-label={fill(t.quantityFor, { name: product.name })}
          name="quantity"
          type="number"
          inputMode="numeric"
          min={1}
          step={1}
          defaultValue={1}
          required
          disabled={outOfStock}
          className="product-card-control w-16 text-center"
        />
        <button type="submit" className="btn-primary col-span-2 h-9 px-2" aria-describedby={headingId} disabled={busy || outOfStock}>
          {outOfStock ? t.outOfStock : busy ? t.adding : t.addToCart}
        </button>
      </form>
      <Toast message={toast} durationMs={business.addedToCartToastMs} />
    </article>
  );
}
