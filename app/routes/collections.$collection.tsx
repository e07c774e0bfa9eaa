import { data, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Link, useLoaderData, useRouteError, type ShouldRevalidateFunction } from "@remix-run/react";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { ADD_TO_CART_ACTION } from "~/components/product-card";
import { ProductGrid } from "~/components/product-grid";
import { requireViewer } from "~/lib/auth/viewer.server";
import { fetchProductPage } from "~/lib/backend/products.server";
import { findCollection } from "~/lib/catalogue/collections";
import { toCardProduct } from "~/lib/catalogue/product";
import { PRODUCTS_PAGE_SIZE } from "../../contract/limits";
import { env } from "~/lib/env.server";
import { pageMeta } from "~/lib/site/seo";
import { pageStrings } from "~/lib/i18n/i18n.server";
import { fill, useStrings } from "~/lib/i18n/use-strings";

export const meta: MetaFunction<typeof loader> = ({ data }) => {
  if (!data) return pageMeta({ title: "Collection not found", description: "This collection does not exist.", noIndex: true });
  const t = data.strings.collections;
  const { slug } = data.collection;
  return pageMeta({ title: fill(t.metaTitle, { title: t[`${slug}.title`] }), description: t[`${slug}.description`] });
};

export async function loader(args: LoaderFunctionArgs) {
  const collection = findCollection(args.params.collection);
  if (!collection) throw data({ message: "Collection not found" }, { status: 404 });
  // Collections are product data: guarded like /products unless the operator opened the catalogue.
  const viewer = env().PUBLIC_CATALOGUE ? null : await requireViewer(args);
  const page = Math.max(1, Number.parseInt(new URL(args.request.url).searchParams.get("page") ?? "1", 10) || 1);
  const listing = await fetchProductPage({ collection: collection.slug, page, pageSize: PRODUCTS_PAGE_SIZE }, viewer?.token);
  return {
    collection,
    page,
    total: listing.total,
    pageCount: Math.max(1, Math.ceil(listing.total / (listing.pageSize || PRODUCTS_PAGE_SIZE))),
    products: listing.items.map(toCardProduct),
    strings: await pageStrings(args, "collections", "card"),
  };
}

// Adding a card to the cart changes the cart, not the collection: only the header's count reloads.
export const shouldRevalidate: ShouldRevalidateFunction = ({ formAction, defaultShouldRevalidate }) =>
  formAction === ADD_TO_CART_ACTION ? false : defaultShouldRevalidate;

export default function CollectionPage() {
  const { collection, products, total, page, pageCount } = useLoaderData<typeof loader>();
  const t = useStrings("collections");
  const title = t[`${collection.slug}.title`];
  return (
    <div className="page">
      <nav aria-label={t.breadcrumb} className="text-sm text-muted">
        <Link to="/products" className="hover:text-brand-700">
          {t.products}
        </Link>{" "}
        / <span aria-current="page">{title}</span>
      </nav>
      <h1 className="page-title mt-2">{title}</h1>
      <p className="mt-3 max-w-2xl text-lg text-muted">{t[`${collection.slug}.description`]}</p>

      {products.length === 0 ? (
        <div className="card mt-8 max-w-xl">
          <h2 className="font-display text-xl font-semibold">
            {collection.comingSoonWhenEmpty ? fill(t.comingSoon, { title }) : t.nothingYet}
          </h2>
          <p className="mt-2 text-muted">
            {collection.comingSoonWhenEmpty ? fill(t.preparing, { range: title.toLowerCase() }) : t.noProducts}
          </p>
          <Link to="/products" className="btn-primary mt-5">
            {t.browseAll}
          </Link>
        </div>
      ) : (
        <>
          <p className="mt-6 text-sm text-muted">{fill(total === 1 ? t.showingOne : t.showingMany, { shown: products.length, total })}</p>
          <div className="mt-4">
            <ProductGrid products={products} label={fill(t.gridLabel, { title })} headingLevel="h2" />
          </div>
          {pageCount > 1 ? (
            <nav aria-label={t.pages} className="mt-8 flex items-center justify-center gap-4 text-sm">
              {page > 1 ? (
                <Link to={`?page=${page - 1}`} className="btn-secondary" rel="prev">
                  {t.previous}
                </Link>
              ) : null}
              <span>{fill(t.pageOf, { page, count: pageCount })}</span>
              {page < pageCount ? (
                <Link to={`?page=${page + 1}`} className="btn-secondary" rel="next">
                  {t.next}
                </Link>
              ) : null}
            </nav>
          ) : null}
        </>
      )}
    </div>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary error={useRouteError()} />;
}
