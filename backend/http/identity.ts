import type { Context, MiddlewareHandler } from "hono";
import type { SessionCache } from "../auth/session-cache";
import type { TokenVerifier, VerifiedUser } from "../auth/verifier";
import type { Database } from "../db/client";
import { ensureUserRow } from "../store/users";
import { SIGN_IN_REQUIRED } from "../../contract/messages";
import type { AppEnv } from "./context";
import { ApiError } from "./errors";

function bearerToken(c: Context): string | null {
  const header = c.req.header("Authorization");
  const match = header ? /^Bearer[ ]+(\S+)\s*$/i.exec(header) : null;
  return match ? match[1] : null;
}

function signInRequired() {
  return new ApiError(401, SIGN_IN_REQUIRED, undefined, { "WWW-Authenticate": "Bearer" });
}

/**
 * Verifies the bearer token and makes sure the user has a row (created on their first call).
 * `required: false` lets visitors through with no user, also when their token is not valid.
 */
export function createIdentify(verifyToken: TokenVerifier, db: Database, sessionCache?: SessionCache) {
  return function identify(options: { required: boolean }): MiddlewareHandler<AppEnv> {
    return async (c, next) => {
      const token = bearerToken(c);
      const isRead = c.req.method === "GET" || c.req.method === "HEAD";
      const user = token ? await verifyToken(token, { reuse: isRead }) : null;
      if (!user && options.required) throw signInRequired();
      // A Clerk user's first call makes their row; a local session was read joined to it already.
      if (user && !user.rowExists) await ensureUserRow(db, user);
      c.set("user", user ?? undefined);
      if (isRead || !user || !sessionCache) return next();
      try {
        await next();
      } finally {
        // The database announces this write too, but from PostgreSQL the announcement arrives on
        // its own connection a moment later: the writer's next page must not see the state before it.
        sessionCache.forgetUser(user.userId);
      }
    };
  };
}

export type Identify = ReturnType<typeof createIdentify>;

/** The signed-in user of a route behind `identify({ required: true })`. */
export function signedInUser(c: Context<AppEnv>): VerifiedUser {
  const user = c.get("user");
  if (!user) throw signInRequired();
  return user;
}
