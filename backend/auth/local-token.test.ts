import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SignJWT } from "jose";
import { connectPglite, type DatabaseConnection } from "../db/client";
import { prepareDatabase } from "../db/prepare";
import { signIn, signOut, signUp } from "./local-identity";
import { signLocalToken } from "../../contract/server/local-token";
import { createLocalVerifier } from "./local-token";
import { ageFailedSignIns } from "./sign-in-throttle";
import { eq } from "drizzle-orm";
import { cartItems, users } from "../db/schema";
import { createProduct, setVariant } from "../test/fixtures";

const SECRET = "a-test-session-secret-that-is-long-enough-1234";
let connection: DatabaseConnection;

beforeAll(async () => {
  connection = await connectPglite();
  await prepareDatabase(connection, { seedDemo: false });
});

afterAll(() => connection.close());

async function newAccount(label: string) {
  const email = `${label}-${Math.random().toString(36).slice(2)}@example.com`;
  return signUp(connection.db, { name: `Shopper ${label}`, email, password: "correct-horse-battery" });
}

describe("local bearer tokens", () => {
  it("accepts a fresh token of an open session and names its user", async () => {
    const session = await newAccount("fresh");
    const verify = createLocalVerifier(connection.db, SECRET);
    const token = await signLocalToken({ userId: session.user.id, sessionId: session.sessionId }, SECRET);
    await expect(verify(token)).resolves.toEqual({
      userId: session.user.id,
      name: "Shopper fresh",
      email: session.user.email,
      rowExists: true,
      cartCount: 0,
      language: null,
    });
  });

  it("reads the shopper's saved language with the session", async () => {
    const session = await newAccount("urdu");
    await connection.db.update(users).set({ language: "ur" }).where(eq(users.id, session.user.id));
    const verify = createLocalVerifier(connection.db, SECRET);
    const token = await signLocalToken({ userId: session.user.id, sessionId: session.sessionId }, SECRET);
    await expect(verify(token)).resolves.toMatchObject({ language: "ur" });
  });

  it("refuses an empty or malformed token", async () => {
    const verify = createLocalVerifier(connection.db, SECRET);
    await expect(verify("")).resolves.toBeNull();
    await expect(verify("not.a.jwt")).resolves.toBeNull();
  });

  it("refuses an expired token", async () => {
    const session = await newAccount("expired");
    const verify = createLocalVerifier(connection.db, SECRET);
    const token = await signLocalToken({ userId: session.user.id, sessionId: session.sessionId }, SECRET, -10);
    await expect(verify(token)).resolves.toBeNull();
  });

  it("refuses a token signed with another key", async () => {
    const session = await newAccount("wrongkey");
    const verify = createLocalVerifier(connection.db, SECRET);
    const token = await signLocalToken(
      { userId: session.user.id, sessionId: session.sessionId },
      "another-secret-another-secret-another-secret",
    );
    await expect(verify(token)).resolves.toBeNull();
  });

  it("refuses a token whose claims were forged onto another user's session", async () => {
    const victim = await newAccount("victim");
    const attacker = await newAccount("attacker");
    const verify = createLocalVerifier(connection.db, SECRET);
    const token = await signLocalToken({ userId: victim.user.id, sessionId: attacker.sessionId }, SECRET);
    await expect(verify(token)).resolves.toBeNull();
  });

  it("refuses an unsigned (alg none) token", async () => {
    const session = await newAccount("none");
    const verify = createLocalVerifier(connection.db, SECRET);
    const header = Buffer.from(JSON.stringify({ alg: "none", typ: "JWT" })).toString("base64url");
    const body = Buffer.from(JSON.stringify({ sub: session.user.id, sid: session.sessionId, exp: Date.now() / 1000 + 60 })).toString(
      "base64url",
    );
    await expect(verify(`${header}.${body}.`)).resolves.toBeNull();
    const hs512 = await new SignJWT({ sid: session.sessionId })
      .setProtectedHeader({ alg: "HS512" })
      .setSubject(session.user.id)
      .sign(new TextEncoder().encode(SECRET));
    await expect(verify(hs512)).resolves.toBeNull();
  });

  it("accepts a standard HS256 JWT (as jose signs it), and refuses it with another audience, issuer or a changed payload", async () => {
    const session = await newAccount("standard");
    const verify = createLocalVerifier(connection.db, SECRET);
    const key = new TextEncoder().encode(`local-bearer:${SECRET}`);
    const jwt = (audience: string, issuer: string) =>
      new SignJWT({ sid: session.sessionId })
        .setProtectedHeader({ alg: "HS256", typ: "JWT" })
        .setSubject(session.user.id)
        .setIssuer(issuer)
        .setAudience(audience)
        .setIssuedAt()
        .setExpirationTime("60s")
        .sign(key);
    const good = await jwt("cookware-backend", "cookware-storefront");
    await expect(verify(good)).resolves.toMatchObject({ userId: session.user.id });
    await expect(verify(await jwt("someone-else", "cookware-storefront"))).resolves.toBeNull();
    await expect(verify(await jwt("cookware-backend", "someone-else"))).resolves.toBeNull();
    const [header, , signature] = good.split(".");
    const otherPayload = Buffer.from(
      JSON.stringify({ sid: session.sessionId, sub: "user_other", iss: "cookware-storefront", aud: "cookware-backend", exp: 9999999999 }),
    ).toString("base64url");
    await expect(verify(`${header}.${otherPayload}.${signature}`)).resolves.toBeNull();
  });

  it("refuses every token of a session once it is signed out", async () => {
    const session = await newAccount("revoked");
    const verify = createLocalVerifier(connection.db, SECRET);
    const token = await signLocalToken({ userId: session.user.id, sessionId: session.sessionId }, SECRET);
    await signOut(connection.db, session.sessionId, session.user.id);
    await expect(verify(token)).resolves.toBeNull();
    const minted = await signLocalToken({ userId: session.user.id, sessionId: session.sessionId }, SECRET);
    await expect(verify(minted)).resolves.toBeNull();
  });

  it("mints a different token every time, even for the same session in the same second", async () => {
    const session = await newAccount("unique");
    const claims = { userId: session.user.id, sessionId: session.sessionId };
    expect(await signLocalToken(claims, SECRET)).not.toBe(await signLocalToken(claims, SECRET));
  });

  it("reuses a read's verification for that token only: a sign-out refuses the next request's token at once", async () => {
    const session = await newAccount("reuse");
    const verify = createLocalVerifier(connection.db, SECRET, { reuseMs: 60_000 });
    const claims = { userId: session.user.id, sessionId: session.sessionId };
    const pageToken = await signLocalToken(claims, SECRET);
    await expect(verify(pageToken, { reuse: true })).resolves.toMatchObject({ userId: session.user.id });
    await signOut(connection.db, session.sessionId, session.user.id);
    // The page that was already being served keeps the answer it read at its start…
    await expect(verify(pageToken, { reuse: true })).resolves.toMatchObject({ userId: session.user.id });
    // …but the next request carries a new token, and a write never takes a kept answer.
    await expect(verify(await signLocalToken(claims, SECRET), { reuse: true })).resolves.toBeNull();
    await expect(verify(pageToken, { reuse: false })).resolves.toBeNull();
    await expect(verify(pageToken, { reuse: true })).resolves.toBeNull();
  });

  it("reads the cart's item count with the session", async () => {
    const session = await newAccount("count");
    const product = await createProduct(connection.db);
    await connection.db.insert(cartItems).values({
      id: `line-${session.user.id}`,
      userId: session.user.id,
      productId: product.id,
      variantId: (await setVariant(connection.db, product.id, {})).id,
      quantity: 3,
    });
    const verify = createLocalVerifier(connection.db, SECRET);
    const token = await signLocalToken({ userId: session.user.id, sessionId: session.sessionId }, SECRET);
    await expect(verify(token)).resolves.toMatchObject({ cartCount: 3 });
  });
});

describe("local sign-in", () => {
  it("answers the same message for a wrong password and an unknown email", async () => {
    const session = await newAccount("wrong");
    await expect(signIn(connection.db, { email: session.user.email, password: "nope-nope-nope" })).rejects.toThrow(
      "Incorrect email or password.",
    );
    await expect(signIn(connection.db, { email: `unknown-${Date.now()}@example.com`, password: "nope-nope-nope" })).rejects.toThrow(
      "Incorrect email or password.",
    );
  });

  it("locks an email after five failures in 15 minutes without checking the password, then lets it in again", async () => {
    const session = await newAccount("locked");
    const email = session.user.email;
    for (let attempt = 0; attempt < 5; attempt += 1) {
      await expect(signIn(connection.db, { email, password: "wrong-password" })).rejects.toThrow("Incorrect email or password.");
    }
    await expect(signIn(connection.db, { email, password: "correct-horse-battery" })).rejects.toThrow(
      "Too many attempts. Try again in 15 minutes.",
    );
    await ageFailedSignIns(connection.db, email, 10 * 60 * 1000);
    await expect(signIn(connection.db, { email, password: "correct-horse-battery" })).rejects.toThrow(
      "Too many attempts. Try again in 5 minutes.",
    );
    await ageFailedSignIns(connection.db, email, 5 * 60 * 1000 + 1000);
    const signedIn = await signIn(connection.db, { email, password: "correct-horse-battery" });
    expect(signedIn.user.id).toBe(session.user.id);
  });

  it("refuses a second account with the same email", async () => {
    const session = await newAccount("twice");
    await expect(signUp(connection.db, { name: "Again", email: session.user.email, password: "another-password" })).rejects.toThrow(
      "An account with this email already exists",
    );
  });
});
