import { data, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { requireViewer } from "~/lib/auth/viewer.server";
import { orNotFoundPage } from "~/lib/backend/client.server";
import { fetchOrder } from "~/lib/backend/orders.server";
import { ORDER_NOT_FOUND } from "../../contract/messages";

// Keeps this page's own Cache-Control (no-store) on the HTML document, not only on data requests.
export { cacheControlHeaders as headers } from "~/lib/site/cache-headers";

export const meta: MetaFunction = () => [{ title: "Order Confirmed — Cookware.pk" }, { name: "robots", content: "noindex" }];

export async function loader(args: LoaderFunctionArgs) {
  const viewer = await requireViewer(args);
  const orderId = args.params.orderId ?? "";
  // Someone else's order number, or one that does not exist, is a 404 page.
  await orNotFoundPage(fetchOrder(viewer.token, orderId), ORDER_NOT_FOUND);
  return data({ orderId }, { headers: { "Cache-Control": "private, no-store" } });
}

export default function OrderConfirmationPage() {
  const { orderId } = useLoaderData<typeof loader>();
  return (
    <div className="page">
      <div className="card mx-auto max-w-xl text-center">
        <div
          aria-hidden="true"
          className="mx-auto flex h-14 w-14 items-center justify-center rounded-full bg-green-100 text-2xl text-green-700"
        >
          ✓
        </div>
        <h1 className="page-title mt-4">Order Confirmed!</h1>
        <p className="mt-2 text-lg">Thank you for your purchase</p>
        <p className="mt-6 text-muted">
          Order number: <strong className="font-semibold text-ink">{orderId}</strong>
        </p>
        <p className="mt-4 text-sm text-muted">
          We have sent you a confirmation email with your order details and tracking information. You will pay in cash when your order
          arrives.
        </p>
        <div className="mt-8 flex flex-wrap justify-center gap-3">
          <Link to="/orders" className="btn-primary">
            View Order
          </Link>
          <Link to="/" className="btn-secondary">
            Continue Shopping
          </Link>
        </div>
      </div>
    </div>
  );
}

export { OrderErrorBoundary as ErrorBoundary } from "~/components/orders/order-error-boundary";
