import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useActionData, useLoaderData, useRouteError } from "@remix-run/react";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { signedInPost } from "~/lib/forms/signed-in-post.server";
import { requireViewer } from "~/lib/auth/viewer.server";
import { fetchCart } from "~/lib/backend/cart.server";
import { fetchDeliveryRule } from "~/lib/backend/settings.server";
import { addToCartFromCard } from "~/lib/cart/add-to-cart.server";
import { cartView } from "~/lib/cart/cart-view";
import { pageMeta } from "~/lib/site/seo";
import { messageTranslations, pageStrings, requestLanguage } from "~/lib/i18n/i18n.server";
import { useStrings } from "~/lib/i18n/use-strings";
import { BackToShopping } from "./back-to-shopping";
import { CartEditor } from "./cart-editor";
import { emptyCart, saveCart } from "./cart.server";
import { EmptyCart } from "./empty-cart";
import { orErrorMeta } from "~/lib/site/error-meta";

export const meta: MetaFunction<typeof loader> = orErrorMeta(({ data }) =>
  pageMeta({ title: data.strings.cart.title, description: data.strings.cart.metaDescription, noIndex: true }),
);

export async function loader(args: LoaderFunctionArgs) {
  const viewer = await requireViewer(args);
  const language = await requestLanguage(args.request, args.context);
  const [cart, rule] = await Promise.all([fetchCart(viewer.token), fetchDeliveryRule()]);
  return {
    cart: cartView(cart, rule),
    strings: await pageStrings(args, "cart", "messages"),
    messageTranslations: messageTranslations(language),
  };
}

export async function action(args: ActionFunctionArgs) {
  const { viewer, formData } = await signedInPost(args);
  const intent = String(formData.get("intent") ?? "");
  // Product cards anywhere in the store post here.
  if (intent === "add") return addToCartFromCard(args.request, formData, viewer.token);
  if (intent === "clear") return emptyCart(args.request, viewer);
  return saveCart(args.request, viewer, formData, intent);
}

export default function CartPage() {
  const { cart } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const answer = actionData && "intent" in actionData ? actionData : undefined;
  const t = useStrings("cart");
  const signature = cart.lines.map((line) => `${line.id}:${line.quantity}`).join(",");

  return (
    <div className="page">
      <BackToShopping />
      <h1 className="page-title mt-4">{t.title}</h1>
      {cart.lines.length === 0 ? (
        <EmptyCart />
      ) : (
        // A saved cart (new lines or quantities from the server) starts the editor afresh.
        <CartEditor key={signature} lines={cart.lines} serverTotals={cart.totals} delivery={cart.delivery} answer={answer} />
      )}
    </div>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary error={useRouteError()} />;
}
