import { data, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { OrderTotals } from "~/components/order-totals";
import { OrderStatusBadge, PaymentStatusBadge } from "~/components/orders/status-badge";
import { requireViewer } from "~/lib/auth/viewer.server";
import { formatShortDate } from "~/lib/site/dates";
import { orderNumberLabel } from "~/lib/orders/orders";
import { orderView } from "~/lib/orders/order-view";
import { orNotFoundPage } from "~/lib/backend/client.server";
import { fetchOrder } from "~/lib/backend/orders.server";
import { ORDER_NOT_FOUND } from "../../contract/messages";
import { paymentMethodLabel } from "~/lib/orders/payment-method";

// Keeps this page's own Cache-Control (no-store) on the HTML document, not only on data requests.
export { cacheControlHeaders as headers } from "~/lib/site/cache-headers";

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: data ? `Order ${data.label} — Cookware.pk` : "Order — Cookware.pk" },
  { name: "robots", content: "noindex" },
];

export async function loader(args: LoaderFunctionArgs) {
  const viewer = await requireViewer(args);
  const order = await orNotFoundPage(fetchOrder(viewer.token, args.params.orderId ?? ""), ORDER_NOT_FOUND);
  return data(
    {
      label: orderNumberLabel(order),
      date: formatShortDate(order.createdAt),
      trackingId: order.trackingId ?? null,
      orderStatus: order.orderStatus,
      paymentStatus: order.paymentStatus,
      paymentMethod: paymentMethodLabel(order.paymentMethod),
      ...orderView(order),
    },
    { headers: { "Cache-Control": "private, no-store" } },
  );
}

export default function OrderDetailPage() {
  const order = useLoaderData<typeof loader>();
  return (
    <div className="page">
      <Link to="/orders" className="text-sm font-medium text-brand-700 underline">
        ← Back to Order History
      </Link>
      <div className="mt-3 flex flex-wrap items-center gap-3">
        <h1 className="page-title">Order {order.label}</h1>
        <OrderStatusBadge status={order.orderStatus} />
      </div>
      <p className="mt-2 text-muted">Placed on {order.date}</p>

      <div className="mt-8 grid gap-8 lg:grid-cols-[3fr_2fr] lg:items-start">
        <section aria-labelledby="items-heading" className="card">
          <h2 id="items-heading" className="text-lg font-semibold">
            Items
          </h2>
          {order.items.length === 0 ? (
            <p className="mt-4 text-muted">No items</p>
          ) : (
            <ul role="list" className="mt-4 divide-y divide-line">
              {order.items.map((item) => (
                <li key={item.key} className="flex justify-between gap-4 py-3">
                  <div>
                    <p className="font-medium">{item.name}</p>
                    <p className="text-sm text-muted">
                      {item.quantity} × {item.unitPrice}
                      {item.size ? ` · Size: ${item.size}` : ""}
                    </p>
                  </div>
                  <p className="font-medium whitespace-nowrap">{item.lineTotal}</p>
                </li>
              ))}
            </ul>
          )}
          <OrderTotals amounts={order.totals} className="mt-4 space-y-2 border-t border-line pt-4 text-sm" />
        </section>

        <div className="space-y-6">
          <section aria-labelledby="delivery-heading" className="card">
            <h2 id="delivery-heading" className="text-lg font-semibold">
              Delivery
            </h2>
            <dl className="mt-3 space-y-3 text-sm">
              <div>
                <dt className="font-medium">Tracking ID</dt>
                <dd className="font-mono">{order.trackingId ?? "Not assigned yet"}</dd>
              </div>
              {order.customer.phone ? (
                <div>
                  <dt className="font-medium">Contact</dt>
                  <dd className="untrusted-text">
                    {order.customer.name ? <span className="block">{order.customer.name}</span> : null}
                    <span className="block">{order.customer.phone}</span>
                  </dd>
                </div>
              ) : null}
              <div>
                <dt className="font-medium">Shipping address</dt>
                <dd>
                  {order.address ? (
                    <address className="untrusted-text not-italic">
                      {order.address.map((line, index) => (
                        <span key={index} className="block">
                          {line}
                        </span>
                      ))}
                    </address>
                  ) : (
                    "Not recorded"
                  )}
                </dd>
              </div>
            </dl>
          </section>
          <section aria-labelledby="payment-heading" className="card">
            <h2 id="payment-heading" className="text-lg font-semibold">
              Payment
            </h2>
            <p className="mt-3 flex flex-wrap items-center gap-2 text-sm">
              {order.paymentMethod} <PaymentStatusBadge status={order.paymentStatus} />
            </p>
          </section>
        </div>
      </div>
    </div>
  );
}

export { OrderErrorBoundary as ErrorBoundary } from "~/components/orders/order-error-boundary";
