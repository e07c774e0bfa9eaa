import { data, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Link, useLoaderData, useLocation, useNavigation, useRouteError } from "@remix-run/react";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { OrderFiltersForm } from "~/components/orders/order-filters-form";
import { OrdersTable, type OrderRow } from "~/components/orders/orders-table";
import { BackLink } from "~/components/profile/back-link";
import { requireViewer } from "~/lib/auth/viewer.server";
import { BackendError, isBackendUnavailable } from "~/lib/backend/client.server";
import { formatShortDate } from "~/lib/site/dates";
import { formatRupees } from "../../contract/money";
import { applyOrderQuery, parseOrderQuery } from "~/lib/orders/order-filters";
import { orderItemLine, orderNumberLabel, orderPath, orderRowKey, type Order } from "~/lib/orders/orders";
import { fetchOrderHistory } from "~/lib/backend/orders.server";
import { localPaymentMethod } from "~/lib/orders/order-strings";
import { requestLanguage, stringsOf } from "~/lib/i18n/i18n.server";
import { fill, useStrings } from "~/lib/i18n/use-strings";
import type { Language } from "~/lib/i18n/languages";
import type { Strings } from "~/locales/types";
import { orErrorMeta } from "~/lib/site/error-meta";

// Keeps this page's own Cache-Control (no-store) on the HTML document, not only on data requests.
export { cacheControlHeaders as headers } from "~/lib/site/cache-headers";

export const meta: MetaFunction<typeof loader> = orErrorMeta(({ data }) => [
  { title: data.strings.orders.historyTitle },
  { name: "robots", content: "noindex" },
]);

export async function loader(args: LoaderFunctionArgs) {
  const viewer = await requireViewer(args);
  const query = parseOrderQuery(new URL(args.request.url).searchParams);
  const headers = { "Cache-Control": "private, no-store" };
  const language = await requestLanguage(args.request, args.context);
  const strings = stringsOf(language, "orders");
  let orders: Order[];
  try {
    orders = await fetchOrderHistory(viewer.token);
  } catch (error) {
    if (!(error instanceof BackendError) && !isBackendUnavailable(error)) throw error;
    return data({ query, failed: true, total: 0, rows: [] as OrderRow[], strings }, { status: 503, headers });
  }
  // The history is per shopper and small, so the search, filters and sort run here, over all of it.
  const rows = applyOrderQuery(orders, query).map((order) => toRow(order, language, strings.orders));
  return data({ query, failed: false, total: orders.length, rows, strings }, { headers });
}

function toRow(order: Order, language: Language, t: Strings<"orders">): OrderRow {
  return {
    key: orderRowKey(order),
    label: orderNumberLabel(order),
    path: orderPath(order),
    date: formatShortDate(order.createdAt, language),
    items: order.items.map(orderItemLine),
    // Rupees with paisa, as the order's own page shows them.
    total: formatRupees(order.totalAmount, { paisa: true }),
    paymentMethod: localPaymentMethod(order.paymentMethod, t),
    paymentStatus: order.paymentStatus,
    orderStatus: order.orderStatus,
  };
}

export default function OrderHistoryPage() {
  const { query, failed, total, rows } = useLoaderData<typeof loader>();
  const navigation = useNavigation();
  const location = useLocation();
  const loading = navigation.state === "loading" && navigation.location.pathname === "/orders";
  const t = useStrings("orders");

  return (
    <div className="page">
      <BackLink fallback="/profile" label={t.back} />
      <h1 className="page-title mt-3">{t.historyHeading}</h1>

      {failed ? (
        <div role="alert" className="card mt-8 border-red-300 bg-red-50 text-red-900">
          <p className="font-medium">{t.historyFailed}</p>
          <Link to={location.pathname + location.search} className="btn-primary mt-4">
            {t.retry}
          </Link>
        </div>
      ) : (
        <>
          <div className="card mt-8">
            <OrderFiltersForm query={query} />
          </div>
          <div className="mt-6" aria-busy={loading}>
            {loading ? (
              <p role="status" className="mb-3 text-sm font-medium text-muted">
                {t.loadingOrders}
              </p>
            ) : null}
            {total === 0 ? (
              <div className="card text-center">
                <p className="text-lg font-semibold">{t.noOrders}</p>
                <p className="mt-2 text-muted">{t.noOrdersText}</p>
                <Link to="/products" className="btn-primary mt-6">
                  {t.browse}
                </Link>
              </div>
            ) : rows.length === 0 ? (
              <div className="card text-center">
                <p className="text-lg font-semibold">{t.noneFound}</p>
                <p className="mt-2 text-muted">{t.noneFoundText}</p>
              </div>
            ) : (
              <div className={loading ? "opacity-60 transition-opacity" : undefined}>
                <OrdersTable rows={rows} />
              </div>
            )}
            <p className="mt-4 text-sm text-muted" aria-live="polite">
              {fill(t.showing, { shown: rows.length, total })}
            </p>
          </div>
        </>
      )}
    </div>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary error={useRouteError()} />;
}
