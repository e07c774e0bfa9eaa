import { createCookieSessionStorage, createSession, type Session } from "@remix-run/node";
import { sessionSecret } from "../../../contract/server/session-secret";
import { oncePerRequest } from "../request-scope.server";

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

// A shopper sends the same cookie with every page until it changes: what a cookie text carries is
// parsed, and its signature checked, once. Each request still gets a session of its own to change.
// At most a million characters of cookie texts are kept (a few MB); then all are let go.
const MAX_KEPT_COOKIE_CHARACTERS = 1_000_000;
const keptCookieData = new Map<string, Promise<StoreSession["data"]>>();
let keptCookieCharacters = 0;

function sessionDataOf(cookieHeader: string): Promise<StoreSession["data"]> {
  let data = keptCookieData.get(cookieHeader);
  if (!data) {
    data = sessionStorage()
      .getSession(cookieHeader)
      .then((session) => session.data);
    if (keptCookieCharacters + cookieHeader.length > MAX_KEPT_COOKIE_CHARACTERS) {
      keptCookieData.clear();
      keptCookieCharacters = 0;
    }
    keptCookieData.set(cookieHeader, data);
    keptCookieCharacters += cookieHeader.length;
    data.catch(() => keptCookieData.delete(cookieHeader));
  }
  return data;
}

/**
 * The request's session: the root's flash, the viewer and the page's loader share one session to
 * change when they pass the loader's `context` (app/lib/request-scope.server.ts).
 */
export function getSession(request: Request, context?: unknown): Promise<StoreSession> {
  return oncePerRequest({ request, context }, "session", () => {
    const cookieHeader = request.headers.get("Cookie");
    return cookieHeader ? sessionDataOf(cookieHeader).then((data) => createSession(data)) : sessionStorage().getSession(null);
  });
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
