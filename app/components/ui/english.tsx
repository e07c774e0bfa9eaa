import type { ReactNode } from "react";

/**
 * Text that is English on every page, whatever the page's language: the catalogue's product names.
 * A screen reader then reads it with an English voice, and it runs left to right within Urdu.
 */
export function English({ children }: { children: ReactNode }) {
  return (
    <span lang="en" dir="ltr">
      {children}
    </span>
  );
}
