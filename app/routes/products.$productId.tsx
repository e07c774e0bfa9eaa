import { parseWithZod } from "@conform-to/zod";
import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Link, useActionData, useFetcher, useLoaderData, useRouteError, useSearchParams, type ShouldRevalidateFunction } from "@remix-run/react";
import { useMemo } from "react";
import { EnhancedMarker } from "~/components/enhanced-marker";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { ProductLoadingNotice } from "~/components/product-loading-notice";
import { QuantityInput } from "~/components/quantity-input";
import { Toast } from "~/components/toast";
import { ChevronLeftIcon, ChevronRightIcon, StarIcon } from "~/components/ui/icons";
import { requireViewer } from "~/lib/auth/viewer.server";
import { addCartItem } from "~/lib/backend/cart.server";
import { BackendError, orNotFoundPage } from "~/lib/backend/client.server";
import { fetchProduct } from "~/lib/backend/products.server";
import { business } from "../../contract/business";
import { cartText } from "~/lib/cart/cart";
import { renderDescription } from "~/lib/catalogue/description";
import { formatRupees } from "../../contract/money";
import { productId } from "~/lib/catalogue/product";
import { catalogueReader } from "~/lib/catalogue/catalogue-reader.server";
import { backendFailure, redirectWithFlash } from "~/lib/forms/action-answers.server";
import { PRODUCT_NOT_FOUND } from "../../contract/messages";
import { isEnhancedSubmission } from "~/lib/forms/progressive";
import { assertSameOrigin } from "~/lib/security/same-origin.server";
import { ProductOrderSchema } from "~/lib/schemas/add-to-cart";
import { productMeta } from "~/lib/site/seo";
import { readForm } from "~/lib/forms/form-data.server";

// The tags are built by the loader, so the SEO helpers stay on the server and out of the page's script.
// The main picture is the page's largest element: preloaded, so it does not wait for the stylesheet.
export const meta: MetaFunction<typeof loader> = ({ data, location }) =>
  data
    ? [...data.meta, ...preloadMainPicture(data.product.images, new URLSearchParams(location.search).get("image"))]
    : [{ title: "Product not found — Cookware.pk" }, { name: "robots", content: "noindex" }];

function preloadMainPicture(images: readonly string[], shown: string | null) {
  const href = images[Math.min(Math.max(Number(shown) || 1, 1), images.length) - 1];
  return href ? [{ tagName: "link" as const, rel: "preload", as: "image", href }] : [];
}

export async function loader(args: LoaderFunctionArgs) {
  const viewer = await catalogueReader(args);
  const product = await orNotFoundPage(fetchProduct(args.params.productId ?? "", viewer?.token), PRODUCT_NOT_FOUND);
  const url = new URL(args.request.url);
  return {
    meta: productMeta(product, url.origin + url.pathname),
    product: {
      id: productId(product),
      name: product.name,
      description: product.description,
      images: product.images,
      price: product.price,
      sizes: product.sizes,
      stock: product.stock,
    },
  };
}

// Changing the picture (?image=) needs no new data.
export const shouldRevalidate: ShouldRevalidateFunction = ({ currentUrl, nextUrl, formMethod, defaultShouldRevalidate }) => {
  if (!formMethod && currentUrl.pathname === nextUrl.pathname) {
    const withoutImage = (url: URL) => {
      const params = new URLSearchParams(url.search);
      params.delete("image");
      return params.toString();
    };
    if (withoutImage(currentUrl) === withoutImage(nextUrl)) return false;
  }
  return defaultShouldRevalidate;
};

/** The result of Add to Cart or Buy Now; a refusal carries back what was chosen, so nothing is lost. */
type OrderAnswer = { intent: "add" | "buy"; ok: boolean; message: string; detail?: string; quantity?: string; size?: string };

export async function action(args: ActionFunctionArgs) {
  const { request, params } = args;
  assertSameOrigin(request);
  const viewer = await requireViewer(args);
  const formData = await readForm(request);
  const intent = formData.get("intent") === "buy" ? "buy" : "add";
  const chosen = { quantity: String(formData.get("quantity") ?? ""), size: String(formData.get("size") ?? "") };
  const fail = (message: string, status: number, detail?: string) => data<OrderAnswer>({ intent, ok: false, message, detail, ...chosen }, { status });

  const submission = parseWithZod(formData, { schema: ProductOrderSchema });
  if (submission.status !== "success") {
    const reason = Object.values(submission.reply().error ?? {}).flat().find(Boolean) ?? undefined;
    return intent === "buy" ? fail(cartText.buyNowFailed, 400, reason) : fail(reason ?? cartText.addFailed, 400);
  }
  try {
    const { quantity, size } = submission.value;
    await addCartItem(viewer.token, { productId: params.productId ?? "", quantity, ...(size ? { size } : {}) });
  } catch (error) {
    const failure = backendFailure(error, cartText.addFailed);
    if (intent === "buy") return fail(cartText.buyNowFailed, failure.status, error instanceof BackendError ? error.message : undefined);
    return fail(failure.message, failure.status);
  }
  if (intent === "buy") return redirect("/checkout", 303);
  if (isEnhancedSubmission(formData)) return data<OrderAnswer>({ intent, ok: true, message: cartText.added });
  const url = new URL(request.url);
  return redirectWithFlash(request, url.pathname + url.search, { kind: "success", text: cartText.added });
}

export default function ProductPage() {
  const { product } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const fetcher = useFetcher<typeof action>();
  const answer = fetcher.state === "idle" ? (fetcher.data ?? actionData) : undefined;
  const pendingIntent = fetcher.state === "submitting" ? fetcher.formData?.get("intent") : null;
  const busy = fetcher.state !== "idle";
  const outOfStock = product.stock <= 0;
  const refused = answer && !answer.ok ? answer : undefined;
  const toast = useMemo(() => (answer?.ok ? { kind: "success" as const, text: answer.message } : null), [answer]);

  return (
    <div className="page">
      <ProductLoadingNotice />
      <nav aria-label="Breadcrumb" className="text-sm text-muted">
        <ol className="flex flex-wrap items-center gap-2">
          <li>
            <Link to="/home" className="hover:text-brand-700 hover:underline">
              Home
            </Link>
          </li>
          <li aria-hidden="true">/</li>
          <li>
            <Link to="/products" className="hover:text-brand-700 hover:underline">
              Products
            </Link>
          </li>
          <li aria-hidden="true">/</li>
          <li aria-current="page" className="font-medium text-ink">
            {product.name}
          </li>
        </ol>
      </nav>

      <div className="mt-6 grid gap-10 lg:grid-cols-2">
        <Gallery name={product.name} images={product.images} />

        <div>
          <h1 className="page-title">{product.name}</h1>
          <p className="mt-3 text-2xl font-semibold text-brand-700">{formatRupees(product.price)}</p>
          <Rating />

          <fetcher.Form method="post" preventScrollReset className="mt-6 space-y-5">
            <EnhancedMarker />
            {product.sizes.length > 0 ? (
              <fieldset>
                <legend className="field-label">Size</legend>
                <div className="flex flex-wrap gap-2">
                  {product.sizes.map((size, index) => (
                    <label key={size} className="cursor-pointer">
                      <input
                        type="radio"
                        name="size"
                        value={size}
                        defaultChecked={refused?.size ? refused.size === size : index === 0}
                        disabled={outOfStock}
                        className="peer sr-only"
                      />
                      <span className="inline-block rounded-md border border-stone-400 px-3 py-1.5 text-sm peer-checked:border-brand-700 peer-checked:bg-brand-700 peer-checked:text-white peer-focus-visible:outline-3 peer-focus-visible:outline-brand-500">
                        {size}
                      </span>
                    </label>
                  ))}
                </div>
              </fieldset>
            ) : null}

            {outOfStock ? (
              <p className="text-lg font-semibold text-danger">Out of Stock</p>
            ) : (
              <p className="text-sm text-muted">{product.stock <= 5 ? `Only ${product.stock} left in stock` : "In stock"}</p>
            )}

            <QuantityInput
              id="product-quantity"
              name="quantity"
              label="Quantity"
              defaultValue={Number(refused?.quantity) || 1}
              min={1}
              max={Math.max(1, product.stock)}
              disabled={outOfStock}
            />

            <div className="flex flex-wrap gap-3">
              <button type="submit" name="intent" value="add" className="btn-secondary min-w-36 py-3" disabled={busy || outOfStock}>
                {pendingIntent === "add" ? "Adding..." : "Add to Cart"}
              </button>
              <button type="submit" name="intent" value="buy" className="btn-primary min-w-36 py-3" disabled={busy || outOfStock}>
                {pendingIntent === "buy" ? "Processing..." : "Buy Now"}
              </button>
            </div>

            {refused ? (
              <div role="alert" className="rounded-md border border-red-300 bg-red-50 px-4 py-3 text-sm font-medium text-red-900">
                <p>{refused.message}</p>
                {refused.detail ? <p className="mt-1 font-normal">{refused.detail}</p> : null}
              </div>
            ) : null}
          </fetcher.Form>

          <section aria-labelledby="description-heading" className="mt-8 border-t border-line pt-6">
            <h2 id="description-heading" className="text-lg font-semibold">
              Description
            </h2>
            <div className="mt-3 space-y-3 leading-relaxed text-muted">{renderDescription(product.description)}</div>
          </section>
        </div>
      </div>
      <Toast message={toast} durationMs={business.addedToCartToastMs} />
    </div>
  );
}

function Rating() {
  const rating = business.productRating;
  return (
    <div className="mt-3 flex items-center gap-2">
      <div role="img" aria-label={`Rated ${rating} out of 5`} className="flex text-amber-500">
        {[1, 2, 3, 4, 5].map((star) => {
          const fill = Math.max(0, Math.min(1, rating - (star - 1)));
          return (
            <span key={star} className="relative inline-block h-5 w-5">
              <StarIcon filled={false} className="absolute inset-0 h-5 w-5" />
              <span className="absolute inset-0 overflow-hidden" style={{ width: `${fill * 100}%` }}>
                <StarIcon className="h-5 w-5" />
              </span>
            </span>
          );
        })}
      </div>
      <span className="text-sm text-muted" aria-hidden="true">
        {rating} out of 5
      </span>
    </div>
  );
}

/** Previous, next and thumbnails are links (`?image=2`), so the gallery works without JavaScript. */
function Gallery({ name, images }: { name: string; images: string[] }) {
  const [searchParams] = useSearchParams();
  const count = images.length;
  if (count === 0) return <div className="aspect-square rounded-lg bg-brand-50" />;
  const requested = Number.parseInt(searchParams.get("image") ?? "1", 10);
  const current = Number.isInteger(requested) && requested >= 1 && requested <= count ? requested : 1;
  const previous = current === 1 ? count : current - 1;
  const next = current === count ? 1 : current + 1;

  return (
    <section aria-label={`Pictures of ${name}`}>
      <div className="relative overflow-hidden rounded-lg bg-brand-50">
        <img
          src={images[current - 1]}
          alt={`${name}, picture ${current} of ${count}`}
          width={560}
          height={560}
          {...{ fetchpriority: "high" }}
          className="mx-auto aspect-square w-full max-w-[560px] object-contain"
        />
        {count > 1 ? (
          <>
            <Link
              to={`?image=${previous}`}
              replace
              preventScrollReset
              aria-label="Previous picture"
              className="absolute left-3 top-1/2 -translate-y-1/2 rounded-full bg-white/90 p-2 shadow hover:bg-white"
            >
              <ChevronLeftIcon />
            </Link>
            <Link
              to={`?image=${next}`}
              replace
              preventScrollReset
              aria-label="Next picture"
              className="absolute right-3 top-1/2 -translate-y-1/2 rounded-full bg-white/90 p-2 shadow hover:bg-white"
            >
              <ChevronRightIcon />
            </Link>
          </>
        ) : null}
      </div>
      {count > 1 ? (
        <ul role="list" className="mt-4 flex flex-wrap gap-3">
          {images.map((image, index) => (
            <li key={image}>
              <Link
                to={`?image=${index + 1}`}
                replace
                preventScrollReset
                aria-label={`Show picture ${index + 1} of ${count}`}
                aria-current={index + 1 === current ? "true" : undefined}
                className={`block overflow-hidden rounded-md border-2 ${index + 1 === current ? "border-brand-700" : "border-transparent hover:border-brand-200"}`}
              >
                <img src={image} alt="" width={72} height={72} loading="lazy" className="h-18 w-18 bg-brand-50 object-contain" />
              </Link>
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary error={useRouteError()} statusHandlers={{ 404: () => <ProductNotFound /> }} />;
}

function ProductNotFound() {
  return (
    <div className="page">
      <div className="card mx-auto max-w-xl text-center">
        <h1 className="font-display text-3xl font-bold">Product not found</h1>
        <p className="mt-3 text-muted">This product does not exist or is no longer sold.</p>
        <Link to="/products" className="btn-primary mt-6">
          Back to Products
        </Link>
      </div>
    </div>
  );
}
