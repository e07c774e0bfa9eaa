import type { ReactNode } from "react";

/**
 * Text that is English on every page, whatever the page's language: the catalogue's product names.
 * A screen reader then reads it with an English voice, and it runs left to right within Urdu. An
 * operator's Urdu name passes `lang="ur"` (contract/catalogue-language.ts), and runs right to left.
 */
export function English({ children, lang = "en" }: { children: ReactNode; lang?: string }) {
  return (
    <span lang={lang} dir="auto">
      {children}
    </span>
  );
}
