import { data, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Link, useLoaderData, useRouteError } from "@remix-run/react";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { adminMeta } from "~/lib/admin/meta";
import { ADMIN_HEADERS, requireOperator } from "~/lib/admin/operator.server";
import { queuePath } from "~/lib/admin/queue";
import { fetchDashboard } from "~/lib/backend/admin-orders.server";
import { formatRupees } from "../../contract/money";

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
  return data({ tiles }, { headers: ADMIN_HEADERS });
}

export default function AdminDashboard() {
  const { tiles } = useLoaderData<typeof loader>();
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
    </div>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary error={useRouteError()} />;
}
