import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/node";
import {
  ACCOUNT_PAGES,
  checkResetTokenSchema,
  PASSWORD_CHANGED,
  requestPasswordResetSchema,
  resetPasswordSchema,
} from "../../../contract/auth";
import { checkResetToken, requestPasswordReset, resetPasswordLocally } from "../backend/identity.server";
import { UNAVAILABLE_MESSAGE } from "../backend/client.server";
import { authMode } from "../env.server";
import { toFieldErrors } from "../forms/action-answers.server";
import { parseForm, readForm } from "../forms/form-data.server";
import { assertSameOrigin } from "../security/same-origin.server";
import { flashHeaders, getSession } from "./session.server";
import { accountCallHeaders } from "./site-origin.server";
import { messageTranslations, requestLanguage, stringsOf } from "../i18n/i18n.server";

/** The reset pages' words, and their form errors, in the shopper's language. */
async function resetPageStrings(request: Request) {
  const language = await requestLanguage(request);
  return { strings: stringsOf(language, "auth"), messageTranslations: messageTranslations(language) };
}

// A reset link's page must not be kept by any cache: it carries the token.
const NOT_STORED = { "Cache-Control": "private, no-store" };

/** In Clerk mode Clerk owns account recovery: its sign-in page has "Forgot password?". */
function clerkOwnsRecovery() {
  if (authMode() === "clerk") throw redirect(ACCOUNT_PAGES.signIn);
}

export async function forgotPasswordLoader({ request }: LoaderFunctionArgs) {
  clerkOwnsRecovery();
  return data({ sent: new URL(request.url).searchParams.has("sent"), ...(await resetPageStrings(request)) }, { headers: NOT_STORED });
}

/** Every email gets the same confirmation page; only a rate limit (or an outage) is told on the form. */
export async function forgotPasswordAction({ request, context }: ActionFunctionArgs) {
  clerkOwnsRecovery();
  assertSameOrigin(request);
  const submission = parseForm(await readForm(request), requestPasswordResetSchema);
  if (submission.status !== "success") return data(submission.reply(), { status: 400 });
  // The email is written in the page's language (or the account's saved one, when that is Urdu).
  const language = await requestLanguage(request);
  const answer = await requestPasswordReset({ ...submission.value, language }, accountCallHeaders(request, context));
  if (!answer.ok) return data(submission.reply({ formErrors: [answer.message] }), { status: answer.status });
  return redirect(`${ACCOUNT_PAGES.forgotPassword}?sent`, 303);
}

/** The link's token when it still works, else null (the page then offers a new link). */
export async function resetPasswordLoader({ request }: LoaderFunctionArgs) {
  clerkOwnsRecovery();
  const token = new URL(request.url).searchParams.get("token") ?? "";
  const strings = await resetPageStrings(request);
  if (!checkResetTokenSchema.safeParse({ token }).success) return data({ token: null, ...strings }, { headers: NOT_STORED });
  const answer = await checkResetToken(token);
  if (!answer.ok && answer.status >= 500) throw data({ message: UNAVAILABLE_MESSAGE }, { status: 503, headers: { "Retry-After": "5" } });
  return data({ token: answer.ok ? token : null, ...strings }, { headers: NOT_STORED });
}

/**
 * Sets the new password. The link's account is signed out everywhere, this browser included, and
 * the shopper signs in with the new password: a link alone never opens a session, and the browser
 * gets to offer saving the new password.
 */
export async function resetPasswordAction({ request, context }: ActionFunctionArgs) {
  clerkOwnsRecovery();
  assertSameOrigin(request);
  const submission = parseForm(await readForm(request), resetPasswordSchema);
  const linkDoesNotWork = redirect(ACCOUNT_PAGES.resetPassword, 303);
  if (submission.status !== "success") {
    if (submission.error?.token) return linkDoesNotWork;
    return data(submission.reply({ hideFields: ["password"] }), { status: 400 });
  }
  const language = await requestLanguage(request);
  const answer = await resetPasswordLocally({ ...submission.value, language }, accountCallHeaders(request, context));
  if (!answer.ok) {
    if (answer.status === 404 || answer.fields.token) return linkDoesNotWork;
    const fieldErrors = toFieldErrors(answer.fields);
    const formErrors = Object.keys(fieldErrors).length > 0 ? [] : [answer.message];
    return data(submission.reply({ formErrors, fieldErrors, hideFields: ["password"] }), { status: answer.status });
  }
  const session = await getSession(request);
  for (const key of ["sessionId", "userId", "name", "email"] as const) session.unset(key);
  return redirect(ACCOUNT_PAGES.signIn, {
    status: 303,
    headers: await flashHeaders(request, { kind: "success", text: PASSWORD_CHANGED }, session),
  });
}
