import type { ReactNode } from "react";

type AdminTableProps = { columns: readonly string[]; nowrap?: boolean; stacked?: boolean; children: ReactNode };

/**
 * A back-office list as a table that scrolls sideways on a phone, or with `stacked` shows each row
 * as a card there (its cells then name their column in `data-label`); `children` are its rows.
 */
export function AdminTable({ columns, nowrap = false, stacked = false, children }: AdminTableProps) {
  return (
    <div className="mt-6 overflow-x-auto">
      <table
        className={`w-full text-left text-sm ${nowrap ? (stacked ? "md:whitespace-nowrap" : "whitespace-nowrap") : ""} ${stacked ? "stack-table" : ""}`}
      >
        <thead>
          <tr className="border-b border-line">
            {columns.map((column) => (
              <th key={column} scope="col" className="px-2 py-2 font-semibold">
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>{children}</tbody>
      </table>
    </div>
  );
}

/** A cell of a `stacked` table: on a phone its card names the column before the value. */
export function LabelledCell({ label, className = "", children }: { label: string; className?: string; children: ReactNode }) {
  return (
    <td data-label={label} className={`px-2 py-2 align-top ${className}`}>
      {children}
    </td>
  );
}

/** A row's first cell, naming the row (a screen reader reads it before each of the row's cells). */
export function RowHeader({ className = "", children }: { className?: string; children: ReactNode }) {
  return (
    <th scope="row" className={`px-2 py-2 text-left align-top font-medium ${className}`}>
      {children}
    </th>
  );
}
