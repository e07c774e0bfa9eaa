import { redirect, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, Link, useLoaderData, useNavigation, useRouteError, type ShouldRevalidateFunction } from "@remix-run/react";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { ListingFilters } from "~/components/listing-filters";
import { ADD_TO_CART_ACTION } from "~/components/product-card";
import { ProductGrid } from "~/components/product-grid";
import { ProductLoadingNotice } from "~/components/product-loading-notice";
import { filterGroups } from "../../contract/catalogue";
import { fetchProductPage } from "~/lib/backend/products.server";
import {
  backendProductQuery,
  listingHref,
  listingSearch,
  listingSearchParams,
  pageCount,
  parseListingQuery,
  productCountText,
  type ListingQuery,
} from "~/lib/catalogue/listing-query";
import { toCardProduct } from "~/lib/catalogue/product";
import { catalogueReader } from "~/lib/catalogue/catalogue-reader.server";
import { pageMeta } from "~/lib/site/seo";

// The tags are built by the loader, so the SEO helpers stay on the server and out of the page's script.
export const meta: MetaFunction<typeof loader> = ({ data }) => data?.meta ?? [{ title: "All Products — Cookware.pk" }];

export async function loader(args: LoaderFunctionArgs) {
  const viewer = await catalogueReader(args);
  const url = new URL(args.request.url);
  const query = parseListingQuery(url.searchParams);
  // One URL per listing: repeated checkboxes become `category=a,b`, defaults drop out.
  if (!sameParams(url.searchParams, listingSearchParams(query))) throw redirect(`/products${listingSearch(query)}`);

  const result = await fetchProductPage(backendProductQuery(query), viewer?.token);
  const pages = pageCount(result.total, result.pageSize);
  if (query.page > pages) throw redirect(listingHref(query, { page: pages }));
  const products = result.items.map(toCardProduct);
  const meta = [
    ...pageMeta({
      title: listingTitle(query),
      description:
        "Browse premium handi, karahi, non-stick, marble-coated and cast-iron cookware. Filter by type, finish, lid, size and price.",
    }),
    // The first card's picture is the page's largest paint: fetched with the HTML, not after the stylesheet.
    ...(products[0]?.image ? [{ tagName: "link" as const, rel: "preload", as: "image", href: products[0].image }] : []),
  ];
  return { meta, query, total: result.total, pages, products };
}

// Adding a card to the cart changes the cart, not the listing: only the header's count reloads.
export const shouldRevalidate: ShouldRevalidateFunction = ({ formAction, defaultShouldRevalidate }) =>
  formAction === ADD_TO_CART_ACTION ? false : defaultShouldRevalidate;

export default function ProductListingPage() {
  const { query, total, pages, products } = useLoaderData<typeof loader>();
  const navigation = useNavigation();
  const updating = navigation.state === "loading" && navigation.location.pathname === "/products";

  return (
    <div className="mx-auto w-full max-w-[90rem] px-4 py-8 sm:px-6 lg:px-8">
      <h1 className="page-title untrusted-text">{listingTitle(query)}</h1>
      <div className="mt-6 lg:grid lg:grid-cols-[15rem_1fr] lg:gap-8">
        <aside aria-label="Search, sort and filters">
          <ListingFilters query={query} />
        </aside>
        <section id="product-results" aria-labelledby="product-count" aria-busy={updating} className="mt-6 lg:mt-0">
          <ProductLoadingNotice />
          <p id="product-count" role="status" className="mb-4 text-sm font-medium text-muted">
            {productCountText(total)}
          </p>
          <div className={updating ? "opacity-60 transition-opacity" : undefined}>
            {products.length > 0 ? <ProductGrid products={products} label="Products" headingLevel="h2" /> : <EmptyResult />}
          </div>
          {pages > 1 ? <Pagination query={query} pages={pages} /> : null}
        </section>
      </div>
    </div>
  );
}

function listingTitle(query: ListingQuery): string {
  if (query.q) return `Results for “${query.q}”`;
  if (query.categories.length === 1) {
    const options: ReadonlyArray<{ key: string; label: string }> = filterGroups.flatMap((group) => [...group.options]);
    const option = options.find((candidate) => candidate.key === query.categories[0]);
    if (option) return option.label;
  }
  return "All Products";
}

function EmptyResult() {
  return (
    <div className="card flex flex-col items-center gap-4 py-12 text-center">
      <p className="text-lg font-semibold">No products found matching your criteria</p>
      <p className="text-sm text-muted">Try another search, fewer filters or a wider price range.</p>
      {/* A form with no fields: a button that clears search, price range, sort and filters. */}
      <Form method="get" action="/products">
        <button type="submit" className="btn-primary">
          Reset Filters
        </button>
      </Form>
    </div>
  );
}

function Pagination({ query, pages }: { query: ListingQuery; pages: number }) {
  const previous = query.page > 1 ? listingHref(query, { page: query.page - 1 }) : null;
  const next = query.page < pages ? listingHref(query, { page: query.page + 1 }) : null;
  return (
    <nav aria-label="Pagination" className="mt-8 flex items-center justify-between gap-4 border-t border-line pt-6">
      {previous ? (
        <Link to={previous} rel="prev" className="btn-secondary">
          Previous
        </Link>
      ) : (
        <span />
      )}
      <span className="text-sm text-muted">
        Page {query.page} of {pages}
      </span>
      {next ? (
        <Link to={next} rel="next" className="btn-secondary">
          Next
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
