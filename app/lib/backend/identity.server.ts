import type { LocalSessionJson, SignInBody } from "../../../contract/auth";
import type { RequestPasswordResetBody, ResetPasswordBody, SignUpBody } from "../../../contract/auth-bodies";
import { INVALID_INPUT } from "../../../contract/messages";
import { backendFetch } from "./client.server";
import { readJson } from "../../../contract/server/kept-json-text";

type Refusal = { ok: false; status: number; message: string; fields: Record<string, string> };
export type IdentityAnswer = { ok: true; session: LocalSessionJson } | Refusal;
export type AccountAnswer = { ok: true } | Refusal;

const SIGN_IN_UNAVAILABLE = "We could not sign you in just now. Please try again in a moment.";
const ACCOUNT_UNAVAILABLE = "We could not do that just now. Please try again in a moment.";

type BackendAnswer = { error?: string; fields?: Record<string, string> };

function refusal(response: Response, answer: BackendAnswer, unavailable: string): Refusal {
  if (response.status >= 500) return { ok: false, status: 503, message: unavailable, fields: {} };
  return { ok: false, status: response.status, message: answer.error ?? INVALID_INPUT, fields: answer.fields ?? {} };
}

async function post(path: string, body: unknown, headers?: Record<string, string>) {
  const response = await backendFetch(path, { method: "POST", body, headers });
  return { response, answer: (await readJson(response).catch(() => ({}))) as BackendAnswer & Partial<LocalSessionJson> };
}

/**
 * Asks the local identity provider (in the backend) to sign someone in or up. Its refusals are
 * answers the form shows, not errors: wrong password, taken email, too many attempts.
 */
async function callIdentity(path: string, body: SignInBody | SignUpBody, headers?: Record<string, string>): Promise<IdentityAnswer> {
  const { response, answer } = await post(path, body, headers);
  if (response.ok && answer.sessionId && answer.user) return { ok: true, session: answer as LocalSessionJson };
  return refusal(response, answer, SIGN_IN_UNAVAILABLE);
}

/** The password reset calls: an empty success, or a refusal the page shows. */
async function callAccount(path: string, body: unknown, headers?: Record<string, string>): Promise<AccountAnswer> {
  const { response, answer } = await post(path, body, headers);
  return response.ok ? { ok: true } : refusal(response, answer, ACCOUNT_UNAVAILABLE);
}

/** `POST /auth/sign-in`. */
export function signInLocally(credentials: SignInBody): Promise<IdentityAnswer> {
  return callIdentity("/auth/sign-in", credentials);
}

/**
 * `POST /auth/sign-up`, with the shopper's signed address for the per-address limit and the site's
 * signed origin for the links of the email an existing account's owner gets.
 */
export function signUpLocally(account: SignUpBody, headers: Record<string, string>): Promise<IdentityAnswer> {
  return callIdentity("/auth/sign-up", account, headers);
}

/** `POST /auth/sign-out`: revokes the session the token names. */
export async function signOutLocally(token: string): Promise<void> {
  await backendFetch("/auth/sign-out", { method: "POST", token });
}

/** `POST /auth/password-reset/request`: the same success for every email; refused only when rate-limited. */
export function requestPasswordReset(body: RequestPasswordResetBody, headers: Record<string, string>): Promise<AccountAnswer> {
  return callAccount("/auth/password-reset/request", body, headers);
}

/** `POST /auth/password-reset/check`: whether a reset link still works (404 when not). */
export function checkResetToken(token: string): Promise<AccountAnswer> {
  return callAccount("/auth/password-reset/check", { token });
}

/** `POST /auth/password-reset`: sets the new password and ends every session of the account. */
export function resetPasswordLocally(body: ResetPasswordBody, headers: Record<string, string>): Promise<AccountAnswer> {
  return callAccount("/auth/password-reset", body, headers);
}
