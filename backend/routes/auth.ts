import { Hono, type Context } from "hono";
import { decodeJwt } from "jose";
import {
  checkResetTokenSchema,
  INCORRECT_CREDENTIALS,
  RESET_LINK_INVALID,
  RESET_LINK_SENT,
  RESET_REQUESTS_LIMITED,
  signInSchema,
  SIGN_UP_LIMITED,
} from "../../contract/auth";
import { requestPasswordResetBody, resetPasswordBody, signUpBody } from "../../contract/auth-bodies";
import { RESET_REQUESTS_PER_ADDRESS_PER_HOUR, RESET_REQUESTS_PER_EMAIL_PER_HOUR } from "../../contract/limits";
import { SIGN_IN_REQUIRED } from "../../contract/messages";
import { signIn, signOut, signUp } from "../auth/local-identity";
import { isResetTokenValid, requestPasswordReset, resetPassword } from "../auth/password-reset";
import { noticeSignUpAttempt } from "../auth/sign-up-notice";
import type { Database } from "../db/client";
import type { EmailDelivery } from "../email/outbox";
import type { AppEnv } from "../http/context";
import { ApiError } from "../http/errors";
import { parseJsonBody } from "../http/validation";
import type { TokenVerifier } from "../auth/verifier";
import { enforceRateLimit, type RateLimiter } from "../rate-limit";
import type { SignInThrottle } from "../auth/sign-in-throttle";
import { StoreError } from "../store/errors";
import { CLIENT_IP_HEADER, CLIENT_IP_SIGNATURE_HEADER, verifiedClientIp } from "../../contract/server/client-address";
import { linkOrigin } from "../http/site-origin";
import { localSessionJson, okJson } from "./json";
import { refuseCommonPassword } from "../auth/common-passwords";
import { log } from "../../contract/server/log";

export const SIGN_UP_WINDOW_MS = 60 * 60 * 1000;
const HOUR_MS = 60 * 60 * 1000;

export type AuthRouteDeps = {
  rateLimiter: RateLimiter;
  signInThrottle: SignInThrottle;
  signUpLimitPerHour: number;
  clientAddressSecret: () => string;
  emailDelivery: EmailDelivery;
  /** SITE_URL: where links in emails point; without it, the origin the storefront signs. */
  siteUrl: string | undefined;
  /** Awaited once sessions end (sign-out, password reset): then no process answers from what it kept of them. */
  sessionsEnded?: (userId: string) => Promise<void>;
};

/**
 * The local identity provider (used when Clerk is not configured): sign-up, sign-in, sign-out and
 * password reset. The storefront keeps the session id in a signed cookie and mints short-lived
 * bearer tokens from it.
 */
export function authRoutes(db: Database, verifyToken: TokenVerifier, deps: AuthRouteDeps) {
  const signUpRule = { bucket: "sign-up", limit: deps.signUpLimitPerHour, windowMs: SIGN_UP_WINDOW_MS };
  const resetPerEmail = { bucket: "reset-request-email", limit: RESET_REQUESTS_PER_EMAIL_PER_HOUR, windowMs: HOUR_MS };
  const resetPerAddress = { bucket: "reset-request-address", limit: RESET_REQUESTS_PER_ADDRESS_PER_HOUR, windowMs: HOUR_MS };
  const clientIp = (c: Context) =>
    verifiedClientIp(c.req.header(CLIENT_IP_HEADER), c.req.header(CLIENT_IP_SIGNATURE_HEADER), deps.clientAddressSecret);
  const siteOrigin = (c: Context) => linkOrigin(c, deps.siteUrl, deps.clientAddressSecret);

  return (
    new Hono<AppEnv>()
      .post("/sign-up", async (c) => {
        const input = await parseJsonBody(c, signUpBody);
        refuseCommonPassword(input.password);
        await enforceRateLimit(deps.rateLimiter, signUpRule, clientIp(c), SIGN_UP_LIMITED);
        try {
          const session = await signUp(db, input);
          return c.json(localSessionJson(session), 201);
        } catch (error) {
          if (error instanceof StoreError && error.kind === "conflict") {
            if (await noticeSignUpAttempt(db, deps.rateLimiter, input.email, siteOrigin(c), input.language)) deps.emailDelivery.schedule();
          }
          throw error;
        }
      })
      .post("/sign-in", async (c) => {
        const input = await parseJsonBody(c, signInSchema, INCORRECT_CREDENTIALS);
        const session = await signIn(db, input, deps.signInThrottle);
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
        if (typeof sessionId === "string" && (await signOut(db, sessionId, user.userId))) await deps.sessionsEnded?.(user.userId);
        return c.json(okJson);
      })
      // The same answer whether or not the email has an account; both limits count every email alike.
      .post("/password-reset/request", async (c) => {
        const { email, language } = await parseJsonBody(c, requestPasswordResetBody);
        await enforceRateLimit(deps.rateLimiter, resetPerAddress, clientIp(c), RESET_REQUESTS_LIMITED);
        await enforceRateLimit(deps.rateLimiter, resetPerEmail, email, RESET_REQUESTS_LIMITED);
        const origin = siteOrigin(c);
        if (!origin) log().warn("[backend] password reset link not sent: SITE_URL is not set and the storefront named no site");
        else if (await requestPasswordReset(db, email, origin, language)) deps.emailDelivery.schedule();
        return c.json({ message: RESET_LINK_SENT });
      })
      .post("/password-reset/check", async (c) => {
        const { token } = await parseJsonBody(c, checkResetTokenSchema);
        if (!(await isResetTokenValid(db, token))) throw new StoreError("not-found", RESET_LINK_INVALID);
        return c.json(okJson);
      })
      .post("/password-reset", async (c) => {
        const input = await parseJsonBody(c, resetPasswordBody);
        refuseCommonPassword(input.password);
        const { userId } = await resetPassword(db, input, { throttle: deps.signInThrottle, siteOrigin: siteOrigin(c) });
        await deps.sessionsEnded?.(userId);
        deps.emailDelivery.schedule();
        return c.json(okJson);
      })
  );
}
