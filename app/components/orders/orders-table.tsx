import { Link } from "@remix-run/react";
import { OrderStatusBadge, PaymentStatusBadge } from "./status-badge";

/** One row of order history, already formatted by the loader. */
export type OrderRow = {
  key: string;
  label: string;
  path: string;
  date: string;
  items: string[];
  total: string;
  paymentMethod: string;
  paymentStatus: string;
  orderStatus: string;
};

const columns = ["Order ID", "Date", "Items", "Total", "Payment", "Status", "Actions"];

export function OrdersTable({ rows }: { rows: OrderRow[] }) {
  return (
    <div className="overflow-x-auto rounded-lg border border-line">
      <table className="min-w-full divide-y divide-line text-left text-sm">
        <caption className="sr-only">Your orders</caption>
        <thead className="bg-stone-50">
          <tr>
            {columns.map((column) => (
              <th key={column} scope="col" className="px-4 py-3 font-semibold whitespace-nowrap">
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-line bg-white">
          {rows.map((row) => (
            <tr key={row.key} className="align-top">
              <th scope="row" className="px-4 py-3 font-medium whitespace-nowrap">
                {row.label}
              </th>
              <td className="px-4 py-3 whitespace-nowrap">{row.date}</td>
              <td className="px-4 py-3">
                {row.items.length === 0 ? (
                  <span className="text-muted">No items</span>
                ) : (
                  <ul role="list" className="space-y-1">
                    {row.items.map((item, index) => (
                      <li key={index}>{item}</li>
                    ))}
                  </ul>
                )}
              </td>
              <td className="px-4 py-3 font-medium whitespace-nowrap">{row.total}</td>
              <td className="px-4 py-3">
                <span className="block whitespace-nowrap">{row.paymentMethod}</span>
                <span className="mt-1 block">
                  <PaymentStatusBadge status={row.paymentStatus} />
                </span>
              </td>
              <td className="px-4 py-3">
                <OrderStatusBadge status={row.orderStatus} />
              </td>
              <td className="px-4 py-3">
                <Link to={row.path} className="font-medium text-brand-700 underline">
                  View<span className="sr-only"> order {row.label}</span>
                </Link>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
