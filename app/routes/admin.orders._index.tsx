import { data, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, Link, useLoaderData, useRouteError } from "@remix-run/react";
import { OrderQueueTable, type QueueRowView } from "~/components/admin/order-queue-table";
import { BookingFileForm } from "~/components/admin/booking-file-form";
import { PageLinks } from "~/components/admin/page-links";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { adminMeta } from "~/lib/admin/meta";
import { ADMIN_HEADERS, requireOperator } from "~/lib/admin/operator.server";
import { parseQueueQuery, queuePath } from "~/lib/admin/queue";
import { fetchOrderQueue } from "~/lib/backend/admin-orders.server";
import { formatShortDate } from "~/lib/site/dates";
import { formatRupees } from "../../contract/money";
import { MAX_SEARCH_LENGTH } from "../../contract/limits";
import {
  CLEAR_QUEUE_SEARCH,
  listPageLabel,
  orderQueueTabLabels,
  pageCount,
  orderQueueTabs,
  QUEUE_SEARCH_NOTHING,
  QUEUE_TAB_EMPTY,
  queueSearchHeading,
  tabCountLabel,
} from "../../contract/order-lifecycle/queue";
import { shopperContactLinks } from "../../contract/order-lifecycle/shopper-contact";
import { stageLabels } from "../../contract/order-lifecycle/stages";
import { RISKY_FILTER_LABEL } from "../../contract/order-lifecycle/risk";

export { cacheControlHeaders as headers } from "~/lib/site/cache-headers";

export const meta: MetaFunction = ({ error }) => adminMeta("Orders", error);

export async function loader(args: LoaderFunctionArgs) {
  const operator = await requireOperator(args);
  const query = parseQueueQuery(new URL(args.request.url).searchParams);
  const queue = await fetchOrderQueue(operator.token, query);
  const pages = pageCount(queue);
  return data(
    {
      query,
      // A search looks through every stage (the backend ignores the tab): a tab's link leaves the search.
      searchHeading: query.q ? queueSearchHeading(query.q) : null,
      clearSearch: queuePath({ tab: query.tab, risky: query.risky }),
      tabs: orderQueueTabs.map((tab) => ({
        tab,
        label: orderQueueTabLabels[tab],
        count: tabCountLabel(queue.counts[tab]),
        href: queuePath({ tab, risky: query.risky }),
        current: !query.q && tab === query.tab,
      })),
      rows: queue.rows.map<QueueRowView>((row) => ({
        orderId: row.orderId,
        date: formatShortDate(row.createdAt),
        customerName: row.customerName,
        contact: shopperContactLinks(row.customerPhone, row),
        city: row.city,
        total: formatRupees(row.totalAmount),
        itemCount: row.itemCount,
        stage: stageLabels[row.stage],
        orderStatus: row.orderStatus,
        paymentStatus: row.paymentStatus,
        // The courier's number once shipped; before that the order has no tracking ID, only the store's reference.
        tracking: row.courier && row.trackingId ? `${row.courier} ${row.trackingId}` : null,
        risk: row.riskSignals,
      })),
      previous: queue.page > 1 ? queuePath({ ...query, page: queue.page - 1 }) : null,
      next: queue.page < pages ? queuePath({ ...query, page: queue.page + 1 }) : null,
      // Past the count's limit the page says how far it counted: "Page 1 of 500+ · 10,000+ orders".
      pageLabel: listPageLabel(queue, "orders"),
    },
    { headers: ADMIN_HEADERS },
  );
}

export default function AdminOrders() {
  const { query, searchHeading, clearSearch, tabs, rows, previous, next, pageLabel } = useLoaderData<typeof loader>();
  // A search lists every stage: the booking file is for the "To ship" tab's own list.
  const booking = query.tab === "to-ship" && !searchHeading;
  return (
    <div className="page">
      <div className="flex flex-wrap items-center justify-between gap-4">
        <h1 className="page-title">Orders</h1>
        <div className="flex flex-wrap gap-2">
          <Link to="/admin/orders/import" className="btn-secondary">
            Import tracking IDs
          </Link>
        </div>
      </div>

      <nav aria-label="Order queues" className="mt-6 flex flex-wrap gap-2">
        {tabs.map((tab) => (
          <Link
            key={tab.tab}
            to={tab.href}
            aria-current={tab.current ? "page" : undefined}
            className={`rounded-full px-3 py-1 text-sm font-medium ring-1 ring-line ${tab.current ? "bg-brand-900 text-white" : "bg-white text-ink"}`}
          >
            {tab.label} ({tab.count})
          </Link>
        ))}
      </nav>

      <Form method="get" role="search" className="mt-4 flex flex-wrap items-end gap-2">
        <input type="hidden" name="tab" value={query.tab} />
        <div className="min-w-0 flex-1">
          <label htmlFor="queue-search" className="field-label">
            Search by order ID, phone, email or tracking ID
          </label>
          <input id="queue-search" name="q" type="search" defaultValue={query.q} maxLength={MAX_SEARCH_LENGTH} className="field-input" />
        </div>
        <label className="flex items-center gap-2 py-2 text-sm font-medium">
          <input key={String(query.risky)} type="checkbox" name="risky" value="1" defaultChecked={query.risky} className="h-4 w-4" />
          {RISKY_FILTER_LABEL}
        </label>
        <button type="submit" className="btn-primary">
          Search
        </button>
      </Form>

      {searchHeading ? (
        <div className="mt-6 flex flex-wrap items-baseline gap-x-4 gap-y-1">
          <h2 className="untrusted-text text-lg font-semibold">{searchHeading}</h2>
          <Link to={clearSearch} className="text-sm font-medium text-brand-700 underline">
            {CLEAR_QUEUE_SEARCH}
          </Link>
        </div>
      ) : null}
      {booking && rows.length > 0 ? <BookingFileForm /> : null}

      {rows.length === 0 ? (
        <p className="card mt-6 text-center text-muted">{query.q ? QUEUE_SEARCH_NOTHING : QUEUE_TAB_EMPTY}</p>
      ) : (
        <OrderQueueTable rows={rows} booking={booking} />
      )}

      <PageLinks label={pageLabel} previous={previous} next={next} />
    </div>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary error={useRouteError()} />;
}
