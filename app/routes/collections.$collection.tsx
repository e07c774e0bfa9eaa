import { data, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Link, useLoaderData, useRouteError } from "@remix-run/react";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { requireViewer } from "~/lib/auth/viewer.server";
import { fetchProductPage } from "~/lib/backend/products.server";
import { findCollection } from "~/lib/catalogue/collections";
import { productId } from "~/lib/catalogue/product";
import { PRODUCTS_PAGE_SIZE } from "../../contract/limits";
import { env } from "~/lib/env.server";
import { formatRupees } from "../../contract/money";
import { pageMeta } from "~/lib/site/seo";

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
    products: listing.items.map((product) => ({
      id: productId(product),
      name: product.name,
      price: product.price,
      image: product.images?.[0] ?? null,
      inStock: (product.stock ?? 1) > 0,
    })),
  };
}

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
          <ul role="list" className="mt-4 grid grid-cols-1 gap-6 sm:grid-cols-2 md:grid-cols-3 lg:grid-cols-4">
            {products.map((product) => (
              <li key={product.id}>
                <Link to={`/products/${product.id}`} className="card block h-full p-0 transition-shadow hover:shadow-md">
                  <div className="aspect-square overflow-hidden rounded-t-lg bg-stone-100">
                    {product.image ? (
                      <img src={product.image} alt="" loading="lazy" width={400} height={400} className="h-full w-full object-cover" />
                    ) : null}
                  </div>
                  <div className="p-4">
                    <h2 className="font-medium text-ink">{product.name}</h2>
                    <p className="mt-1 font-semibold text-brand-700">{formatRupees(product.price)}</p>
                    {product.inStock ? null : <p className="mt-1 text-sm text-danger">Out of Stock</p>}
                  </div>
                </Link>
              </li>
            ))}
          </ul>
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
