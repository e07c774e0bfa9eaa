import { Link } from "@remix-run/react";
import { useRef } from "react";
import { useHydrated } from "remix-utils/use-hydrated";
import type { CardProduct } from "~/lib/catalogue/product";
import { fromJsonText, type JsonText } from "~/lib/data/loader-json-text";
import { useStrings } from "~/lib/i18n/use-strings";
import { ProductCard } from "./product-card";
import { ChevronLeftIcon, ChevronRightIcon } from "./ui/icons";

/** The cards travel as one JSON text, as the listing's do (app/lib/data/loader-json-text.ts). */
export type BestSellersState =
  { status: "ok"; products: JsonText<CardProduct[]> } | { status: "error" } | { status: "signed-out"; signInUrl: string };

/** Longer than any smooth scroll of the row takes. */
const SMOOTH_SCROLL_MS = 1_500;

/**
 * A row of product cards, 1 to 4 in view by screen width. Without JavaScript the row scrolls
 * sideways (with snap points); with it, previous and next move one card and loop at the ends.
 */
export function BestSellers({ heading, state }: { heading: string; state: BestSellersState }) {
  const hydrated = useHydrated();
  const t = useStrings("home");
  const row = useRef<HTMLUListElement>(null);
  // Where the last move is going while its smooth scroll runs: a second click moves on from there,
  // not from wherever the animation happens to be (which would break the loop at the ends).
  const scrollTarget = useRef<{ left: number; until: number } | null>(null);

  function move(direction: 1 | -1) {
    const list = row.current;
    if (!list) return;
    const step = (list.firstElementChild as HTMLElement | null)?.offsetWidth ?? list.clientWidth;
    // Right to left, scrollLeft runs from 0 to negative values: moves are worked out on its size.
    const sign = getComputedStyle(list).direction === "rtl" ? -1 : 1;
    const maxLeft = Math.max(0, list.scrollWidth - list.clientWidth);
    const pending = scrollTarget.current;
    const scrolled = Math.abs(list.scrollLeft);
    const from = pending && pending.until > Date.now() && scrolled !== pending.left ? pending.left : scrolled;
    const atEnd = from >= maxLeft - 4;
    const atStart = from <= 4;
    const left = Math.min(maxLeft, Math.max(0, direction === 1 ? (atEnd ? 0 : from + step) : atStart ? maxLeft : from - step));
    scrollTarget.current = { left, until: Date.now() + SMOOTH_SCROLL_MS };
    list.scrollTo({ left: sign * left, behavior: "smooth" });
  }

  const products = state.status === "ok" ? fromJsonText(state.products) : [];
  const showArrows = hydrated && products.length > 1;

  return (
    <section aria-labelledby="best-sellers-heading" className="page">
      <div className="flex items-end justify-between gap-4">
        <div>
          <h2 id="best-sellers-heading" className="font-display text-3xl font-bold">
            {heading}
          </h2>
          <p className="mt-2 text-muted">{t.bestSellersSubtitle}</p>
        </div>
        {showArrows ? (
          <div className="flex gap-2">
            <button
              type="button"
              className="btn-secondary h-10 w-10 rounded-full p-0"
              aria-label={t.previousBestSellers}
              onClick={() => move(-1)}
            >
              <ChevronLeftIcon className="h-5 w-5 rtl:-scale-x-100" />
            </button>
            <button
              type="button"
              className="btn-secondary h-10 w-10 rounded-full p-0"
              aria-label={t.nextBestSellers}
              onClick={() => move(1)}
            >
              <ChevronRightIcon className="h-5 w-5 rtl:-scale-x-100" />
            </button>
          </div>
        ) : null}
      </div>

      {state.status === "ok" ? (
        products.length > 0 ? (
          <ul
            ref={row}
            role="list"
            aria-label={heading}
            className="-mx-2 mt-6 flex snap-x snap-mandatory overflow-x-auto pb-4 [scrollbar-width:thin]"
          >
            {products.map((product) => (
              <li key={product.id} className="w-full shrink-0 snap-start px-2 sm:w-1/2 md:w-1/3 lg:w-1/4">
                <ProductCard product={product} variant="carousel" />
              </li>
            ))}
          </ul>
        ) : (
          <p className="mt-6 text-muted">{t.bestSellersSoon}</p>
        )
      ) : state.status === "error" ? (
        <p role="alert" className="mt-6 rounded-md border border-red-300 bg-red-50 px-4 py-3 text-sm font-medium text-red-900">
          {t.bestSellersFailed}
        </p>
      ) : (
        <div className="card mt-6 flex flex-col items-start gap-3 sm:flex-row sm:items-center sm:justify-between">
          <p className="text-muted">{t.bestSellersSignIn}</p>
          <div className="flex gap-3">
            <Link to={state.signInUrl} className="btn-primary">
              {t.signIn}
            </Link>
            <Link to="/sign-up" className="btn-secondary">
              {t.createAccount}
            </Link>
          </div>
        </div>
      )}
    </section>
  );
}
