import { data, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { requireViewer } from "~/lib/auth/viewer.server";
import { orNotFoundPage } from "~/lib/backend/client.server";
import { fetchOrder } from "~/lib/backend/orders.server";
import { orderView } from "~/lib/orders/order-view";
import { deliveryBusinessDays } from "../../contract/delivery";
import { ORDER_NOT_FOUND } from "../../contract/messages";

// Keeps this page's own Cache-Control (no-store) on the HTML document, not only on data requests.
export { cacheControlHeaders as headers } from "~/lib/site/cache-headers";

export const meta: MetaFunction = () => [{ title: "Order Confirmed — Cookware.pk" }, { name: "robots", content: "noindex" }];

export async function loader(args: LoaderFunctionArgs) {
  const viewer = await requireViewer(args);
  const orderId = args.params.orderId ?? "";
  // Someone else's order number, or one that does not exist, is a 404 page.
  const order = await orNotFoundPage(fetchOrder(viewer.token, orderId), ORDER_NOT_FOUND);
  const { items, address, city, customer, totals } = orderView(order);
  return data(
    { orderId, items, address, customer, total: totals.total, deliveryDays: deliveryBusinessDays(city) },
    { headers: { "Cache-Control": "private, no-store" } },
  );
}

export default function OrderConfirmationPage() {
  const { orderId, items, address, customer, total, deliveryDays } = useLoaderData<typeof loader>();
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
        <dl className="mt-8 space-y-4 border-t border-line pt-6 text-left text-sm">
          <div className="rounded-md bg-brand-50 p-4">
            <dt className="font-medium">Cash to have ready on delivery</dt>
            <dd className="mt-1 text-2xl font-semibold text-ink">{total}</dd>
          </div>
          <div>
            <dt className="font-medium">Expected delivery</dt>
            <dd>{deliveryDays} business days</dd>
          </div>
          <div>
            <dt className="font-medium">Delivering to</dt>
            <dd>
              <address className="untrusted-text not-italic">
                {[customer.name, customer.phone, ...(address ?? [])].filter(Boolean).map((line, index) => (
                  <span key={index} className="block">
                    {line}
                  </span>
                ))}
              </address>
            </dd>
          </div>
          <div>
            <dt className="font-medium">Items</dt>
            <dd>
              <ul role="list" aria-label="Items in this order" className="divide-y divide-line">
                {items.map((item) => (
                  <li key={item.key} className="flex justify-between gap-4 py-2">
                    <span>
                      {item.quantity} × {item.name}
                      {item.size ? ` (${item.size})` : ""}
                    </span>
                    <span className="whitespace-nowrap">{item.lineTotal}</span>
                  </li>
                ))}
              </ul>
            </dd>
          </div>
        </dl>
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
