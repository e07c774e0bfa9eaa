import type { MetaDescriptor } from "@remix-run/node";

/** Every operator page: its own title, and never indexed. */
export function adminMeta(title: string): MetaDescriptor[] {
  return [{ title: `${title} — Cookware.pk operations` }, { name: "robots", content: "noindex, nofollow" }];
}
