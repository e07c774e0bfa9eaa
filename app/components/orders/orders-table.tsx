import { Link } from "@remix-run/react";
import { localLabel } from "~/lib/orders/order-strings";
import { fill, useStrings } from "~/lib/i18n/use-strings";
import { OrderStatusBadge, PaymentStatusBadge } from "./status-badge";
import { English } from "~/components/ui/english";

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

const columns = ["id", "date", "items", "total", "payment", "status", "actions"] as const;

// On narrow screens each row becomes a card whose cells carry their column's name (data-label);
// explicit roles keep it a table for screen readers after the display change.
const cell =
  "px-4 py-3 max-sm:flex max-sm:justify-between max-sm:gap-4 max-sm:py-1.5 max-sm:text-end max-sm:before:text-start max-sm:before:font-medium max-sm:before:text-muted max-sm:before:content-[attr(data-label)]";

export function OrdersTable({ rows }: { rows: OrderRow[] }) {
  const t = useStrings("orders");
  const label = (column: (typeof columns)[number]) => t[`column.${column}`];
  return (
    <div className="overflow-x-auto rounded-lg border border-line">
      <table role="table" className="min-w-full divide-y divide-line text-start text-sm max-sm:block">
        <caption className="sr-only">{t.yourOrders}</caption>
        <thead className="bg-stone-50 max-sm:hidden">
          <tr role="row">
            {columns.map((column) => (
              <th key={column} role="columnheader" scope="col" className="px-4 py-3 font-semibold whitespace-nowrap">
                {label(column)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-line bg-white max-sm:block">
          {rows.map((row) => (
            <tr key={row.key} role="row" className="align-top max-sm:block max-sm:py-2">
              <th role="rowheader" scope="row" data-label={label("id")} className={`${cell} font-medium whitespace-nowrap`}>
                <bdi>{row.label}</bdi>
              </th>
              <td role="cell" data-label={label("date")} className={`${cell} whitespace-nowrap`}>
                <bdi>{row.date}</bdi>
              </td>
              <td role="cell" data-label={label("items")} className={cell}>
                {row.items.length === 0 ? (
                  <span className="text-muted">{t.noItems}</span>
                ) : (
                  <ul role="list" className="min-w-[12rem] space-y-1">
                    {row.items.map((item, index) => (
                      <li key={index}>
                        <English>{item}</English>
                      </li>
                    ))}
                  </ul>
                )}
              </td>
              <td role="cell" data-label={label("total")} className={`${cell} font-medium whitespace-nowrap`}>
                <bdi>{row.total}</bdi>
              </td>
              <td role="cell" data-label={label("payment")} className={cell}>
                <span>
                  <span className="block whitespace-nowrap">{row.paymentMethod}</span>
                  <span className="mt-1 block">
                    <PaymentStatusBadge status={row.paymentStatus} label={localLabel(t, "payment", row.paymentStatus)} />
                  </span>
                </span>
              </td>
              <td role="cell" data-label={label("status")} className={cell}>
                <OrderStatusBadge status={row.orderStatus} label={localLabel(t, "status", row.orderStatus)} />
              </td>
              <td role="cell" data-label={label("actions")} className={cell}>
                <Link to={row.path} className="font-medium text-brand-700 underline">
                  {t.view}
                  <span className="sr-only"> {fill(t.viewOrder, { label: row.label })}</span>
                </Link>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
