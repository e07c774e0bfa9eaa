import { eq, sql } from "drizzle-orm";
import { expect, it, onTestFinished } from "vitest";
import { RESET_LINK_INVALID, RESET_LINK_SENT, RESET_REQUESTS_LIMITED } from "../../contract/auth";
import { RESET_REQUESTS_PER_ADDRESS_PER_HOUR, RESET_REQUESTS_PER_EMAIL_PER_HOUR } from "../../contract/limits";
import { clientIpHeaders } from "../../contract/server/client-address";
import { signLocalToken } from "../../contract/server/local-token";
import { siteOriginHeaders } from "../../contract/server/site-origin";
import { passwordResetTokens } from "../db/schema";
import { describeOnEachDatabase } from "../test/harness";
import { createLocalVerifier } from "./local-token";
import { hashResetToken } from "./password-reset";
import { fromShopper, passwordResetApp, SECRET, SITE } from "../test/password-reset-app";
import { captureLog } from "../../contract/server/log";

describeOnEachDatabase("password reset", (backend) => {
  const { makeApp, call, signUp, signIn, requestReset, reset, sentMail, tokenIn, linkFor } = passwordResetApp(backend);

  it("answers the same for an email with an account and one without, and mails only the account's owner", async () => {
    await signUp("owner@example.com");
    await sentMail();
    const known = await requestReset("Owner@Example.com ");
    const unknown = await requestReset("nobody@example.com");
    expect([known.status, known.body]).toEqual([200, { message: RESET_LINK_SENT }]);
    expect([unknown.status, unknown.body]).toEqual([known.status, known.body]);

    const mails = await sentMail();
    expect(mails.map((mail) => mail.to)).toEqual(["owner@example.com"]);
    expect(mails[0].subject).not.toContain("token");
    const token = tokenIn(mails[0].text)!;
    expect(mails[0].text).toContain(`${SITE}/reset-password?token=${token}`);
    expect(token.length).toBeGreaterThanOrEqual(43);

    // Only the token's digest is stored.
    const rows = await backend.db.select().from(passwordResetTokens);
    expect(rows).toHaveLength(1);
    expect(rows[0].tokenHash).toBe(hashResetToken(token));
    expect(JSON.stringify(rows)).not.toContain(token);
  });

  it("sets the new password with the link once, ends every session of the account and tells the owner", async () => {
    const first = (await signUp("owner@example.com")).body;
    const second = (await signIn("owner@example.com", "the-old-password")).body;
    const verify = createLocalVerifier(backend.db, SECRET);
    const tokens = await Promise.all(
      [first, second].map((session) => signLocalToken({ userId: session.user.id, sessionId: session.sessionId }, SECRET)),
    );
    for (const token of tokens) expect(await verify(token)).not.toBeNull();

    const token = await linkFor("owner@example.com");
    expect((await call("/auth/password-reset/check", { token })).status).toBe(200);
    const done = await reset(token, "a-brand-new-password");
    expect(done.status).toBe(200);

    for (const token of tokens) expect(await verify(token)).toBeNull();
    expect((await signIn("owner@example.com", "the-old-password")).status).toBe(401);
    expect((await signIn("owner@example.com", "a-brand-new-password")).status).toBe(200);
    const [notice] = await sentMail();
    expect(notice).toMatchObject({ to: "owner@example.com", subject: "Your Cookware.pk password was changed" });
    expect(notice.text).toContain(`${SITE}/forgot-password`);

    // The link works once.
    const again = await reset(token, "yet-another-password");
    expect([again.status, again.body.error]).toEqual([404, RESET_LINK_INVALID]);
    expect((await call("/auth/password-reset/check", { token })).status).toBe(404);
    expect((await signIn("owner@example.com", "yet-another-password")).status).toBe(401);
  });

  it("lets only one of two parallel resets with the same link through", async () => {
    await signUp("owner@example.com");
    const token = await linkFor("owner@example.com");
    const answers = await Promise.all([reset(token, "password-number-one"), reset(token, "password-number-two")]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 404]);
  });

  it("refuses a link after 30 minutes", async () => {
    await signUp("owner@example.com");
    const token = await linkFor("owner@example.com");
    await backend.db
      .update(passwordResetTokens)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(passwordResetTokens.tokenHash, hashResetToken(token)));
    expect((await call("/auth/password-reset/check", { token })).status).toBe(404);
    expect((await reset(token, "a-brand-new-password")).status).toBe(404);
    expect((await signIn("owner@example.com", "the-old-password")).status).toBe(200);
  });

  it("expires a link 30 minutes after it was asked for", async () => {
    await signUp("owner@example.com");
    await linkFor("owner@example.com");
    const [row] = await backend.db
      .select({
        minutes: sql<number>`extract(epoch from (${passwordResetTokens.expiresAt} - ${passwordResetTokens.createdAt})) / 60`.mapWith(
          Number,
        ),
      })
      .from(passwordResetTokens);
    expect(row.minutes).toBe(30);
  });

  it("lets a new request supersede the older link", async () => {
    await signUp("owner@example.com");
    const older = await linkFor("owner@example.com");
    const newer = await linkFor("owner@example.com");
    expect(newer).not.toBe(older);
    expect((await reset(older, "a-brand-new-password")).status).toBe(404);
    expect((await reset(newer, "a-brand-new-password")).status).toBe(200);
  });

  it("keeps the sign-up password rules and the link when the new password is refused", async () => {
    await signUp("owner@example.com");
    const token = await linkFor("owner@example.com");
    const short = await reset(token, "short");
    expect(short.status).toBe(400);
    expect(short.body.fields).toEqual({ password: "Use at least 8 characters" });
    expect((await reset(token, "x".repeat(201))).status).toBe(400);
    expect((await reset(token, "long-enough-now")).status).toBe(200);
  });

  it.each([
    ["", "missing"],
    ["not a token!", "malformed"],
    ["x".repeat(101), "too long"],
    ["a".repeat(43), "unknown"],
  ])("refuses a %s token (%s) without a server error", async (token) => {
    const answer = await reset(token, "a-brand-new-password");
    expect([400, 404]).toContain(answer.status);
    expect(answer.body.error === RESET_LINK_INVALID || answer.body.fields?.token === RESET_LINK_INVALID).toBe(true);
  });

  it("forgets the failed sign-ins that locked the email once the password is reset", async () => {
    await signUp("owner@example.com");
    for (let attempt = 0; attempt < 5; attempt += 1) await signIn("owner@example.com", "wrong-password");
    expect((await signIn("owner@example.com", "the-old-password")).status).toBe(429);
    await reset(await linkFor("owner@example.com"), "a-brand-new-password");
    expect((await signIn("owner@example.com", "a-brand-new-password")).status).toBe(200);
  });

  it(`limits requests to ${RESET_REQUESTS_PER_EMAIL_PER_HOUR} an hour per email, whether or not it has an account`, async () => {
    await signUp("owner@example.com");
    for (const email of ["owner@example.com", "nobody@example.com"]) {
      for (let index = 0; index < RESET_REQUESTS_PER_EMAIL_PER_HOUR; index += 1) {
        expect((await requestReset(email, clientIpHeaders(`198.51.100.${index}`, SECRET))).status).toBe(200);
      }
      const refused = await requestReset(email, clientIpHeaders("198.51.100.99", SECRET));
      expect([refused.status, refused.body.error]).toEqual([429, RESET_REQUESTS_LIMITED]);
      expect(Number(refused.headers.get("Retry-After"))).toBeGreaterThan(0);
    }
  });

  it(`limits requests to ${RESET_REQUESTS_PER_ADDRESS_PER_HOUR} an hour per client address`, async () => {
    for (let index = 0; index < RESET_REQUESTS_PER_ADDRESS_PER_HOUR; index += 1) {
      expect((await requestReset(`someone-${index}@example.com`)).status).toBe(200);
    }
    expect((await requestReset("one-more@example.com")).status).toBe(429);
    expect((await requestReset("one-more@example.com", clientIpHeaders("198.51.100.7", SECRET))).status).toBe(200);
  });

  it("without SITE_URL, links point to the origin the storefront signed, and to none it did not", async () => {
    await signUp("owner@example.com");
    await sentMail();
    const withoutSiteUrl = makeApp(undefined);
    const signed = { ...fromShopper, ...siteOriginHeaders("http://127.0.0.1:3300", SECRET) };
    expect((await requestReset("owner@example.com", signed, withoutSiteUrl)).status).toBe(200);
    expect((await sentMail())[0].text).toContain("http://127.0.0.1:3300/reset-password?token=");

    const logged = captureLog();
    onTestFinished(logged.restore);
    const forged = { ...fromShopper, ...siteOriginHeaders("https://evil.example", "a guessed secret") };
    const answer = await requestReset("owner@example.com", forged, withoutSiteUrl);
    expect([answer.status, answer.body]).toEqual([200, { message: RESET_LINK_SENT }]);
    expect(await sentMail()).toEqual([]);
    expect(logged.lines()).toContainEqual(expect.objectContaining({ level: 40, msg: expect.stringContaining("SITE_URL is not set") }));
  });

  // Issue 14, #9: sign-up still says the email is taken, and the owner hears of it.
  it("tells an account's owner by email, at most once an hour, that someone tried to sign up with their email", async () => {
    await signUp("owner@example.com");
    const taken = await signUp("owner@example.com", "someone-elses-password");
    expect(taken.status).toBe(409);
    expect(taken.body.fields).toEqual({ email: "An account with this email already exists" });
    const [notice, ...others] = await sentMail();
    expect(others).toEqual([]);
    expect(notice).toMatchObject({ to: "owner@example.com", subject: "Someone tried to create a Cookware.pk account with your email" });
    expect(notice.text).toContain(`${SITE}/sign-in`);
    expect(notice.text).toContain(`${SITE}/forgot-password`);

    expect((await signUp("owner@example.com", "someone-elses-password")).status).toBe(409);
    expect(await sentMail()).toEqual([]);
    expect((await signIn("owner@example.com", "the-old-password")).status).toBe(200);
  });
});
