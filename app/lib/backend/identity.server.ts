import type { LocalSessionJson, SignInBody, SignUpBody } from "../../../contract/auth";
import { INVALID_INPUT } from "../../../contract/messages";
import { backendFetch } from "./client.server";

export type IdentityAnswer =
  { ok: true; session: LocalSessionJson } | { ok: false; status: number; message: string; fields: Record<string, string> };

const SIGN_IN_UNAVAILABLE = "We could not sign you in just now. Please try again in a moment.";

/**
 * Asks the local identity provider (in the backend) to sign someone in or up. Its refusals are
 * answers the form shows, not errors: wrong password, taken email, too many attempts.
 */
async function callIdentity(path: string, body: SignInBody | SignUpBody, headers?: Record<string, string>): Promise<IdentityAnswer> {
  const response = await backendFetch(path, { method: "POST", body, headers });
  const answer = (await response.json().catch(() => ({}))) as Partial<LocalSessionJson> & {
    error?: string;
    fields?: Record<string, string>;
  };
  if (response.ok && answer.sessionId && answer.user) return { ok: true, session: answer as LocalSessionJson };
  if (response.status >= 500) return { ok: false, status: 503, message: SIGN_IN_UNAVAILABLE, fields: {} };
  return { ok: false, status: response.status, message: answer.error ?? INVALID_INPUT, fields: answer.fields ?? {} };
}

/** `POST /auth/sign-in`. */
export function signInLocally(credentials: SignInBody): Promise<IdentityAnswer> {
  return callIdentity("/auth/sign-in", credentials);
}

/** `POST /auth/sign-up`, with the shopper's signed address for the per-address limit. */
export function signUpLocally(account: SignUpBody, clientAddressHeaders: Record<string, string>): Promise<IdentityAnswer> {
  return callIdentity("/auth/sign-up", account, clientAddressHeaders);
}

/** `POST /auth/sign-out`: revokes the session the token names. */
export async function signOutLocally(token: string): Promise<void> {
  await backendFetch("/auth/sign-out", { method: "POST", token });
}
