import type { ReactNode } from "react";

/** A refusal about the whole page (a stale version, a step not possible), above the forms. */
export function RefusalBanner({ message, children }: { message: string | null | undefined; children?: ReactNode }) {
  if (!message) return null;
  return (
    <div role="alert" className="mt-6 rounded-md border border-red-300 bg-red-50 px-4 py-3 text-red-900">
      <p className="font-medium">{message}</p>
      {children}
    </div>
  );
}
