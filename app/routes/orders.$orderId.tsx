import type { SubmissionResult } from "@conform-to/react";
import { data, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Link, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { OrderItems } from "~/components/orders/order-items";
import { OrderTimeline } from "~/components/orders/order-timeline";
import { ShippingAddress } from "~/components/orders/shipping-address";
import { CancelOwnOrderForm, ReturnRequestForm } from "~/components/orders/shopper-order-actions";
import { signedInPost } from "~/lib/forms/signed-in-post.server";
import { takeShopperStep } from "~/lib/orders/shopper-steps.server";
import { timelineView } from "~/lib/orders/timeline";
import { stageLabels } from "../../contract/order-lifecycle";
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
export { revalidateOnConflict as shouldRevalidate } from "~/lib/forms/revalidate-on-conflict";

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
      stage: stageLabels[order.stage],
      version: order.version,
      courier: order.courier,
      courierTrackingUrl: order.courierTrackingUrl,
      timeline: timelineView(order.timeline),
      canCancel: order.canCancel,
      canRequestReturn: order.canRequestReturn,
      returnRequest: order.returnRequest
        ? { status: returnStatusLabels[order.returnRequest.status], reason: order.returnRequest.reason }
        : null,
      ...orderView(order),
    },
    { headers: { "Cache-Control": "private, no-store" } },
  );
}

export async function action(args: ActionFunctionArgs) {
  const { viewer, formData } = await signedInPost(args);
  return takeShopperStep(args.request, viewer.token, args.params.orderId ?? "", formData);
}

const returnStatusLabels = {
  requested: "Requested: we will be in touch",
  approved: "Approved: send it back to us",
  refused: "Refused",
  refunded: "Refunded",
} as const;

export default function OrderDetailPage() {
  const order = useLoaderData<typeof loader>();
  const answer = useActionData<typeof action>();
  const navigation = useNavigation();
  const busy = navigation.state === "submitting" ? String(navigation.formData?.get("intent") ?? "") : null;
  const lastResult = (intent: string) =>
    answer?.intent === intent && answer.result ? (answer.result as SubmissionResult<string[]>) : undefined;
  return (
    <div className="page">
      <Link to="/orders" className="text-sm font-medium text-brand-700 underline">
        ← Back to Order History
      </Link>
      <div className="mt-3 flex flex-wrap items-center gap-3">
        <h1 className="page-title">Order {order.label}</h1>
        <OrderStatusBadge status={order.orderStatus} />
      </div>
      <p className="mt-2 text-muted">
        Placed on {order.date} · {order.stage}
      </p>
      {answer?.banner ? (
        <p role="alert" className="mt-4 rounded-md border border-red-300 bg-red-50 px-4 py-3 text-sm font-medium text-red-900">
          {answer.banner}
        </p>
      ) : null}

      <div className="mt-8 grid gap-8 lg:grid-cols-[3fr_2fr] lg:items-start">
        <div className="min-w-0 space-y-6">
          <OrderItems items={order.items} totals={order.totals} />
          <OrderTimeline entries={order.timeline} />
        </div>

        <div className="space-y-6">
          <section aria-labelledby="delivery-heading" className="card">
            <h2 id="delivery-heading" className="text-lg font-semibold">
              Delivery
            </h2>
            <dl className="mt-3 space-y-3 text-sm">
              {order.courier ? (
                <div>
                  <dt className="font-medium">Courier</dt>
                  <dd>{order.courier}</dd>
                </div>
              ) : null}
              <div>
                <dt className="font-medium">Tracking ID</dt>
                <dd className="font-mono">{order.trackingId ?? "Not assigned yet"}</dd>
                {order.courierTrackingUrl ? (
                  <dd>
                    <a
                      href={order.courierTrackingUrl}
                      className="font-medium text-brand-700 underline"
                      rel="noopener noreferrer"
                      target="_blank"
                    >
                      Track your parcel with {order.courier}
                    </a>
                  </dd>
                ) : null}
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
                  <ShippingAddress lines={order.address} />
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
          {order.canCancel ? (
            <CancelOwnOrderForm version={order.version} lastResult={lastResult("cancel-order")} busy={busy === "cancel-order"} />
          ) : null}
          {order.canRequestReturn ? (
            <ReturnRequestForm version={order.version} lastResult={lastResult("request-return")} busy={busy === "request-return"} />
          ) : null}
          {order.returnRequest ? (
            <section aria-labelledby="return-status-heading" className="card">
              <h2 id="return-status-heading" className="text-lg font-semibold">
                Your return
              </h2>
              <p className="mt-2 text-sm">{order.returnRequest.status}</p>
              <p className="untrusted-text mt-1 text-sm text-muted">{order.returnRequest.reason}</p>
            </section>
          ) : null}
        </div>
      </div>
    </div>
  );
}

export { OrderErrorBoundary as ErrorBoundary } from "~/components/orders/order-error-boundary";
