import type { LoaderFunctionArgs } from "@remix-run/node";
import { env } from "~/lib/env.server";
import { siteOrigin } from "~/lib/site/seo";
import { renderRobots } from "~/lib/site/sitemap.server";

export function loader({ request }: LoaderFunctionArgs) {
  const settings = env();
  return new Response(renderRobots(siteOrigin(request, settings.SITE_URL), settings.PUBLIC_CATALOGUE), {
    headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "public, max-age=3600" },
  });
}
