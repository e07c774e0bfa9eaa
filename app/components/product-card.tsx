import { useFetcher, useLocation } from "@remix-run/react";
import { useId, useMemo, useState, type FormEvent } from "react";
import { business } from "../../contract/business";
import { useRupees } from "~/lib/i18n/use-rupees";
import { fill, useLanguage, useStrings } from "~/lib/i18n/use-strings";
import { MemoizedMarkup } from "~/lib/render/markup-memo";
import { rich } from "~/lib/i18n/rich";
import type { Strings } from "~/locales/types";
import { productHref, type CardProduct } from "~/lib/catalogue/product";
import { EnhancedMarker } from "./enhanced-marker";
import { preloadPhoto, ProductPicture } from "./product-picture";
import { Toast, type ToastPlace } from "./toast";
import { PageLink } from "./ui/page-link";
import { English } from "~/components/ui/english";
import { catalogueText, type CatalogueText } from "../../contract/catalogue-language";

/** Where every product card posts its add to cart (the cart route's `add` intent). */
export const ADD_TO_CART_ACTION = "/cart";

/** A card's element id: its add to cart without JavaScript comes back to `#card-…`. */
export const cardAnchor = (productId: string) => `card-${productId}`;

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

type CardFetcher = Pick<ReturnType<typeof useFetcher<AddToCartAnswer>>, "state" | "data" | "submit">;

const IDLE_ON_THE_SERVER: CardFetcher = { state: "idle", data: undefined, submit: () => Promise.resolve() };

/**
 * On the server a card's fetcher is always idle, with no answer: the router's fetcher (its key, a
 * submit and a form component made per card, 24 a listing) is made only in the browser. The
 * server takes the one id the browser's `useFetcher` takes (`useId`), so the card's own ids match.
 */
const useCardFetcher: () => CardFetcher =
  typeof document === "undefined"
    ? () => {
        useId();
        return IDLE_ON_THE_SERVER;
      }
    : () => useFetcher<AddToCartAnswer>();

/**
 * A product with its first image, name, price, its size (when it comes in sizes: never added
 * without one), a quantity and Add to cart. The image and name
 * link to the product page. Add to cart works without JavaScript (a 303 back to this card, `#card-…`,
 * with a flash message) and with it (stays here and shows the green message for 2 seconds, at the
 * screen's other end from the pressed button, so it never covers it).
 */
export function ProductCard({ product, eagerImage = false, variant = "grid", headingLevel = "h3" }: ProductCardProps) {
  const fetcher = useCardFetcher();
  const [toastPlace, setToastPlace] = useState<ToastPlace>("bottom");
  const location = useLocation();
  const headingId = useId();
  const t = useStrings("card");
  const language = useLanguage();
  const rupees = useRupees();
  const answer = fetcher.state === "idle" ? fetcher.data : undefined;
  const toast = useMemo(
    () => (answer ? { kind: answer.ok ? ("success" as const) : ("error" as const), text: answer.message } : null),
    [answer],
  );
  const face: CardFace = {
    product,
    name: catalogueText(product.name, product.nameUr, language),
    price: rupees(product.price),
    sizePrices: product.sizePrices?.map((amount) => rupees(amount)),
    headingId,
    headingLevel,
    variant,
    eagerImage,
    redirectTo: location.pathname + location.search,
  };

  // The server writes the card's contents once per face and language (a fetcher is always idle
  // there); the browser renders them and keeps them up to date.
  return (
    <MemoizedMarkup
      as="article"
      id={cardAnchor(product.id)}
      aria-labelledby={headingId}
      className={`product-card ${variant === "grid" ? "mx-auto h-[410px] w-full max-w-[280px]" : "h-[340px] w-full"}`}
      memoKey={`card ${language} ${productKey(product)} ${JSON.stringify([face.price, headingId, headingLevel, variant, eagerImage, face.redirectTo])}`}
    >
      <>
        <CardContents
          face={face}
          t={t}
          busy={fetcher.state !== "idle"}
          onSubmit={(event) => {
            event.preventDefault();
            setToastPlace(event.currentTarget.getBoundingClientRect().top > innerHeight / 2 ? "top" : "bottom");
            fetcher.submit(event.currentTarget);
          }}
        />
        <Toast message={toast} durationMs={business.addedToCartToastMs} place={toastPlace} />
      </>
    </MemoizedMarkup>
  );
}

// A listing's cards are made once per answer of the backend and shared by the requests it serves
// (fetchListingCards, fromJsonText): each product's part of the key is written once.
const productKeys = new WeakMap<CardProduct, string>();

function productKey(product: CardProduct): string {
  let key = productKeys.get(product);
  if (key === undefined) {
    key = JSON.stringify(product);
    productKeys.set(product, key);
  }
  return key;
}

/** The published reviews' average and count in one short line, or "No reviews yet": never a rating nobody gave. */
function CardRating({ rating: { average, count }, t }: { rating: CardProduct["rating"]; t: Strings<"card"> }) {
  if (average === null) return <p className="mt-0.5 text-xs text-muted">{t.noReviews}</p>;
  return (
    <p className="mt-0.5 text-xs text-muted">
      <span aria-hidden="true">
        <span className="text-amber-500">★</span> {average} ({count})
      </span>
      <span className="sr-only">{fill(count === 1 ? t.ratedOne : t.ratedMany, { rating: average, count })}</span>
    </p>
  );
}

/** Everything a card's markup is drawn from, but its strings (the language's) and its form's state. */
type CardFace = {
  product: CardProduct;
  /** Its Urdu name on Urdu pages where the operator wrote one, else its English name. */
  name: CatalogueText;
  /** The price as the page's language writes it. */
  price: string;
  /** Each size's own price so written, when the sizes differ in price (a pure function of the product and language). */
  sizePrices: string[] | undefined;
  headingId: string;
  headingLevel: "h2" | "h3";
  variant: "grid" | "carousel";
  eagerImage: boolean;
  /** Where a post without JavaScript comes back to: the page the card is on. */
  redirectTo: string;
};

function CardContents({
  face: { product, name, price, sizePrices, headingId, headingLevel: Heading, variant, eagerImage, redirectTo },
  t,
  busy,
  onSubmit,
}: {
  face: CardFace;
  t: Strings<"card">;
  busy: boolean;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
}) {
  const outOfStock = product.stock <= 0;
  const grid = variant === "grid";
  return (
    <>
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
            <English lang={name.lang}>{name.text}</English>
          </Heading>
          <p className="mt-1 text-sm font-semibold text-brand-700">
            {product.priceFrom ? rich(t.fromPrice, { price: <bdi>{price}</bdi> }) : <bdi>{price}</bdi>}
          </p>
          <CardRating rating={product.rating} t={t} />
        </div>
      </PageLink>
      {/* A plain form whose submit goes through the card's fetcher, as fetcher.Form's would: the grid
          renders 24 of them, and fetcher.Form resolves its action through a Form and a dozen hooks
          on every render (docs/decisions/0009-page-links-and-card-forms.md). */}
      <form method="post" action={ADD_TO_CART_ACTION} className="product-card-form" onSubmit={onSubmit}>
        <input type="hidden" name="intent" value="add" />
        <input type="hidden" name="productId" value={product.id} />
        <input type="hidden" name="redirectTo" value={redirectTo} />
        <EnhancedMarker />
        {/* A native select rather than a link to the product page: one tap on a phone, no extra page
            to load, and it works without JavaScript. `required` stops a post with no size. */}
        {product.sizes.length > 0 ? (
          <select
            aria-label={fill(t.sizeOf, { name: name.text })}
            name="size"
            required
            defaultValue=""
            disabled={outOfStock}
            className="product-card-control min-w-0 px-2 text-sm"
          >
            <option value="">{t.chooseSize}</option>
            {product.sizes.map((size, index) => {
              const soldOut = product.soldOutSizes?.includes(size);
              const ownPrice = sizePrices?.[index];
              return (
                <option key={size} value={size} disabled={soldOut}>
                  {soldOut
                    ? fill(t.sizeSoldOut, { size })
                    : ownPrice === undefined
                      ? size
                      : fill(t.sizeWithPrice, { size, price: ownPrice })}
                </option>
              );
            })}
          </select>
        ) : null}
        {/* A plain number field: the card stays light, and it works the same with or without JavaScript.
            Without a size to choose, its caption takes the size's place beside it. */}
        <label className="contents">
          {product.sizes.length > 0 ? null : <span className="self-center text-end text-sm text-muted">{t.quantity}</span>}
          <input
            aria-label={fill(t.quantityFor, { name: name.text })}
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
        </label>
        <button type="submit" className="btn-primary col-span-2 h-9 px-2" aria-describedby={headingId} disabled={busy || outOfStock}>
          {outOfStock ? t.outOfStock : busy ? t.adding : t.addToCart}
        </button>
      </form>
    </>
  );
}
