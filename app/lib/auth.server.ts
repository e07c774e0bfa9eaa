import { redirect, data } from "@remix-run/node";

/** The signed-in shopper, as every loader and action sees them, whichever sign-in mode is on. */
export type Viewer = { userId: string; name: string; email: string; token: string };

type Args = { request: Request; params?: unknown; context?: unknown };

/** PLACEHOLDER until the sign-in issue lands: nobody is signed in. */
export async function getViewer(_args: Args): Promise<Viewer | null> {
  return null;
}

/** Where to send a signed-out visitor so they come back here after signing in. */
export function signInUrl(request: Request): string {
  const url = new URL(request.url);
  return `/sign-in?redirect_url=${encodeURIComponent(url.pathname + url.search)}`;
}

/**
 * The viewer, or a stop: a signed-out page request gets the sign-in prompt (401), a signed-out
 * form post is redirected to sign-in and changes nothing.
 */
export async function requireViewer(args: Args, options: { redirectToSignIn?: boolean } = {}): Promise<Viewer> {
  const viewer = await getViewer(args);
  if (viewer) return viewer;
  if (options.redirectToSignIn || args.request.method !== "GET") throw redirect(signInUrl(args.request));
  throw data({ signInRequired: true, signInUrl: signInUrl(args.request) }, { status: 401 });
}
