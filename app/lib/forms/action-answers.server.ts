import { redirect } from "@remix-run/node";
import { BackendError, failureMessage, isBackendUnavailable, UNAVAILABLE_MESSAGE } from "../backend/client.server";
import { flashHeaders } from "../auth/session.server";
import type { FlashMessage } from "./flash";

/**
 * A failed backend call as a page answers it: the status; one message for a form (the backend's
 * own, or the fallback); the reason alone, for pages that show the fallback as a heading; and the
 * backend's messages by field.
 */
export type BackendFailure = { status: number; message: string; detail?: string; fieldErrors: Record<string, string[]> };

/**
 * What to tell the shopper when a backend call from an action failed: the backend's own 4xx and
 * its message, or 503 when it could not answer. Anything else (a refused token, which shows the
 * sign-in prompt, or a bug) is thrown on.
 */
export function backendFailure(error: unknown, fallback: string): BackendFailure {
  if (!(error instanceof BackendError) && !isBackendUnavailable(error)) throw error;
  const reason = error instanceof BackendError ? error.message : UNAVAILABLE_MESSAGE;
  return {
    status: error instanceof BackendError ? error.status : 503,
    message: failureMessage(error, fallback),
    ...(reason && reason !== fallback ? { detail: reason } : {}),
    fieldErrors: error instanceof BackendError ? toFieldErrors(error.fields) : {},
  };
}

/** The backend's `{ field: message }` as Conform's `{ field: [message] }`. */
export function toFieldErrors(fields: Record<string, string>): Record<string, string[]> {
  return Object.fromEntries(Object.entries(fields).map(([name, message]) => [name, [message]]));
}

/** POST/Redirect/GET: a 303 to `to`, with a one-time message the next page shows. */
export async function redirectWithFlash(request: Request, to: string, message: FlashMessage) {
  return redirect(to, { status: 303, headers: await flashHeaders(request, message) });
}
