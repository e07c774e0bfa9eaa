import { data, redirect } from "@remix-run/node";
import { signLocalToken } from "../../../contract/server/local-token";
import { sessionSecret } from "../../../contract/server/session-secret";
import { clerkViewer } from "./clerk-viewer.server";
import { authMode } from "../env.server";
import { noteUser } from "../log/request-context.server";
import { oncePerRequest } from "../request-scope.server";
import { destroySession, getSession } from "./session.server";
import { accountUrl } from "./account-links";

/** The signed-in shopper, as every loader and action sees them, whichever sign-in mode is on. */
export type Viewer = { userId: string; name: string; email: string; token: string };

export type AuthArgs = { request: Request; params?: unknown; context?: unknown };

/**
 * Who is asking, and the bearer token to call the backend with; null for a signed-out visitor. The
 * root's and the page's loaders share one session read and one minted token (so the backend
 * verifies it once) through their load context (app/lib/request-scope.server.ts).
 */
export function getViewer(args: AuthArgs): Promise<Viewer | null> {
  return oncePerRequest(args, "viewer", () =>
    readViewer(args).then((viewer) => {
      // The request's log line names who it was served to.
      noteUser(args.context, viewer?.userId);
      return viewer;
    }),
  );
}

async function readViewer(args: AuthArgs): Promise<Viewer | null> {
  if (authMode() === "clerk") return clerkViewer(args);
  const session = await getSession(args.request, args.context);
  const sessionId = session.get("sessionId");
  const userId = session.get("userId");
  if (!sessionId || !userId) return null;
  const token = await signLocalToken({ userId, sessionId }, sessionSecret());
  return { userId, name: session.get("name") ?? "", email: session.get("email") ?? "", token };
}

/** Where to send a signed-out visitor so they come back here after signing in. */
export function signInUrl(request: Request): string {
  const url = new URL(request.url);
  return accountUrl("/sign-in", url.pathname + url.search);
}

/** The sign-in prompt a guarded page shows a signed-out visitor (rendered by the error boundary). */
export function signInRequired(request: Request) {
  return data({ signInRequired: true, signInUrl: signInUrl(request) }, { status: 401 });
}

/**
 * The viewer, or a stop: a signed-out page request gets the sign-in prompt (401) and its loader
 * calls nothing more; a signed-out form post is redirected to sign-in and changes nothing.
 */
export async function requireViewer(args: AuthArgs, options: { redirectToSignIn?: boolean } = {}): Promise<Viewer> {
  const viewer = await getViewer(args);
  if (viewer) return viewer;
  if (options.redirectToSignIn || args.request.method !== "GET") throw redirect(signInUrl(args.request));
  throw signInRequired(args.request);
}

/**
 * For a page that sends signed-out visitors to sign in: the backend refused the session's token
 * (signed out, revoked), so the cookie is forgotten and the visitor sent to sign in, as with no
 * cookie. Kept, the cookie would have the sign-in page take them for signed in and send them back.
 */
export async function redirectRefusedSessionToSignIn(request: Request) {
  const cookie = await destroySession(request, await getSession(request));
  return redirect(signInUrl(request), { headers: { "Set-Cookie": cookie } });
}
