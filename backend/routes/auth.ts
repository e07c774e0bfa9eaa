import { Hono } from "hono";
import { decodeJwt } from "jose";
import { INCORRECT_CREDENTIALS, signInSchema, signUpSchema } from "../../contract/auth";
import { SIGN_IN_REQUIRED } from "../../contract/messages";
import { signIn, signOut, signUp } from "../auth/local-identity";
import type { Database } from "../db/client";
import type { AppEnv } from "../http/context";
import { ApiError } from "../http/errors";
import { parseJsonBody } from "../http/validation";
import type { TokenVerifier } from "../auth/verifier";
import { enforceRateLimit, type RateLimiter } from "../rate-limit";
import type { SignInThrottle } from "../auth/sign-in-throttle";
import { CLIENT_IP_HEADER, CLIENT_IP_SIGNATURE_HEADER, verifiedClientIp } from "../../contract/server/client-address";
import { localSessionJson, okJson } from "./json";

export const SIGN_UP_WINDOW_MS = 60 * 60 * 1000;
export const SIGN_UP_LIMITED = "Too many accounts were created from your network in the last hour. Please try again later.";

/**
 * The local identity provider (used when Clerk is not configured): sign-up, sign-in and sign-out.
 * The storefront keeps the session id in a signed cookie and mints short-lived bearer tokens from it.
 */
export function authRoutes(
  db: Database,
  verifyToken: TokenVerifier,
  limits: { rateLimiter: RateLimiter; signInThrottle: SignInThrottle; signUpLimitPerHour: number; clientAddressSecret: () => string },
) {
  const signUpRule = { bucket: "sign-up", limit: limits.signUpLimitPerHour, windowMs: SIGN_UP_WINDOW_MS };
  return new Hono<AppEnv>()
    .post("/sign-up", async (c) => {
      const input = await parseJsonBody(c, signUpSchema);
      const clientIp = verifiedClientIp(
        c.req.header(CLIENT_IP_HEADER),
        c.req.header(CLIENT_IP_SIGNATURE_HEADER),
        limits.clientAddressSecret,
      );
      await enforceRateLimit(limits.rateLimiter, signUpRule, clientIp, SIGN_UP_LIMITED);
      const session = await signUp(db, input);
      return c.json(localSessionJson(session), 201);
    })
    .post("/sign-in", async (c) => {
      const input = await parseJsonBody(c, signInSchema, INCORRECT_CREDENTIALS);
      const session = await signIn(db, input, limits.signInThrottle);
      return c.json(localSessionJson(session));
    })
    .post("/sign-out", async (c) => {
      const token = /^Bearer\s+(\S+)$/i.exec(c.req.header("Authorization") ?? "")?.[1];
      const user = token ? await verifyToken(token) : null;
      if (!token || !user) throw new ApiError(401, SIGN_IN_REQUIRED);
      // A token the verifier accepted but that is no JWT (another verifier's) names no local session.
      let sessionId: unknown;
      try {
        sessionId = decodeJwt(token).sid;
      } catch {
        sessionId = undefined;
      }
      if (typeof sessionId === "string") await signOut(db, sessionId, user.userId);
      return c.json(okJson);
    });
}
