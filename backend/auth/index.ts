import type { Database } from "../db/client";
import type { BackendEnv } from "../env";
import { createClerkVerifier } from "./clerk-token";
import { createLocalVerifier } from "./local-token";
import { operatorRuleOf, withOperatorRole } from "./operator-role";
import { sessionSecret } from "../../contract/server/session-secret";
import type { SessionCache } from "./session-cache";
import type { TokenVerifier } from "./verifier";

export const isClerkMode = (env: BackendEnv) => Boolean(env.CLERK_SECRET_KEY || env.CLERK_JWT_KEY);

/** Clerk's verifier when Clerk is configured, otherwise the local identity provider's; either decides the operator role. */
export function createTokenVerifier(env: BackendEnv, db: Database, sessionCache?: SessionCache): TokenVerifier {
  const clerkMode = isClerkMode(env);
  const verify = clerkMode ? createClerkVerifier(env) : createLocalVerifier(db, sessionSecret(), { sessionCache });
  return withOperatorRole(verify, operatorRuleOf(env, clerkMode));
}
