import { data, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { requireViewer } from "~/lib/auth/viewer.server";
import { orNotFoundPage } from "~/lib/backend/client.server";
import { fetchOrder } from "~/lib/backend/orders.server";
import { orderView } from "~/lib/orders/order-view";
import { pageStrings } from "~/lib/i18n/i18n.server";
import { fill, useStrings } from "~/lib/i18n/use-strings";
import { rich } from "~/lib/i18n/rich";
import { localMobile } from "../../contract/phone";
import { deliveryBusinessDays } from "../../contract/delivery";
import { ORDER_NOT_FOUND } from "../../contract/messages";
import { orErrorMeta } from "~/lib/site/error-meta";

// Keeps this page's own Cache-Control (no-store) on the HTML document, not only on data requests.
export { cacheControlHeaders as headers } from "~/lib/site/cache-headers";

export const meta: MetaFunction<typeof loader> = orErrorMeta(({ data }) => [
  { title: data.strings.confirmation.metaTitle },
  { name: "robots", content: "noindex" },
]);

export async function loader(args: LoaderFunctionArgs) {
  const viewer = await requireViewer(args);
  const orderId = args.params.orderId ?? "";
  // Someone else's order number, or one that does not exist, is a 404 page.
  const order = await orNotFoundPage(fetchOrder(viewer.token, orderId), ORDER_NOT_FOUND);
  const { items, address, city, customer, totals } = orderView(order);
  return data(
    {
      orderId,
      items,
      address,
      customer,
      // The phone as the placed-order email writes it in the same sentence (0300 1234567).
      localPhone: customer.phone ? localMobile(customer.phone) : null,
      total: totals.total,
      // The fee stored on the order when it was placed.
      deliveryFee: totals.shipping,
      deliveryDays: deliveryBusinessDays(city),
      strings: await pageStrings(args, "confirmation"),
    },
    { headers: { "Cache-Control": "private, no-store" } },
  );
}

export default function OrderConfirmationPage() {
  const { orderId, items, address, customer, localPhone, total, deliveryFee, deliveryDays } = useLoaderData<typeof loader>();
  const t = useStrings("confirmation");
  return (
    <div className="page">
      <div className="card mx-auto max-w-xl text-center">
        <div
          aria-hidden="true"
          className="mx-auto flex h-14 w-14 items-center justify-center rounded-full bg-green-100 text-2xl text-green-700"
        >
          ✓
        </div>
        <h1 className="page-title mt-4">{t.title}</h1>
        <p className="mt-2 text-lg">{t.thanks}</p>
        <p className="mt-6 text-muted">
          {t.orderNumber}{" "}
          <strong dir="ltr" className="font-semibold text-ink">
            {orderId}
          </strong>
        </p>
        {/* The placed-order email's own sentence (contract/what-happens-next.ts), with the order's phone. */}
        <p className="mt-4">
          {localPhone
            ? rich(t.whatHappensNext, {
                phone: (
                  <bdi dir="ltr" className="whitespace-nowrap font-semibold">
                    {localPhone}
                  </bdi>
                ),
              })
            : t.whatHappensNextNoPhone}
        </p>
        <p className="mt-4 text-sm text-muted">{t.emailSent}</p>
        <dl className="mt-8 space-y-4 border-t border-line pt-6 text-start text-sm">
          <div className="rounded-md bg-brand-50 p-4">
            <dt className="font-medium">{t.cashReady}</dt>
            <dd className="mt-1 text-2xl font-semibold text-ink">
              <bdi>{total}</bdi>
            </dd>
            <dd className="mt-1 text-muted">
              {t.deliveryIncluded} <bdi>{deliveryFee}</bdi>
            </dd>
          </div>
          <div>
            <dt className="font-medium">{t.expectedDelivery}</dt>
            <dd>{fill(t.businessDays, { days: deliveryDays })}</dd>
          </div>
          <div>
            <dt className="font-medium">{t.deliveringTo}</dt>
            <dd>
              <address lang="en" dir="ltr" className="untrusted-text text-start not-italic">
                {[customer.name, customer.phone, ...(address ?? [])].filter(Boolean).map((line, index) => (
                  <span key={index} className="block">
                    {line}
                  </span>
                ))}
              </address>
            </dd>
          </div>
          <div>
            <dt className="font-medium">{t.items}</dt>
            <dd>
              <ul role="list" aria-label={t.itemsInOrder} className="divide-y divide-line">
                {items.map((item) => (
                  <li key={item.key} className="flex justify-between gap-4 py-2">
                    <span lang="en" dir="ltr">
                      {item.quantity} × {item.name}
                      {item.size ? ` (${item.size})` : ""}
                    </span>
                    <bdi className="whitespace-nowrap">{item.lineTotal}</bdi>
                  </li>
                ))}
              </ul>
            </dd>
          </div>
        </dl>
        <div className="mt-8 flex flex-wrap justify-center gap-3">
          <Link to="/orders" className="btn-primary">
            {t.viewOrder}
          </Link>
          <Link to="/" className="btn-secondary">
            {t.continueShopping}
          </Link>
        </div>
      </div>
    </div>
  );
}

export { OrderErrorBoundary as ErrorBoundary } from "~/components/orders/order-error-boundary";
