import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData, useRouteError, type ShouldRevalidateFunction } from "@remix-run/react";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { ProductLoadingNotice } from "~/components/product-loading-notice";
import { Toast } from "~/components/toast";
import { signedInPost } from "~/lib/forms/signed-in-post.server";
import { renderDescription } from "~/lib/catalogue/description";
import { business } from "../../../contract/business";
import { useStrings } from "~/lib/i18n/use-strings";
import { MemoizedMarkup } from "~/lib/render/markup-memo";
import { fromJsonText } from "~/lib/data/loader-json-text";
import { Breadcrumb } from "./breadcrumb";
import { Gallery } from "./gallery";
import { preloadMainPicture } from "./main-picture";
import { ProductGone, ProductNotFound } from "./product-not-found";
import { ProductOrderForm, useProductOrder } from "./product-order-form";
import { orderProduct, productPage } from "./product.server";
import { Rating } from "./rating";
import { useChosenSize, VariantPrice } from "./size-choice";
import { errorPageMeta } from "~/lib/site/error-meta";
import { ReviewsSection } from "./reviews-section";
import { postReview } from "~/lib/reviews/review-action.server";
import { REVIEW_INTENT } from "~/lib/reviews/review-answer";

export const meta: MetaFunction<typeof loader> = ({ data, location, error, matches }) => {
  if (!data) return errorPageMeta(error, matches, "error.productNotFoundTitle");
  const { meta, product } = fromJsonText(data.page);
  return [...meta, ...preloadMainPicture(product, new URLSearchParams(location.search).get("image"))];
};

export async function loader(args: LoaderFunctionArgs) {
  return productPage(args);
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

export async function action(args: ActionFunctionArgs) {
  const { viewer, formData } = await signedInPost(args);
  const productId = args.params.productId ?? "";
  if (formData.get("intent") === REVIEW_INTENT) {
    const url = new URL(args.request.url);
    return postReview(args.request, viewer.token, productId, formData, `${url.pathname}${url.search}#reviews`);
  }
  return orderProduct(args.request, viewer, args.params.productId ?? "", formData);
}

export default function ProductPage() {
  const { product, reviews } = fromJsonText(useLoaderData<typeof loader>().page);
  const order = useProductOrder();
  const t = useStrings("product");
  const { chosen, pick } = useChosenSize(product, order.answer?.variant || undefined);

  return (
    <div className="page">
      <ProductLoadingNotice />
      <Breadcrumb current={product.name} lang={product.nameLang} />

      <div className="mt-6 grid gap-10 lg:grid-cols-2">
        <Gallery name={product.name} images={product.images} photos={product.photos} />

        <div>
          <h1 className="page-title">
            {/* Marked in its language without ui/english.tsx: its chunk would cost the page's script budget. */}
            <span lang={product.nameLang} dir="auto">
              {product.name}
            </span>
          </h1>
          {/* The chosen size's price; a status, so a screen reader hears it change with the size. */}
          <output aria-label={t.price} className="mt-3 block text-2xl font-semibold text-brand-700">
            <VariantPrice variant={chosen} />
          </output>
          <Rating summary={reviews.summary} />

          <ProductOrderForm product={product} order={order} chosen={chosen} onPick={pick} />

          <MemoizedMarkup
            as="section"
            aria-labelledby="description-heading"
            className="mt-8 border-t border-line pt-6"
            memoKey={`description ${t.description} ${product.description}`}
          >
            <>
              <h2 id="description-heading" className="text-lg font-semibold">
                {t.description}
              </h2>
              {/* The operator's Urdu on Urdu pages, else the English (contract/catalogue-language.ts). */}
              <div lang={product.descriptionLang} dir="auto" className="mt-3 space-y-3 leading-relaxed text-muted">
                {renderDescription(product.description)}
              </div>
            </>
          </MemoizedMarkup>
        </div>
      </div>
      <ReviewsSection productId={product.id} reviews={reviews} />
      <Toast message={order.toast} durationMs={business.addedToCartToastMs} />
    </div>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary error={useRouteError()} statusHandlers={{ 404: () => <ProductNotFound />, 410: () => <ProductGone /> }} />;
}
