// @ts-check
// Clerk mode with no network (as e2e/account/clerk-mode.spec.ts runs it): our own RSA key pair stands in for
// the Clerk instance's, and the browser's request for clerk-js is answered with a small stand-in.
import { generateKeyPairSync } from "node:crypto";
import { importPKCS8, SignJWT } from "jose";

export const FRONTEND_API = "clerk.example.com";
export const PUBLISHABLE_KEY = `pk_live_${Buffer.from(`${FRONTEND_API}$`).toString("base64")}`;
export const SECRET_KEY = "sk_live_networkless_bench_secret_key_0123456789";

export function rsaKeyPair() {
  const { publicKey, privateKey } = generateKeyPairSync("rsa", { modulusLength: 2048 });
  return {
    publicPem: publicKey.export({ type: "spki", format: "pem" }).toString(),
    privatePem: privateKey.export({ type: "pkcs8", format: "pem" }).toString(),
  };
}

/**
 * The settings of a storefront in Clerk mode that verifies tokens with `publicPem` only.
 * @param {string} publicPem
 */
export function clerkEnv(publicPem) {
  return {
    CLERK_PUBLISHABLE_KEY: PUBLISHABLE_KEY,
    CLERK_SECRET_KEY: SECRET_KEY,
    CLERK_JWT_KEY: publicPem.replace(/\n/g, ""),
  };
}

/**
 * Clerk's two cookies for a signed-in user: `__session` (an RS256 token) and `__client_uat`.
 * @param {string} privatePem
 * @param {{ userId: string, name?: string, email?: string, expiresInSeconds?: number }} user
 */
export async function clerkSessionCookies(
  privatePem,
  { userId, name = "Bench Shopper", email = "bench@example.com", expiresInSeconds = 3600 },
) {
  const now = Math.floor(Date.now() / 1000);
  const token = await new SignJWT({ sid: `sess_${userId}`, name, email })
    .setProtectedHeader({ alg: "RS256", typ: "JWT", kid: "ins_bench" })
    .setSubject(userId)
    .setIssuer(`https://${FRONTEND_API}`)
    .setIssuedAt(now - 5)
    .setNotBefore(now - 10)
    .setExpirationTime(now + expiresInSeconds)
    .sign(await importPKCS8(privatePem, "RS256"));
  return { __session: token, __client_uat: String(now - 5) };
}

// Just enough of clerk-js's surface for ClerkProvider to finish loading without a network.
export const clerkJsStandIn = `
(function () {
  var listeners = [];
  window.Clerk = {
    loaded: false,
    version: "5.0.0-standin",
    // The options it was loaded with (the screens' localization among them), for tests to read.
    load: function (options) { window.__clerkLoadOptions = options; this.loaded = true; listeners.forEach(function (l) { l({}); }); return Promise.resolve(); },
    addListener: function (listener) { listeners.push(listener); return function () {}; },
    addOnLoaded: function (cb) { cb(); },
    on: function () {}, off: function () {},
    __internal_getOption: function () {},
    client: undefined, session: undefined, user: undefined, organization: undefined,
  };
})();
`;
