import { data, redirect } from "@remix-run/node";
import { getViewer, redirectRefusedSessionToSignIn, signInUrl, type AuthArgs, type Viewer } from "../auth/viewer.server";
import { BackendError, isSignInRequired } from "../backend/client.server";
import { fetchOperator } from "../backend/admin-orders.server";

/** The site's own 404: a shopper is never told the back office exists (no 403). */
export const adminNotFound = () => data({ message: "Page not found" }, { status: 404 });

/** The operator's answers are never cached anywhere. */
export const ADMIN_HEADERS = { "Cache-Control": "private, no-store" } as const;

// The admin layout's loader and its page's run on the same request: one question to the backend answers both.
const operatorChecks = new WeakMap<Request, Promise<Viewer>>();

/**
 * Every /admin loader and action starts here: a signed-out visitor goes to sign in, a shopper gets
 * the 404 page, and only a token the backend takes for an operator's goes on. Asked once per request.
 */
export function requireOperator(args: AuthArgs): Promise<Viewer> {
  let check = operatorChecks.get(args.request);
  if (!check) {
    check = checkOperator(args);
    operatorChecks.set(args.request, check);
  }
  return check;
}

async function checkOperator(args: AuthArgs): Promise<Viewer> {
  const viewer = await getViewer(args);
  if (!viewer) throw redirect(signInUrl(args.request));
  try {
    await fetchOperator(viewer.token);
  } catch (error) {
    if (isSignInRequired(error)) throw await redirectRefusedSessionToSignIn(args.request);
    throw asShopperNotFound(error);
  }
  return viewer;
}

/**
 * requireOperator's question without its answers: is this request an operator's? For the storefront
 * server, which grants a photo upload's larger body only to one, before reading a byte of it.
 */
export async function isOperatorRequest(request: Request): Promise<boolean> {
  const viewer = await getViewer({ request });
  if (!viewer) return false;
  return fetchOperator(viewer.token).then(
    () => true,
    () => false,
  );
}

/** A backend refusal of the operator role (403) becomes the 404 page; anything else passes on. */
export function asShopperNotFound(error: unknown): unknown {
  return error instanceof BackendError && error.status === 403 ? adminNotFound() : error;
}
