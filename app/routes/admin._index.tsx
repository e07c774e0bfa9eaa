import { data, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Link, useLoaderData, useRouteError } from "@remix-run/react";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { adminMeta } from "~/lib/admin/meta";
import { ADMIN_HEADERS, requireOperator } from "~/lib/admin/operator.server";
import { queuePath } from "~/lib/admin/queue";
import { fetchDashboard } from "~/lib/backend/admin-orders.server";
import { formatRupees } from "../../contract/money";
import { CASH_WITH_COURIERS, cashAgeBuckets, REMITTANCES_PATH } from "../../contract/order-lifecycle/remittances";

export { cacheControlHeaders as headers } from "~/lib/site/cache-headers";

export const meta: MetaFunction = ({ error }) => adminMeta("Dashboard", error);

export async function loader(args: LoaderFunctionArgs) {
  const operator = await requireOperator(args);
  const figures = await fetchDashboard(operator.token);
  const tiles = [
    { label: "Today's orders", value: String(figures.ordersToday), href: queuePath({ tab: "to-confirm" }) },
    { label: "To confirm", value: String(figures.toConfirm), href: queuePath({ tab: "to-confirm" }) },
    { label: "To ship", value: String(figures.toShip), href: queuePath({ tab: "to-ship" }) },
    { label: "Cash to collect", value: formatRupees(figures.cashToCollect), href: queuePath({ tab: "shipped" }) },
    { label: "Delivered this week", value: String(figures.deliveredThisWeek), href: queuePath({ tab: "delivered" }) },
    { label: "Open returns", value: String(figures.openReturns), href: queuePath({ tab: "returns" }) },
  ];
  const cash = figures.cashWithCouriers;
  const cashWithCouriers = {
    total: `${formatRupees(cash.amount)} in ${cash.count} ${cash.count === 1 ? "order" : "orders"}`,
    byCourier: cash.byCourier.map((row) => ({ label: row.courier, count: row.count, amount: formatRupees(row.amount) })),
    byAge: cash.byAge.map((row) => ({
      label: cashAgeBuckets.find((bucket) => bucket.key === row.bucket)?.label ?? row.bucket,
      count: row.count,
      amount: formatRupees(row.amount),
    })),
  };
  return data({ tiles, cashWithCouriers }, { headers: ADMIN_HEADERS });
}

export default function AdminDashboard() {
  const { tiles, cashWithCouriers } = useLoaderData<typeof loader>();
  return (
    <div className="page">
      <h1 className="page-title">Dashboard</h1>
      <ul role="list" className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {tiles.map((tile) => (
          <li key={tile.label}>
            <Link to={tile.href} className="card block hover:border-brand-500">
              <p className="text-sm font-medium text-muted">{tile.label}</p>
              <p className="mt-2 text-2xl font-bold">{tile.value}</p>
            </Link>
          </li>
        ))}
      </ul>
      <section aria-labelledby="cash-heading" className="card mt-8">
        <h2 id="cash-heading" className="text-lg font-semibold">
          {CASH_WITH_COURIERS}
        </h2>
        <p className="mt-1 text-sm text-muted">
          Delivered cash-on-delivery orders no courier payment report has paid yet: {cashWithCouriers.total}.{" "}
          <Link to={REMITTANCES_PATH} className="font-medium text-brand-700 underline">
            Import a payment report
          </Link>
        </p>
        <div className="mt-4 grid gap-6 sm:grid-cols-2">
          <CashTable caption="By courier" heading="Courier" rows={cashWithCouriers.byCourier} />
          <CashTable caption="By days since delivery" heading="Delivered" rows={cashWithCouriers.byAge} />
        </div>
      </section>
    </div>
  );
}

function CashTable({
  caption,
  heading,
  rows,
}: {
  caption: string;
  heading: string;
  rows: { label: string; count: number; amount: string }[];
}) {
  return (
    <table className="w-full text-left text-sm">
      <caption className="text-left font-medium">{caption}</caption>
      <thead>
        <tr className="border-b border-line">
          <th scope="col" className="py-1">
            {heading}
          </th>
          <th scope="col" className="py-1 text-right">
            Orders
          </th>
          <th scope="col" className="py-1 text-right">
            Cash
          </th>
        </tr>
      </thead>
      <tbody>
        {rows.length === 0 ? (
          <tr>
            <td colSpan={3} className="py-1 text-muted">
              None
            </td>
          </tr>
        ) : null}
        {rows.map((row) => (
          <tr key={row.label} className="border-b border-line">
            <th scope="row" className="py-1 font-normal">
              {row.label}
            </th>
            <td className="py-1 text-right">{row.count}</td>
            <td className="py-1 text-right">{row.amount}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary error={useRouteError()} />;
}
