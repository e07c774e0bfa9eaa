import type { ReactNode } from "react";

/** A back-office list as a table that scrolls sideways on a phone; `children` are its rows. */
export function AdminTable({ columns, nowrap = false, children }: { columns: string[]; nowrap?: boolean; children: ReactNode }) {
  return (
    <div className="mt-6 overflow-x-auto">
      <table className={`w-full text-left text-sm ${nowrap ? "whitespace-nowrap" : ""}`}>
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
