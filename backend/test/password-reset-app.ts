/** The password reset's tests' app (signed client addresses, a site URL) and the shopper's calls to it. */
import { beforeEach, expect } from "vitest";
import { clientIpHeaders } from "../../contract/server/client-address";
import type { BackendApp } from "../app";
import type { TestBackend } from "./harness";

export const SECRET = "a-test-session-secret-that-is-long-enough-1234";
export const SITE = "https://shop.example";
export const fromShopper = clientIpHeaders("203.0.113.9", SECRET);

/** Before each test: a fresh store and an app at `SITE`. Answers the calls, made from the shopper's address. */
export function passwordResetApp(backend: TestBackend) {
  let app: BackendApp;
  const makeApp = (siteUrl?: string) => backend.createApp({ publicCatalogue: false }, { clientAddressSecret: () => SECRET, siteUrl });
  beforeEach(async () => {
    await backend.reset();
    app = makeApp(SITE);
  });

  const call = (path: string, body: unknown, headers: Record<string, string> = fromShopper, on = app) =>
    backend.call("POST", path, { body, headers }, on);
  const signUp = (email: string, password = "the-old-password", language?: string) =>
    call("/auth/sign-up", { name: "Ayesha Khan", email, password, language });
  const signIn = (email: string, password: string) => call("/auth/sign-in", { email, password });
  const requestReset = (email: string, headers?: Record<string, string>, on?: BackendApp, language?: string) =>
    call("/auth/password-reset/request", { email, language }, headers, on);
  const reset = (token: string, password: string, language?: string) => call("/auth/password-reset", { token, password, language });

  async function sentMail() {
    await backend.emailDelivery.idle();
    return backend.mailer.sent.splice(0);
  }
  const tokenIn = (text: string) => /\/reset-password\?token=([\w-]+)/.exec(text)?.[1];

  async function linkFor(email: string) {
    expect((await requestReset(email)).status).toBe(200);
    const [mail] = (await sentMail()).filter((sent) => sent.subject === "Reset your Cookware.pk password");
    expect(mail.to).toBe(email);
    return tokenIn(mail.text)!;
  }

  return { makeApp, call, signUp, signIn, requestReset, reset, sentMail, tokenIn, linkFor };
}
