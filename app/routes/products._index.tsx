import { redirect, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, Link, useLoaderData, useNavigation, useRouteError, type ShouldRevalidateFunction } from "@remix-run/react";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { ListingFilters } from "~/components/listing-filters";
import { ADD_TO_CART_ACTION, preloadCardPicture } from "~/components/product-card";
import { ProductGrid } from "~/components/product-grid";
import { ProductLoadingNotice } from "~/components/product-loading-notice";
import { fetchListingCards } from "~/lib/backend/products.server";
import {
  backendProductQuery,
  listingHref,
  listingSearch,
  listingSearchParams,
  pageCount,
  parseListingQuery,
  type ListingQuery,
} from "~/lib/catalogue/listing-query";
import { catalogueReader } from "~/lib/catalogue/catalogue-reader.server";
import { pageMeta } from "~/lib/site/seo";
import { requestLanguage, stringsJsonOf, stringsOf } from "~/lib/i18n/i18n.server";
import { fromJsonText } from "~/lib/data/loader-json-text";
import { fill, useLanguage, useStrings } from "~/lib/i18n/use-strings";
import { plural } from "~/lib/i18n/plural";
import { defaultLanguage, isLanguage, LANGUAGE_PARAM } from "~/lib/i18n/languages";
import type { Strings } from "~/locales/types";

// The tags are built by the loader, so the SEO helpers stay on the server and out of the page's script.
export const meta: MetaFunction<typeof loader> = ({ data }) => data?.meta ?? [{ title: "All Products — Cookware.pk" }];

export async function loader(args: LoaderFunctionArgs) {
  const viewer = await catalogueReader(args);
  const url = new URL(args.request.url);
  const query = parseListingQuery(url.searchParams);
  // One URL per listing and language: repeated checkboxes become `category=a,b`, defaults drop
  // out, and `?lng=` stays (it is the Urdu listing's canonical address).
  const language = url.searchParams.get(LANGUAGE_PARAM);
  const canonical = listingSearchParams(query);
  if (language !== null) canonical.set(LANGUAGE_PARAM, language);
  if (!sameParams(url.searchParams, canonical)) {
    const search = listingSearch(query);
    const keptLanguage = language !== null && isLanguage(language) && language !== defaultLanguage ? `${LANGUAGE_PARAM}=${language}` : "";
    throw redirect(`/products${search}${keptLanguage ? (search ? "&" : "?") + keptLanguage : ""}`);
  }

  const result = await fetchListingCards(backendProductQuery(query), viewer?.token);
  const pages = pageCount(result.total, result.pageSize);
  if (query.page > pages) throw redirect(listingHref(query, { page: pages }));
  const shownIn = await requestLanguage(args.request, args.context);
  const { listing } = stringsOf(shownIn, "listing");
  const meta = [
    ...pageMeta({ title: listingTitle(listing, query), description: listing.metaDescription }),
    // The first card's picture is the page's largest paint: fetched with the HTML, not after the stylesheet.
    ...preloadCardPicture(result.cards[0]),
  ];
  // The cards and the strings as JSON texts: 24 cards' fields were a third of the page's data encoding.
  return {
    meta,
    query,
    total: result.total,
    pages,
    didYouMean: result.didYouMean,
    products: result.cardsText,
    strings: stringsJsonOf(shownIn, "listing", "card"),
  };
}

// Adding a card to the cart changes the cart, not the listing: only the header's count reloads.
export const shouldRevalidate: ShouldRevalidateFunction = ({ formAction, defaultShouldRevalidate }) =>
  formAction === ADD_TO_CART_ACTION ? false : defaultShouldRevalidate;

export default function ProductListingPage() {
  const { query, total, pages, didYouMean, products: productsText } = useLoaderData<typeof loader>();
  const products = fromJsonText(productsText);
  const navigation = useNavigation();
  const updating = navigation.state === "loading" && navigation.location.pathname === "/products";
  const t = useStrings("listing");
  const language = useLanguage();

  return (
    <div className="mx-auto w-full max-w-[90rem] px-4 py-8 sm:px-6 lg:px-8">
      <h1 className="page-title untrusted-text">{listingTitle(t, query)}</h1>
      <div className="mt-6 lg:grid lg:grid-cols-[15rem_1fr] lg:gap-8">
        <aside aria-label={t.controlsLabel}>
          <ListingFilters query={query} />
        </aside>
        <section id="product-results" aria-labelledby="product-count" aria-busy={updating} className="mt-6 lg:mt-0">
          <ProductLoadingNotice />
          <p id="product-count" role="status" className="mb-4 text-sm font-medium text-muted">
            {didYouMean ? <DidYouMean query={query} word={didYouMean} /> : null}
            {fill(plural(t, "count", total, language), { count: total })}
          </p>
          <div className={updating ? "opacity-60 transition-opacity" : undefined}>
            {products.length > 0 ? <ProductGrid products={products} label={t.productsLabel} headingLevel="h2" /> : <EmptyResult />}
          </div>
          {pages > 1 ? <Pagination query={query} pages={pages} /> : null}
        </section>
      </div>
    </div>
  );
}

function listingTitle(t: Strings<"listing">, query: ListingQuery): string {
  if (query.q) return fill(t.resultsFor, { query: query.q });
  if (query.categories.length === 1) {
    const label = (t as Record<string, string>)[`filter.${query.categories[0]}`];
    if (label) return label;
  }
  return t.allProducts;
}

/** "Did you mean karahi?": the search found nothing, and the cards shown are the nearest words' matches. */
function DidYouMean({ query, word }: { query: ListingQuery; word: string }) {
  const [before, after] = useStrings("layout")["search.didYouMean"].split("{{word}}");
  return (
    <>
      {before}
      <Link to={listingHref({ ...query, q: word, page: 1 })} className="underline">
        <bdi>{word}</bdi>
      </Link>
      {after}{" "}
    </>
  );
}

function EmptyResult() {
  const t = useStrings("listing");
  return (
    <div className="card flex flex-col items-center gap-4 py-12 text-center">
      <p className="text-lg font-semibold">{t.emptyTitle}</p>
      <p className="text-sm text-muted">{t.emptyText}</p>
      {/* A form with no fields: a button that clears search, price range, sort and filters. */}
      <Form method="get" action="/products">
        <button type="submit" className="btn-primary">
          {t.resetFilters}
        </button>
      </Form>
    </div>
  );
}

function Pagination({ query, pages }: { query: ListingQuery; pages: number }) {
  const t = useStrings("listing");
  const previous = query.page > 1 ? listingHref(query, { page: query.page - 1 }) : null;
  const next = query.page < pages ? listingHref(query, { page: query.page + 1 }) : null;
  return (
    <nav aria-label={t.pagination} className="mt-8 flex items-center justify-between gap-4 border-t border-line pt-6">
      {previous ? (
        <Link to={previous} rel="prev" className="btn-secondary">
          {t.previous}
        </Link>
      ) : (
        <span />
      )}
      <span className="text-sm text-muted">{fill(t.pageOf, { page: query.page, pages })}</span>
      {next ? (
        <Link to={next} rel="next" className="btn-secondary">
          {t.next}
        </Link>
      ) : (
        <span />
      )}
    </nav>
  );
}

function sameParams(actual: URLSearchParams, canonical: URLSearchParams): boolean {
  const entries = (params: URLSearchParams) => [...params.entries()].map(([key, value]) => `${key}=${value}`).sort();
  return entries(actual).join("&") === entries(canonical).join("&");
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary error={useRouteError()} />;
}
