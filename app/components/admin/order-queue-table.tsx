import { Link } from "@remix-run/react";
import type { ShopperContactLinks } from "../../../contract/order-lifecycle/shopper-contact";
import type { OrderStatus, PaymentStatus } from "../../../contract/orders";
import { adminOrderPath } from "~/lib/admin/queue";
import { OrderStatusBadge, PaymentStatusBadge } from "~/components/orders/status-badge";
import { AdminTable } from "./admin-table";
import { BookingBox } from "./booking-file-form";
import { RiskBadges } from "./risk-badges";
import { ShopperContact } from "./shopper-contact";
import type { RiskSignalJson } from "../../../contract/order-lifecycle/risk";

export type QueueRowView = {
  orderId: string;
  date: string;
  customerName: string | null;
  contact: ShopperContactLinks | null;
  city: string;
  itemCount: number;
  total: string;
  stage: string;
  orderStatus: OrderStatus;
  paymentStatus: PaymentStatus;
  tracking: string | null;
  risk: RiskSignalJson[];
};

const columns = ["Order ID", "Placed", "Customer", "City", "Items", "Total", "Stage", "Payment", "Tracking"] as const;
type Column = (typeof columns)[number];

/** A cell that names its column, read on a phone where each row is a card. */
function Cell({ column, className = "", children }: { column: Column; className?: string; children: React.ReactNode }) {
  return (
    <td data-label={column} className={`px-2 py-2 ${className}`}>
      {children}
    </td>
  );
}

/**
 * The queue's orders: a table on a wide screen, one card an order on a phone (City and Total always in
 * view). `booking`: each row has a box that puts it in the courier booking file (the "To ship" tab).
 */
export function OrderQueueTable({ rows, booking = false }: { rows: QueueRowView[]; booking?: boolean }) {
  return (
    <AdminTable columns={booking ? ["Book", ...columns] : columns} nowrap stacked>
      {rows.map((row) => (
        <tr key={row.orderId} className="border-b border-line">
          {booking ? <BookingBox orderId={row.orderId} /> : null}
          <th scope="row" className="px-2 py-2 font-medium">
            <Link to={adminOrderPath(row.orderId)} className="text-brand-700 underline">
              {row.orderId}
            </Link>
            <RiskBadges signals={row.risk} />
          </th>
          <Cell column="Placed" className="whitespace-nowrap">
            {row.date}
          </Cell>
          <Cell column="Customer">
            <span className="untrusted-text">{row.customerName ?? ""}</span> {row.contact ? <ShopperContact contact={row.contact} /> : null}
          </Cell>
          <Cell column="City">{row.city}</Cell>
          <Cell column="Items">{row.itemCount}</Cell>
          <Cell column="Total" className="whitespace-nowrap">
            {row.total}
          </Cell>
          <Cell column="Stage">
            <span className="me-1">{row.stage}</span>
            <OrderStatusBadge status={row.orderStatus} />
          </Cell>
          <Cell column="Payment">
            <PaymentStatusBadge status={row.paymentStatus} />
          </Cell>
          <Cell column="Tracking" className="font-mono">
            {row.tracking ?? "—"}
          </Cell>
        </tr>
      ))}
    </AdminTable>
  );
}
