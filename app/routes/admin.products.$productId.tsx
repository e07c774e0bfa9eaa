import type { SubmissionResult } from "@conform-to/react";
import { data, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData, useNavigation, useRouteError } from "@remix-run/react";
import { LogCard } from "~/components/admin/log-card";
import { ProductForm } from "~/components/admin/product-form";
import { RefusalBanner } from "~/components/admin/refusal-banner";
import { SizesForm } from "~/components/admin/sizes-form";
import { StockForm } from "~/components/admin/stock-form";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { adminProductPhotosPath } from "~/lib/admin/catalogue";
import { adminMeta } from "~/lib/admin/meta";
import { adminOrderPath } from "~/lib/admin/queue";
import { ADMIN_HEADERS, requireOperator } from "~/lib/admin/operator.server";
import { operatorProduct } from "~/lib/admin/operator-product.server";
import { changeProductFromForm } from "~/lib/admin/product-actions.server";
import { ledgerSizePrefix, stockSizeOptions, variantFormValues } from "~/lib/admin/variant-form";
import { productHref } from "~/lib/catalogue/product";
import { signedInPost } from "~/lib/forms/signed-in-post.server";
import { formatDateTime } from "~/lib/site/dates";
import { productFlagLabels, type ProductFlagAction, productStatusLabels, stockMovementLabels } from "../../contract/catalogue-admin";

export { cacheControlHeaders as headers } from "~/lib/site/cache-headers";
export { revalidateOnConflict as shouldRevalidate } from "~/lib/forms/revalidate-on-conflict";

export const meta: MetaFunction<typeof loader> = ({ data, error }) => adminMeta(data ? data.product.name : "Product", error);

export async function loader(args: LoaderFunctionArgs) {
  const product = await operatorProduct(args);
  return data(
    {
      product: {
        id: product._id,
        name: product.name,
        slug: product._id,
        description: product.description,
        nameUr: product.nameUr ?? "",
        descriptionUr: product.descriptionUr ?? "",
        price: product.price,
        filterKeys: product.filterKeys,
        sizes: product.sizes,
        status: product.status,
        finalSale: product.finalSale,
      },
      version: product.version,
      stock: product.stock,
      lowStock: product.lowStock,
      checkStockPerSize: product.checkStockPerSize,
      variants: variantFormValues(product.variants),
      stockBySize: Object.fromEntries(product.variants.map((variant) => [variant.id, variant.stock])),
      stockSizes: stockSizeOptions(product.variants),
      statusLabel: productStatusLabels[product.status],
      published: product.publishedAt !== null,
      pinned: product.pinned,
      markedNew: product.markedNew,
      formerSlugs: product.formerSlugs,
      ledger: product.ledger.map((movement, index) => ({
        key: `${movement.at}-${index}`,
        title: `${ledgerSizePrefix(movement.variant)}${movement.delta > 0 ? `+${movement.delta}` : movement.delta} · ${stockMovementLabels[movement.reason]} → ${movement.stockAfter} in stock`,
        meta: movement.orderId ? formatDateTime(movement.at) : `${formatDateTime(movement.at)} · ${movement.actorEmail ?? "—"}`,
        link: movement.orderId ? { href: adminOrderPath(movement.orderId), text: `Order ${movement.orderId}` } : undefined,
        note: movement.note,
      })),
    },
    { headers: ADMIN_HEADERS },
  );
}

export async function action(args: ActionFunctionArgs) {
  const { formData } = await signedInPost(args);
  const operator = await requireOperator(args);
  return changeProductFromForm(args.request, operator.token, args.params.productId ?? "", formData);
}

export default function AdminProductPage() {
  const page = useLoaderData<typeof loader>();
  const answer = useActionData<typeof action>();
  const navigation = useNavigation();
  const busy = navigation.state === "submitting" ? String(navigation.formData?.get("intent") ?? "") : null;
  const resultOf = (intent: string) =>
    answer?.intent === intent && answer.result ? (answer.result as SubmissionResult<string[]>) : undefined;
  const shown: Record<typeof page.product.status, ProductFlagAction> = { draft: "publish", active: "archive", archived: "unarchive" };
  const flags: ProductFlagAction[] = [
    shown[page.product.status],
    page.pinned ? "unpin" : "pin",
    page.markedNew ? "unmark-new" : "mark-new",
  ];
  return (
    <div className="page">
      <Link to="/admin/products" className="text-sm font-medium text-brand-700 underline">
        ← Products
      </Link>
      <div className="mt-3 flex flex-wrap items-center gap-3">
        <h1 className="page-title">{page.product.name}</h1>
        <span className="rounded-full bg-stone-100 px-3 py-1 text-sm font-medium">{page.statusLabel}</span>
        {page.pinned ? <span className="rounded-full bg-amber-100 px-3 py-1 text-sm font-medium">Pinned best seller</span> : null}
        {page.markedNew ? <span className="rounded-full bg-emerald-100 px-3 py-1 text-sm font-medium">Marked new</span> : null}
      </div>
      <p className="mt-2 text-muted">
        {page.product.status === "active" ? (
          <Link to={productHref(page.product.id)} className="text-brand-700 underline">
            View in the shop
          </Link>
        ) : page.product.status === "draft" ? (
          "A draft: not shown in the shop until you publish it."
        ) : (
          "Not shown in the shop."
        )}
        {page.formerSlugs.length > 0 ? ` Former URL ids (redirecting here): ${page.formerSlugs.join(", ")}.` : null}
      </p>

      <RefusalBanner message={answer?.banner}>
        {answer?.stale ? <p className="mt-1 text-sm">The page now shows it as it is. Check it and try again if still needed.</p> : null}
      </RefusalBanner>

      <div className="mt-8 grid gap-8 lg:grid-cols-[3fr_2fr] lg:items-start">
        <div className="min-w-0 space-y-8">
          {/* A new version (a save, Publish, Archive) starts the form afresh: with JavaScript the page is not reloaded. */}
          <ProductForm
            key={`product-${page.version}`}
            product={page.product}
            version={page.version}
            published={page.published}
            lastResult={resultOf("save")}
            busy={busy === "save"}
          />
          <SizesForm
            key={page.version}
            variants={page.variants}
            stockBySize={page.stockBySize}
            version={page.version}
            checkStockPerSize={page.checkStockPerSize}
            newSizePrice={String(page.product.price)}
            lastResult={resultOf("variants")}
            busy={busy === "variants"}
          />
        </div>
        <div className="min-w-0 space-y-6">
          <section aria-labelledby="photos-heading" className="card">
            <h2 id="photos-heading" className="text-lg font-semibold">
              Photos
            </h2>
            <p className="mt-2 text-sm text-muted">Upload, order and describe the product&apos;s photos.</p>
            <Link to={adminProductPhotosPath(page.product.id)} className="btn-secondary mt-3">
              Manage photos
            </Link>
          </section>
          <StockForm
            key={page.stock}
            stock={page.stock}
            lowStock={page.lowStock}
            sizes={page.stockSizes}
            lastResult={resultOf("stock")}
            busy={busy === "stock"}
          />
          <section aria-labelledby="shop-heading" className="card space-y-3">
            <h2 id="shop-heading" className="text-lg font-semibold">
              In the shop
            </h2>
            {flags.map((flag) => (
              <Form key={flag} method="post">
                <input type="hidden" name="intent" value={flag} />
                <input type="hidden" name="version" value={page.version} />
                <button
                  type="submit"
                  disabled={busy === flag}
                  className={flag === "publish" || flag === "unarchive" ? "btn-primary" : "btn-secondary"}
                >
                  {productFlagLabels[flag].label}
                </button>
              </Form>
            ))}
            <p className="text-sm text-muted">
              An archived product leaves the listing, search, best sellers and the sitemap; orders keep it. A product marked new is among
              the New Arrivals whatever its age.
            </p>
          </section>
          <LogCard id="ledger-heading" heading="Stock ledger" empty="No stock movements yet." entries={page.ledger} />
        </div>
      </div>
    </div>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary error={useRouteError()} />;
}
