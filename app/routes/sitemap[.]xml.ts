import type { LoaderFunctionArgs } from "@remix-run/node";
import { env } from "~/lib/env.server";
import { siteOrigin } from "~/lib/site/seo";
import { cataloguePaths, productPaths, publicPaths, renderSitemap } from "~/lib/site/sitemap.server";

export async function loader({ request }: LoaderFunctionArgs) {
  const settings = env();
  const paths: string[] = [...publicPaths];
  if (settings.PUBLIC_CATALOGUE) paths.push(...cataloguePaths, ...(await productPaths()));
  return new Response(renderSitemap(siteOrigin(request, settings.SITE_URL), paths), {
    headers: { "Content-Type": "application/xml; charset=utf-8", "Cache-Control": "public, max-age=3600" },
  });
}
