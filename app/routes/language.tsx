import { redirect, type LoaderFunctionArgs } from "@remix-run/node";
import { getViewer } from "~/lib/auth/viewer.server";
import { saveLanguage } from "~/lib/backend/profile.server";
import { languageCookie } from "~/lib/i18n/i18n.server";
import { isLanguage, LANGUAGE_PARAM, localizedPath } from "~/lib/i18n/languages";
import { safeRedirect } from "~/lib/security/safe-redirect";

/**
 * The header's language switch: a plain GET link, so it works without JavaScript. It remembers the
 * choice in a cookie and goes back to the page it came from (a same-site path only), without a
 * `?lng=` that would override the choice. A signed-in shopper's choice is saved on their profile
 * too, so a new device or a cleared cookie finds it (after `?lng=` and the cookie, before
 * Accept-Language); when that save fails, the cookie still holds the choice here.
 */
export async function loader(args: LoaderFunctionArgs) {
  const { request } = args;
  const url = new URL(request.url);
  const language = url.searchParams.get(LANGUAGE_PARAM);
  const back = localizedPath(safeRedirect(url.searchParams.get("redirectTo")), "en");
  if (!isLanguage(language)) return redirect(back, { status: 303 });
  const viewer = await getViewer(args);
  if (viewer) await saveLanguage(viewer.token, language).catch(() => undefined);
  return redirect(back, { status: 303, headers: { "Set-Cookie": await languageCookie.serialize(language) } });
}
