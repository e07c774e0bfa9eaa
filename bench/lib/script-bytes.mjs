// @ts-check
// The gzip bytes of every script a first visit loads, measured in Debian's Chromium, as
// e2e/site/js-budget.spec.ts measures them (level 9, same-origin and third-party alike, unless told).
import { gzipSync } from "node:zlib";
import { chromium } from "@playwright/test";
import { clerkEnv, clerkJsStandIn, clerkSessionCookies, FRONTEND_API, rsaKeyPair } from "./clerk-networkless.mjs";
import { addCookies, firstProductPath, newDataDir, startStorefront } from "./storefront.mjs";
import { chromiumArgs, chromiumPath } from "../../scripts/chromium.mjs";

/** @import { BrowserContext } from "@playwright/test" */
/** @typedef {{ total: number, scripts: Record<string, number> }} ScriptBytes gzip bytes in all, and per script path */

/**
 * @param {BrowserContext} context
 * @param {string} url
 * @param {{ sameOriginOnly?: boolean }} [options]
 * @returns {Promise<ScriptBytes>}
 */
async function scriptsOfFirstVisit(context, url, { sameOriginOnly = false } = {}) {
  const page = await context.newPage();
  /** @type {Map<string, number>} */
  const scripts = new Map();
  /** @type {Promise<unknown>[]} */
  const pending = [];
  page.on("response", (response) => {
    if (response.request().resourceType() !== "script") return;
    if (sameOriginOnly && new URL(response.url()).origin !== new URL(url).origin) return;
    pending.push(
      response
        .body()
        .then((body) => scripts.set(response.url(), gzipSync(body, { level: 9 }).length))
        .catch(() => {}),
    );
  });
  const answer = await page.goto(url);
  if (!answer?.ok()) throw new Error(`${url} answered ${answer?.status()}`);
  await page.waitForLoadState("networkidle");
  await Promise.all(pending);
  await page.close();
  const total = [...scripts.values()].reduce((sum, size) => sum + size, 0);
  return { total, scripts: Object.fromEntries([...scripts].map(([scriptUrl, size]) => [new URL(scriptUrl).pathname, size])) };
}

/**
 * @param {string} baseUrl
 * @param {string} cookie
 * @param {readonly string[]} paths
 */
export async function measureScriptBytes(baseUrl, cookie, paths) {
  const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
  try {
    const context = await browser.newContext();
    await addCookies(context, baseUrl, cookie);
    /** @type {Record<string, ScriptBytes>} by path */
    const results = {};
    for (const path of paths) results[path] = await scriptsOfFirstVisit(context, `${baseUrl}${path}`);
    return results;
  } finally {
    await browser.close();
  }
}

/**
 * Clerk mode without a network: a storefront that verifies our own key pair's tokens, the browser
 * signed in with Clerk's cookies, and clerk-js (which Clerk serves from its own host, asynchronously)
 * answered by a stand-in and left out of the sum, as the budget says.
 * @param {string} buildDir
 * @param {readonly string[]} paths
 */
export async function measureClerkScriptBytes(buildDir, paths) {
  const keys = rsaKeyPair();
  const storefront = await startStorefront({ ...clerkEnv(keys.publicPem), DATA_DIR: newDataDir("clerk") }, { buildDir });
  const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
  try {
    const cookies = await clerkSessionCookies(keys.privatePem, { userId: "user_bench_clerk" });
    const cookieHeader = Object.entries(cookies)
      .map(([name, value]) => `${name}=${value}`)
      .join("; ");
    const productPath = await firstProductPath(storefront.url, cookieHeader).catch(() => null);
    const context = await browser.newContext();
    const { hostname } = new URL(storefront.url);
    await context.addCookies(Object.entries(cookies).map(([name, value]) => ({ name, value, domain: hostname, path: "/" })));
    await context.route(`https://${FRONTEND_API}/**`, (route) =>
      route.fulfill({ status: 200, contentType: "application/javascript", body: clerkJsStandIn }),
    );
    /** @type {Record<string, ScriptBytes>} by path */
    const bytes = {};
    for (const path of productPath ? [...paths, productPath] : paths) {
      bytes[path] = await scriptsOfFirstVisit(context, `${storefront.url}${path}`, { sameOriginOnly: true });
    }
    return { bytes, productPath };
  } finally {
    await browser.close();
    await storefront.stop();
  }
}
