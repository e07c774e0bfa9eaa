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

// On narrow screens each row becomes a card whose cells carry their column's name (data-label);
// explicit roles keep it a table for screen readers after the display change.
const cell =
  "px-4 py-3 max-sm:flex max-sm:justify-between max-sm:gap-4 max-sm:py-1.5 max-sm:text-right max-sm:before:text-left max-sm:before:font-medium max-sm:before:text-muted max-sm:before:content-[attr(data-label)]";

export function OrdersTable({ rows }: { rows: OrderRow[] }) {
  return (
    <div className="overflow-x-auto rounded-lg border border-line">
      <table role="table" className="min-w-full divide-y divide-line text-left text-sm max-sm:block">
        <caption className="sr-only">Your orders</caption>
        <thead className="bg-stone-50 max-sm:hidden">
          <tr role="row">
            {columns.map((column) => (
              <th key={column} role="columnheader" scope="col" className="px-4 py-3 font-semibold whitespace-nowrap">
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-line bg-white max-sm:block">
          {rows.map((row) => (
            <tr key={row.key} role="row" className="align-top max-sm:block max-sm:py-2">
              <th role="rowheader" scope="row" data-label="Order ID" className={`${cell} font-medium whitespace-nowrap`}>
                {row.label}
              </th>
              <td role="cell" data-label="Date" className={`${cell} whitespace-nowrap`}>
                {row.date}
              </td>
              <td role="cell" data-label="Items" className={cell}>
                {row.items.length === 0 ? (
                  <span className="text-muted">No items</span>
                ) : (
                  <ul role="list" className="min-w-[12rem] space-y-1">
                    {row.items.map((item, index) => (
                      <li key={index}>{item}</li>
                    ))}
                  </ul>
                )}
              </td>
              <td role="cell" data-label="Total" className={`${cell} font-medium whitespace-nowrap`}>
                {row.total}
              </td>
              <td role="cell" data-label="Payment" className={cell}>
                <span>
                  <span className="block whitespace-nowrap">{row.paymentMethod}</span>
                  <span className="mt-1 block">
                    <PaymentStatusBadge status={row.paymentStatus} />
                  </span>
                </span>
              </td>
              <td role="cell" data-label="Status" className={cell}>
                <OrderStatusBadge status={row.orderStatus} />
              </td>
              <td role="cell" data-label="Actions" className={cell}>
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
