import { expect, REQUEST_LEVEL, test } from "../fixtures";

const pages = ["/home", "/sign-in", "/contact-us", "/faq"];

test("every page carries the security headers and a per-request script nonce", async ({ request, javaScriptEnabled }) => {
  test.skip(javaScriptEnabled, REQUEST_LEVEL);
  const nonces = new Set<string>();
  for (const path of pages) {
    const response = await request.get(path);
    expect(response.status(), path).toBe(200);
    const headers = response.headers();
    const policy = headers["content-security-policy"];
    const scriptSrc = /script-src ([^;]+)/.exec(policy)?.[1] ?? "";
    expect(scriptSrc).not.toContain("unsafe-inline");
    expect(policy).toContain("frame-ancestors 'none'");
    expect(headers["x-content-type-options"]).toBe("nosniff");
    expect(headers["referrer-policy"]).toBe("strict-origin-when-cross-origin");
    expect(headers["permissions-policy"]).toContain("camera=()");
    expect(headers["permissions-policy"]).toContain("microphone=()");
    expect(headers["permissions-policy"]).toContain("geolocation=()");
    // Served over plain HTTP here: no HSTS (it would be wrong to pin HTTP).
    expect(headers["strict-transport-security"]).toBeUndefined();

    const nonce = /'nonce-([^']+)'/.exec(scriptSrc)?.[1];
    expect(nonce, path).toBeTruthy();
    nonces.add(nonce!);
    const html = await response.text();
    const scriptTags = html.match(/<script\b[^>]*>/g) ?? [];
    expect(scriptTags.length).toBeGreaterThan(0);
    for (const tag of scriptTags) {
      if (/type="application\/ld\+json"/.test(tag)) continue;
      expect(tag, `${path}: ${tag}`).toContain(`nonce="${nonce}"`);
    }
  }
  expect(nonces.size).toBe(pages.length);
});

test("HSTS is sent when the request came over HTTPS", async ({ request, javaScriptEnabled }) => {
  test.skip(javaScriptEnabled, REQUEST_LEVEL);
  const response = await request.get("/home", { headers: { "X-Forwarded-Proto": "https" } });
  expect(response.headers()["strict-transport-security"]).toContain("max-age=");
});

test("no secret reaches the browser: not in the HTML, not in any script", async ({ page, shopper }) => {
  const secret = process.env.E2E_SESSION_SECRET!;
  expect(secret.length).toBeGreaterThan(20);
  const bodies: string[] = [];
  page.on("response", async (response) => {
    const type = response.request().resourceType();
    if (type === "script" || type === "document" || type === "fetch") bodies.push(await response.text().catch(() => ""));
  });
  for (const path of ["/home", "/products", "/cart", "/profile", "/contact-us"]) {
    await page.goto(path);
    await page.waitForLoadState("networkidle");
  }
  expect(bodies.length).toBeGreaterThan(3);
  expect(shopper.password.length).toBeGreaterThan(8);
  for (const body of bodies) {
    expect(body).not.toContain(secret);
    expect(body).not.toContain(shopper.password);
  }
});
