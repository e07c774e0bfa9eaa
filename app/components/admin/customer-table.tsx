import { Form, Link } from "@remix-run/react";
import { MAX_BLOCK_REASON_LENGTH } from "../../../contract/order-lifecycle/customers";
import { queuePath } from "~/lib/admin/queue";
import { AdminTable } from "./admin-table";

export type CustomerRowView = {
  phone: string;
  localPhone: string;
  name: string | null;
  orders: number;
  delivered: number;
  refused: number;
  cancelled: number;
  lastOrder: string;
  block: { reason: string; by: string; at: string } | null;
};

const columns = ["Phone", "Block", "Name", "Orders", "Delivered", "Refused", "Cancelled", "Last order"] as const;
type Column = (typeof columns)[number];

function Cell({ column, children }: { column: Column; children: React.ReactNode }) {
  return (
    <td data-label={column} className="px-2 py-2 align-top">
      {children}
    </td>
  );
}

/** Phones and their orders' outcomes, a card each on a phone; the block or unblock form comes first after the phone. */
export function CustomerTable({ rows, refused }: { rows: CustomerRowView[]; refused: { phone: string; reason: string } | null }) {
  return (
    <AdminTable columns={columns} stacked>
      {rows.map((row) => (
        <tr key={row.phone} className="border-b border-line">
          <th scope="row" className="px-2 py-2 text-left align-top font-medium whitespace-nowrap">
            <Link to={`${queuePath({ tab: "to-confirm", q: row.phone })}`} className="text-brand-700 underline">
              {row.localPhone}
            </Link>
          </th>
          <Cell column="Block">
            <BlockForm row={row} typed={refused?.phone === row.phone ? refused.reason : ""} />
          </Cell>
          <Cell column="Name">
            <span className="untrusted-text">{row.name ?? "—"}</span>
          </Cell>
          <Cell column="Orders">{row.orders}</Cell>
          <Cell column="Delivered">{row.delivered}</Cell>
          <Cell column="Refused">{row.refused}</Cell>
          <Cell column="Cancelled">{row.cancelled}</Cell>
          <Cell column="Last order">{row.lastOrder}</Cell>
        </tr>
      ))}
    </AdminTable>
  );
}

function BlockForm({ row, typed }: { row: CustomerRowView; typed: string }) {
  if (row.block)
    return (
      <Form method="post" className="flex flex-wrap items-center gap-2">
        <input type="hidden" name="intent" value="unblock" />
        <input type="hidden" name="phone" value={row.phone} />
        <span className="rounded-full bg-red-100 px-2.5 py-0.5 text-xs font-semibold text-red-900 ring-1 ring-red-300 ring-inset">
          Blocked
        </span>
        <span className="untrusted-text text-sm">
          {row.block.reason} ({row.block.by}, {row.block.at})
        </span>
        <button type="submit" className="btn-secondary">
          Unblock {row.localPhone}
        </button>
      </Form>
    );
  const reasonId = `block-reason-${row.phone}`;
  return (
    <Form method="post" className="flex flex-wrap items-end gap-2">
      <input type="hidden" name="intent" value="block" />
      <input type="hidden" name="phone" value={row.phone} />
      <div>
        <label htmlFor={reasonId} className="sr-only">
          Reason to block {row.localPhone}
        </label>
        <input
          id={reasonId}
          name="reason"
          required
          maxLength={MAX_BLOCK_REASON_LENGTH}
          defaultValue={typed}
          placeholder="Reason"
          className="field-input"
        />
      </div>
      <button type="submit" className="btn-secondary">
        Block {row.localPhone}
      </button>
    </Form>
  );
}
