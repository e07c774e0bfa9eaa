import { redirect, type LoaderFunctionArgs } from "@remix-run/node";
import { languageCookie } from "~/lib/i18n/i18n.server";
import { isLanguage, LANGUAGE_PARAM, localizedPath } from "~/lib/i18n/languages";
import { safeRedirect } from "~/lib/security/safe-redirect";

/**
 * The header's language switch: a plain GET link, so it works without JavaScript. It remembers the
 * choice in a cookie and goes back to the page it came from (a same-site path only), without a
 * `?lng=` that would override the choice.
 */
export async function loader({ request }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const language = url.searchParams.get(LANGUAGE_PARAM);
  const back = localizedPath(safeRedirect(url.searchParams.get("redirectTo")), "en");
  if (!isLanguage(language)) return redirect(back, { status: 303 });
  return redirect(back, { status: 303, headers: { "Set-Cookie": await languageCookie.serialize(language) } });
}
