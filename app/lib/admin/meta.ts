import type { MetaDescriptor } from "@remix-run/node";

/**
 * Every operator page: its own title, and never indexed. When the page failed (a shopper's 404),
 * the title is the site's own "Page not found", so nothing names the back office.
 */
export function adminMeta(title: string, error?: unknown): MetaDescriptor[] {
  const shown = error ? "Page not found — Cookware.pk" : `${title} — Cookware.pk operations`;
  return [{ title: shown }, { name: "robots", content: "noindex, nofollow" }];
}
