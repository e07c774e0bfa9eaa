import { createCookieSessionStorage, type Session } from "@remix-run/node";
import { sessionSecret } from "../../../contract/server/session-secret";

export type { FlashMessage } from "../forms/flash";
import type { FlashMessage } from "../forms/flash";

type SessionData = { sessionId: string; userId: string; name: string; email: string };
type SessionFlash = { flash: FlashMessage };

let storage: ReturnType<typeof createStorage> | undefined;

function createStorage() {
  return createCookieSessionStorage<SessionData, SessionFlash>({
    cookie: {
      name: "__store_session",
      httpOnly: true,
      sameSite: "lax",
      path: "/",
      secrets: [sessionSecret()],
      maxAge: 60 * 60 * 24 * 30,
    },
  });
}

function sessionStorage() {
  storage ??= createStorage();
  return storage;
}

export type StoreSession = Session<SessionData, SessionFlash>;

// Remix hands one Request to every loader of a page: the root's flash, the viewer and the page's
// loader share one parse (and signature check) of the cookie, and one session to change.
const sessionOfRequest = new WeakMap<Request, Promise<StoreSession>>();

export function getSession(request: Request): Promise<StoreSession> {
  let session = sessionOfRequest.get(request);
  if (!session) {
    session = sessionStorage().getSession(request.headers.get("Cookie"));
    sessionOfRequest.set(request, session);
  }
  return session;
}

/** Secure cookies whenever the request came over HTTPS (directly or through a proxy that says so). */
export function isHttps(request: Request): boolean {
  return new URL(request.url).protocol === "https:" || request.headers.get("X-Forwarded-Proto") === "https";
}

export function commitSession(request: Request, session: StoreSession): Promise<string> {
  return sessionStorage().commitSession(session, { secure: isHttps(request) });
}

export function destroySession(request: Request, session: StoreSession): Promise<string> {
  return sessionStorage().destroySession(session, { secure: isHttps(request) });
}

/** Sets a one-time message and answers the Set-Cookie header that carries it. */
export async function flashHeaders(request: Request, message: FlashMessage, session?: StoreSession): Promise<HeadersInit> {
  const current = session ?? (await getSession(request));
  current.flash("flash", message);
  return { "Set-Cookie": await commitSession(request, current) };
}
