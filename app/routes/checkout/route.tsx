import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Link, useLoaderData, useRouteError, type ShouldRevalidateFunction } from "@remix-run/react";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { deleteSavedAddress, updateSavedAddress } from "~/lib/account/address-actions.server";
import { signedInPost } from "~/lib/forms/signed-in-post.server";
import { requireViewer } from "~/lib/auth/viewer.server";
import { CheckoutForms } from "./checkout-forms";
import { addAddress, checkoutPage, setDefaultAddress } from "./checkout.server";
import { placeOrder } from "./place-order.server";
import { keepPageOnRefusal } from "~/lib/forms/keep-page-on-refusal";
import { useStrings } from "~/lib/i18n/use-strings";
import { rich } from "~/lib/i18n/rich";
import { lineNeedsAttention } from "~/lib/cart/cart-view";
import { orErrorMeta } from "~/lib/site/error-meta";

// Keeps this page's own Cache-Control (no-store) on the HTML document, not only on data requests.
export { cacheControlHeaders as headers } from "~/lib/site/cache-headers";

export const meta: MetaFunction<typeof loader> = orErrorMeta(({ data }) => [
  { title: data.strings.checkout.metaTitle },
  { name: "robots", content: "noindex" },
]);

// A refused answer (4xx) does not reload the page's data on its own; one that saved an address must.
// A refused post keeps the page, unless it saved an address the page must now list.
export const shouldRevalidate: ShouldRevalidateFunction = (args) =>
  (args.actionResult as { savedAddress?: boolean } | undefined)?.savedAddress === true || keepPageOnRefusal(args);

export async function loader(args: LoaderFunctionArgs) {
  const viewer = await requireViewer(args);
  return checkoutPage(args, viewer);
}

export async function action(args: ActionFunctionArgs) {
  const { viewer, formData } = await signedInPost(args);
  switch (formData.get("intent")) {
    case "add-address":
      return addAddress(args.request, viewer, formData);
    case "set-default":
      return setDefaultAddress(args.request, viewer, formData);
    case "update-address":
      return updateSavedAddress(args.request, viewer.token, formData);
    case "delete-address":
      return deleteSavedAddress(args.request, viewer.token, formData);
    default:
      return placeOrder(args.request, viewer, formData);
  }
}

export default function CheckoutPage() {
  const { lines } = useLoaderData<typeof loader>();
  const t = useStrings("checkout");
  return (
    <div className="page">
      <Link to="/cart" className="text-sm font-medium text-brand-700 underline">
        <span aria-hidden="true" className="inline-block rtl:-scale-x-100">
          ←
        </span>{" "}
        {t.backToCart}
      </Link>
      <h1 className="page-title mt-3">{t.title}</h1>
      {lines.some((line) => lineNeedsAttention(line, line.quantity)) ? (
        <p className="mt-4 rounded-md bg-red-50 px-4 py-3 text-sm font-medium text-red-900">
          {rich(t.cartNeedsAttention, {
            review: (
              <Link to="/cart" className="underline">
                {t.reviewCart}
              </Link>
            ),
          })}
        </p>
      ) : null}
      <CheckoutForms />
    </div>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary error={useRouteError()} />;
}
