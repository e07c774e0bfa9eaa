import type { BackendEnv } from "../env";
import { DEMO_OPERATOR } from "../db/seed/demo-operator";
import type { TokenVerifier, VerifiedUser } from "./verifier";

/** Who is an operator besides tokens that say so themselves (Clerk's "role": "operator" claim). */
export type OperatorRule = { emails: ReadonlySet<string>; userIds: ReadonlySet<string> };

/**
 * Local mode: OPERATOR_EMAILS, and the seeded demo operator while SEED_DEMO is on (by its fixed
 * user id, which no sign-up can take) and the store is not live: with SITE_URL set, an account
 * whose password the README publishes never runs the back office. Clerk mode: OPERATOR_USER_IDS only — an email in a Clerk
 * token is whatever the session-token template puts there, so it grants nothing.
 */
export function operatorRuleOf(env: BackendEnv, clerkMode: boolean): OperatorRule {
  if (clerkMode) return { emails: new Set(), userIds: new Set(env.OPERATOR_USER_IDS) };
  return {
    emails: new Set(env.OPERATOR_EMAILS.map((email) => email.toLowerCase())),
    userIds: new Set(env.SEED_DEMO && !env.SITE_URL ? [DEMO_OPERATOR.id] : []),
  };
}

export function isOperator(user: VerifiedUser, rule: OperatorRule): boolean {
  if (user.role === "operator" || rule.userIds.has(user.userId)) return true;
  return user.email !== undefined && rule.emails.has(user.email.toLowerCase());
}

/** The verifier's user with their role decided: from the token and the rule, never from a request's body. */
export function withOperatorRole(verify: TokenVerifier, rule: OperatorRule): TokenVerifier {
  return async (token, options) => {
    const user = await verify(token, options);
    return user && { ...user, role: isOperator(user, rule) ? "operator" : "shopper" };
  };
}
