import { generateKeyPairSync } from "node:crypto";
import { createServer, type IncomingMessage, type Server } from "node:http";
import { expect, test } from "@playwright/test";
import { importPKCS8, SignJWT } from "jose";
import { freePort, newDataDir, startBackend, startStorefront, type RunningProcess } from "../support/processes";
import { clerkJsStandIn } from "../../bench/lib/clerk-networkless.mjs";
import { clerkUrdu } from "../../app/lib/auth/clerk-urdu";

// Clerk mode with no network: our own RSA key pair stands in for the Clerk instance's.
const FRONTEND_API = "clerk.example.com";
const PUBLISHABLE_KEY = `pk_live_${Buffer.from(`${FRONTEND_API}$`).toString("base64")}`;
const SECRET_KEY = "sk_live_networkless_test_secret_key_0123456789";

function rsaKeyPair() {
  const { publicKey, privateKey } = generateKeyPairSync("rsa", { modulusLength: 2048 });
  return {
    publicPem: publicKey.export({ type: "spki", format: "pem" }).toString(),
    privatePem: privateKey.export({ type: "pkcs8", format: "pem" }).toString(),
  };
}

const instanceKeys = rsaKeyPair();
const strangerKeys = rsaKeyPair();

async function sessionToken(privatePem: string, options: { userId: string; expiresInSeconds?: number; name?: string; email?: string }) {
  const now = Math.floor(Date.now() / 1000);
  const expiresIn = options.expiresInSeconds ?? 600;
  const token = await new SignJWT({ sid: `sess_${options.userId}`, name: options.name, email: options.email })
    .setProtectedHeader({ alg: "RS256", typ: "JWT", kid: "ins_test" })
    .setSubject(options.userId)
    .setIssuer(`https://${FRONTEND_API}`)
    .setIssuedAt(expiresIn > 0 ? now - 5 : now - 3600)
    .setNotBefore(expiresIn > 0 ? now - 10 : now - 3600)
    .setExpirationTime(now + expiresIn)
    .sign(await importPKCS8(privatePem, "RS256"));
  const iat = expiresIn > 0 ? now - 5 : now - 3600;
  return { token, iat };
}

const clerkCookies = (token: string, iat: number) => `__session=${token}; __client_uat=${iat}`;

/** A pass-through proxy in front of the standalone backend that records each call's bearer token. */
function recordingProxy(target: string) {
  const calls: Array<{ method: string; path: string; authorization: string | undefined; status: number }> = [];
  const server: Server = createServer(async (request: IncomingMessage, response) => {
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    const body = Buffer.concat(chunks);
    const upstream = await fetch(`${target}${request.url}`, {
      method: request.method,
      headers: Object.fromEntries(Object.entries(request.headers).filter(([name]) => name !== "host" && name !== "connection")) as Record<
        string,
        string
      >,
      body: body.length ? body : undefined,
    });
    calls.push({ method: request.method!, path: request.url!, authorization: request.headers.authorization, status: upstream.status });
    response.writeHead(upstream.status, { "content-type": upstream.headers.get("content-type") ?? "application/json" });
    response.end(Buffer.from(await upstream.arrayBuffer()));
  });
  return { server, calls };
}

test.describe("Clerk mode, networkless", () => {
  // The token checks are request-level, and the browser test is about Clerk's script, which only runs
  // with JavaScript: without it the group would start a second backend and storefront to repeat them.
  test.skip(({ javaScriptEnabled }) => !javaScriptEnabled, "request-level, and Clerk's script needs JavaScript: runs in the js project");
  // One backend and one storefront for the group: its tests run in order in one worker.
  test.describe.configure({ mode: "default" });
  let backend: RunningProcess;
  let storefront: RunningProcess;
  let proxy: ReturnType<typeof recordingProxy>;

  test.beforeAll(async ({}, testInfo) => {
    // A skip that reads the project's settings is decided per test, after this hook: start nothing for it.
    if (testInfo.project.use.javaScriptEnabled === false) return;
    test.setTimeout(300_000);
    const dataDir = newDataDir("clerk");
    const clerkEnv = { CLERK_SECRET_KEY: SECRET_KEY, SEED_DEMO: "false" };
    // The backend gets the PEM with real newlines, the storefront on one line: both forms must work.
    backend = await startBackend({ ...clerkEnv, CLERK_JWT_KEY: instanceKeys.publicPem, DATA_DIR: dataDir });
    proxy = recordingProxy(backend.url);
    const proxyPort = await freePort();
    await new Promise<void>((resolve) => proxy.server.listen(proxyPort, "127.0.0.1", resolve));
    storefront = await startStorefront({
      ...clerkEnv,
      CLERK_PUBLISHABLE_KEY: PUBLISHABLE_KEY,
      CLERK_JWT_KEY: instanceKeys.publicPem.replace(/\n/g, ""),
      BACKEND_URL: `http://127.0.0.1:${proxyPort}`,
      DATA_DIR: newDataDir("clerk-storefront"),
    });
  });

  test.afterAll(async () => {
    await storefront?.stop();
    proxy?.server.close();
    await backend?.stop();
  });

  test("a request with Clerk's cookies is signed in, and the backend gets that exact token and accepts it", async ({ request }) => {
    const { token, iat } = await sessionToken(instanceKeys.privatePem, {
      userId: "user_clerk_1",
      name: "Clerk Shopper",
      email: "clerk@example.com",
    });
    proxy.calls.length = 0;
    const response = await request.get(`${storefront.url}/home`, { headers: { Cookie: clerkCookies(token, iat) }, maxRedirects: 0 });
    expect(response.status()).toBe(200);
    expect(await response.text()).toContain("Profile, signed in as Clerk Shopper");
    const cartCall = proxy.calls.find((call) => call.path === "/cart/count");
    expect(cartCall, JSON.stringify(proxy.calls)).toBeDefined();
    expect(cartCall!.authorization).toBe(`Bearer ${token}`);
    expect(cartCall!.status).toBe(200);
  });

  test("no cookies is signed out", async ({ request }) => {
    const response = await request.get(`${storefront.url}/home`, { maxRedirects: 0 });
    expect(response.status()).toBe(200);
    expect(await response.text()).toContain("Sign in to your profile");
    const guarded = await request.get(`${storefront.url}/shipping-returns`, { maxRedirects: 0 });
    expect(guarded.status()).toBe(401);
  });

  test("password recovery is Clerk's: the store's own forgot and reset pages send the shopper to Clerk's sign-in", async ({ request }) => {
    for (const path of ["/forgot-password", "/reset-password?token=some-token-some-token"]) {
      const response = await request.get(`${storefront.url}${path}`, { maxRedirects: 0 });
      expect(response.status(), path).toBe(302);
      expect(response.headers()["location"]).toBe("/sign-in");
    }
    const posted = await request.post(`${storefront.url}/forgot-password`, {
      form: { email: "clerk@example.com" },
      headers: { Origin: storefront.url },
      maxRedirects: 0,
    });
    expect(posted.status()).toBe(302);
    expect(posted.headers()["location"]).toBe("/sign-in");
    // The backend has no local identity routes in Clerk mode.
    const atBackend = await request.post(`${backend.url}/auth/password-reset/request`, { data: { email: "clerk@example.com" } });
    expect(atBackend.status()).toBe(404);
  });

  test("an expired token on a page request gets Clerk's handshake redirect", async ({ request }) => {
    const { token, iat } = await sessionToken(instanceKeys.privatePem, { userId: "user_clerk_2", expiresInSeconds: -60 });
    const response = await request.get(`${storefront.url}/home`, {
      headers: { Cookie: clerkCookies(token, iat), Accept: "text/html", "Sec-Fetch-Dest": "document" },
      maxRedirects: 0,
    });
    expect(response.status()).toBe(307);
    expect(response.headers()["location"]).toContain(`https://${FRONTEND_API}/v1/client/handshake`);
  });

  test("a token signed by another key is refused: 401 at the backend, signed out at the storefront", async ({ request }) => {
    const { token, iat } = await sessionToken(strangerKeys.privatePem, { userId: "user_clerk_1", name: "Impostor" });
    const atBackend = await request.get(`${backend.url}/cart`, { headers: { Authorization: `Bearer ${token}` } });
    expect(atBackend.status()).toBe(401);
    const atStorefront = await request.get(`${storefront.url}/shipping-returns`, {
      headers: { Cookie: clerkCookies(token, iat) },
      maxRedirects: 0,
    });
    expect([401, 307]).toContain(atStorefront.status());
    expect(await atStorefront.text()).not.toContain("Impostor");
  });

  test("in the browser, the page is signed in and Clerk's script request is answered locally", async ({ page, context }) => {
    const { token, iat } = await sessionToken(instanceKeys.privatePem, { userId: "user_clerk_3", name: "Browser Shopper" });
    const url = new URL(storefront.url);
    await context.addCookies([
      { name: "__session", value: token, domain: url.hostname, path: "/" },
      { name: "__client_uat", value: String(iat), domain: url.hostname, path: "/" },
    ]);
    const pageErrors: Error[] = [];
    page.on("pageerror", (error) => pageErrors.push(error));
    // No network here: clerk-js cannot come from Clerk's host, so the test serves a stand-in.
    await page.route(`https://${FRONTEND_API}/**`, (route) =>
      route.fulfill({ status: 200, contentType: "application/javascript", body: clerkJsStandIn }),
    );
    await page.goto(`${storefront.url}/home`);
    await expect(page.getByRole("link", { name: "Profile, signed in as Browser Shopper" })).toBeVisible();
    expect(pageErrors).toEqual([]);

    // Clerk's own screens follow the page's language: Urdu texts handed to Clerk on Urdu pages only.
    const clerkLocalization = () =>
      page.evaluate(() => (window as unknown as { __clerkLoadOptions?: { localization?: unknown } }).__clerkLoadOptions?.localization);
    await expect.poll(() => page.evaluate(() => "__clerkLoadOptions" in window)).toBe(true);
    expect(await clerkLocalization()).toBeUndefined();
    await page.goto(`${storefront.url}/home?lng=ur`);
    await expect(page.locator("html")).toHaveAttribute("lang", "ur");
    await expect.poll(clerkLocalization).toMatchObject({ signIn: { start: { title: clerkUrdu.signIn.start.title } } });
    expect(pageErrors).toEqual([]);
  });
});
