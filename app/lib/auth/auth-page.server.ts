import { redirect, type LoaderFunctionArgs } from "@remix-run/node";
import { getViewer } from "./viewer.server";
import { authMode } from "../env.server";
import { safeRedirect } from "../security/safe-redirect";
import { messageTranslations, requestLanguage, stringsOf } from "../i18n/i18n.server";

/** What /sign-in and /sign-up need: the mode, and where to go afterwards (a signed-in local user goes there now). */
export async function authPageLoader(args: LoaderFunctionArgs) {
  const redirectTo = safeRedirect(new URL(args.request.url).searchParams.get("redirect_url"));
  if (authMode() === "local" && (await getViewer(args))) throw redirect(redirectTo);
  const language = await requestLanguage(args.request, args.context);
  return { mode: authMode(), redirectTo, strings: stringsOf(language, "auth"), messageTranslations: messageTranslations(language) };
}
