import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { connectPglite, type DatabaseConnection } from "../db/client";
import { prepareDatabase } from "../db/prepare";
import { DEMO_OPERATOR } from "../db/seed/demo-operator";
import { backendEnvSchema } from "../env";
import { ConfigurationError, parseEnvironment } from "../../contract/server/settings";
import { signLocalToken } from "../../contract/server/local-token";
import { signIn, signUp } from "./local-identity";
import { createLocalVerifier } from "./local-token";
import { operatorRuleOf, withOperatorRole } from "./operator-role";
import type { TokenVerifier } from "./verifier";

const SECRET = "a-test-session-secret-that-is-long-enough-1234";
const envOf = (source: Record<string, string>) => parseEnvironment(backendEnvSchema, source);

describe("operator settings", () => {
  it("reads OPERATOR_EMAILS and OPERATOR_USER_IDS as comma-separated lists", () => {
    const env = envOf({ OPERATOR_EMAILS: " Amna@Cookware.example , bilal@cookware.example,", OPERATOR_USER_IDS: "user_2abc,user_3def" });
    expect(env.OPERATOR_EMAILS).toEqual(["Amna@Cookware.example", "bilal@cookware.example"]);
    expect(env.OPERATOR_USER_IDS).toEqual(["user_2abc", "user_3def"]);
    expect(envOf({}).OPERATOR_EMAILS).toEqual([]);
  });

  it("stops at start with a message naming a wrong entry", () => {
    expect(() => envOf({ OPERATOR_EMAILS: "amna@cookware.example, not-an-email" })).toThrow(ConfigurationError);
    expect(() => envOf({ OPERATOR_EMAILS: "amna@cookware.example, not-an-email" })).toThrow(
      'OPERATOR_EMAILS: must be email addresses separated by commas, got "not-an-email"',
    );
    expect(() => envOf({ OPERATOR_USER_IDS: "user 1" })).toThrow("OPERATOR_USER_IDS");
    expect(() => envOf({ COURIER_TRACKING_URL_TCS: "https://tcs.example/track" })).toThrow("contain {id}");
    expect(envOf({ COURIER_TRACKING_URL_OTHER: "https://courier.example/t/{id}" }).COURIER_TRACKING_URL_OTHER).toBe(
      "https://courier.example/t/{id}",
    );
  });
});

describe("who is an operator", () => {
  const tokenUser: TokenVerifier = async (token) => JSON.parse(token);
  const roleOf = async (verify: TokenVerifier, user: object) => (await verify(JSON.stringify(user)))?.role;

  it("local mode: the listed emails (any case) and the seeded demo operator while SEED_DEMO is on", async () => {
    const verify = withOperatorRole(tokenUser, operatorRuleOf(envOf({ OPERATOR_EMAILS: "amna@cookware.example" }), false));
    expect(await roleOf(verify, { userId: "u1", email: "AMNA@cookware.example" })).toBe("operator");
    expect(await roleOf(verify, { userId: "u2", email: "shopper@cookware.example" })).toBe("shopper");
    expect(await roleOf(verify, { userId: DEMO_OPERATOR.id, email: DEMO_OPERATOR.email })).toBe("operator");
    const noDemo = withOperatorRole(tokenUser, operatorRuleOf(envOf({ SEED_DEMO: "false" }), false));
    expect(await roleOf(noDemo, { userId: DEMO_OPERATOR.id, email: DEMO_OPERATOR.email })).toBe("shopper");
    const live = withOperatorRole(tokenUser, operatorRuleOf(envOf({ SEED_DEMO: "true", SITE_URL: "https://cookware.example" }), false));
    expect(await roleOf(live, { userId: DEMO_OPERATOR.id, email: DEMO_OPERATOR.email })).toBe("shopper");
  });

  it("passes the verifier's options on (a read may reuse its verification of the same token)", async () => {
    const seen: unknown[] = [];
    const recording: TokenVerifier = async (token, options) => (seen.push(options), JSON.parse(token));
    await withOperatorRole(recording, operatorRuleOf(envOf({}), false))(JSON.stringify({ userId: "u1" }), { reuse: true });
    expect(seen).toEqual([{ reuse: true }]);
  });

  it("Clerk mode: the listed user ids or the role claim, never an email", async () => {
    const rule = operatorRuleOf(envOf({ OPERATOR_USER_IDS: "user_2abc", OPERATOR_EMAILS: "amna@cookware.example" }), true);
    const verify = withOperatorRole(tokenUser, rule);
    expect(await roleOf(verify, { userId: "user_2abc" })).toBe("operator");
    expect(await roleOf(verify, { userId: "user_9xyz", role: "operator" })).toBe("operator");
    expect(await roleOf(verify, { userId: "user_9xyz", email: "amna@cookware.example" })).toBe("shopper");
    expect(await roleOf(verify, { userId: DEMO_OPERATOR.id })).toBe("shopper");
    expect(await verify("null")).toBeNull();
  });
});

describe("the demo operator, signed in locally", () => {
  let connection: DatabaseConnection;
  beforeAll(async () => {
    connection = await connectPglite();
    await prepareDatabase(connection, { seedDemo: true });
  });
  afterAll(() => connection.close());

  it("is seeded with the documented password and verified as an operator; a new shopper is not", async () => {
    const verify = withOperatorRole(createLocalVerifier(connection.db, SECRET), operatorRuleOf(envOf({ SEED_DEMO: "true" }), false));
    const operator = await signIn(connection.db, { email: DEMO_OPERATOR.email, password: DEMO_OPERATOR.password });
    const operatorToken = await signLocalToken({ userId: operator.user.id, sessionId: operator.sessionId }, SECRET);
    expect(await verify(operatorToken)).toMatchObject({ userId: DEMO_OPERATOR.id, role: "operator" });

    const shopper = await signUp(connection.db, {
      name: "New Shopper",
      email: "new-shopper@example.com",
      password: "correct-horse-battery",
    });
    const shopperToken = await signLocalToken({ userId: shopper.user.id, sessionId: shopper.sessionId }, SECRET);
    expect(await verify(shopperToken)).toMatchObject({ userId: shopper.user.id, role: "shopper" });
  });
});
