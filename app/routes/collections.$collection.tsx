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

export const meta: MetaFunction<typeof loader> = ({ params }) => {
  const collection = findCollection(params.collection);
  if (!collection) return pageMeta({ title: "Collection not found", description: "This collection does not exist.", noIndex: true });
  return pageMeta({ title: `${collection.title} Collection`, description: collection.description });
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
    // The cards are translated; the rest of this page is English until its turn comes.
    strings: await pageStrings(args.request, "card"),
  };
}

// Adding a card to the cart changes the cart, not the collection: only the header's count reloads.
export const shouldRevalidate: ShouldRevalidateFunction = ({ formAction, defaultShouldRevalidate }) =>
  formAction === ADD_TO_CART_ACTION ? false : defaultShouldRevalidate;

export default function CollectionPage() {
  const { collection, products, total, page, pageCount } = useLoaderData<typeof loader>();
  return (
    <div className="page">
      <nav aria-label="Breadcrumb" className="text-sm text-muted">
        <Link to="/products" className="hover:text-brand-700">
          Products
        </Link>{" "}
        / <span aria-current="page">{collection.title}</span>
      </nav>
      <h1 className="page-title mt-2">{collection.title}</h1>
      <p className="mt-3 max-w-2xl text-lg text-muted">{collection.description}</p>

      {products.length === 0 ? (
        <div className="card mt-8 max-w-xl">
          <h2 className="font-display text-xl font-semibold">
            {collection.comingSoonWhenEmpty ? `${collection.title} coming soon` : "Nothing here yet"}
          </h2>
          <p className="mt-2 text-muted">
            {collection.comingSoonWhenEmpty
              ? `We are preparing our ${collection.title.toLowerCase()} range. In the meantime, explore the rest of our cookware.`
              : "There are no products in this collection right now. Please have a look at our other cookware."}
          </p>
          <Link to="/products" className="btn-primary mt-5">
            Browse all products
          </Link>
        </div>
      ) : (
        <>
          <p className="mt-6 text-sm text-muted">
            Showing {products.length} of {total} {total === 1 ? "product" : "products"}
          </p>
          <div className="mt-4">
            <ProductGrid products={products} label={`${collection.title} products`} headingLevel="h2" />
          </div>
          {pageCount > 1 ? (
            <nav aria-label="Pages" className="mt-8 flex items-center justify-center gap-4 text-sm">
              {page > 1 ? (
                <Link to={`?page=${page - 1}`} className="btn-secondary" rel="prev">
                  Previous page
                </Link>
              ) : null}
              <span>
                Page {page} of {pageCount}
              </span>
              {page < pageCount ? (
                <Link to={`?page=${page + 1}`} className="btn-secondary" rel="next">
                  Next page
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
