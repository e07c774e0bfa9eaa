import type { APIRequestContext, APIResponse } from "@playwright/test";
import { expect, newShopper, REQUEST_LEVEL, signUpThroughApi, test } from "../fixtures";
import { addToCart } from "../support/buying-support";
import { byName } from "../support/shopping-support";
import { startStorefront, type RunningProcess } from "../support/processes";
import {
  createFaultDatabase,
  FormClient,
  NO_DATABASE_REASON,
  storefrontSettings,
  testDatabaseUrl,
  type FaultDatabase,
} from "../support/fault-support";

// Catalogue documents asked again with the same data are written from the document memo
// (app/lib/render/document-memo.server.ts) instead of rendered again. These check, against the
// production server, that such a page is the page a render would give, with its own nonce, and that
// any change in what the loaders answer is a new page.

const pages = ["/bench/ceiling", "/home", "/products", "/products?lng=ur", "/products/shahi-copper-handi", "/faq"];
const handi = byName("Zaiqa Non-Stick Handi");

const nonceOf = (response: APIResponse) => /'nonce-([^']+)'/.exec(response.headers()["content-security-policy"] ?? "")?.[1] ?? "";

async function page(request: APIRequestContext, path: string) {
  const response = await request.get(path);
  expect(response.status(), path).toBe(200);
  return { nonce: nonceOf(response), html: await response.text() };
}

test("a page asked again is the same page with the request's own nonce in every script", async ({
  page: browserPage,
  shopper: _,
  javaScriptEnabled,
}) => {
  test.skip(javaScriptEnabled, REQUEST_LEVEL);
  // The sign-up's welcome is shown once, on the first page after it: that page differs.
  expect((await page(browserPage.request, "/home")).html).toContain("Welcome, ");
  for (const path of pages) {
    const first = await page(browserPage.request, path);
    const again = await page(browserPage.request, path);
    expect(again.nonce, path).not.toBe(first.nonce);
    expect(again.html, path).not.toContain(first.nonce);
    const scripts = again.html.match(/<script\b[^>]*>/g)!.filter((tag) => !tag.includes("application/ld+json"));
    expect(scripts.length, path).toBeGreaterThan(1);
    for (const tag of scripts) expect(tag, path).toContain(`nonce="${again.nonce}"`);
    expect(again.html.replaceAll(again.nonce, "N"), path).toBe(first.html.replaceAll(first.nonce, "N"));
  }
});

/** The header's two labels that carry the shopper's own data: their cart and their name. */
const headerOf = ({ html }: { html: string }) => ({
  cart: /<a href="\/cart"[^>]*aria-label="([^"]+)"/.exec(html)?.[1],
  profile: /aria-label="(Profile, signed in as [^"]+)"/.exec(html)?.[1],
});

test("what the loaders answer decides the page: the shopper's own name, a cart that changed", async ({
  page: browserPage,
  playwright,
  baseURL,
  shopper,
  javaScriptEnabled,
}) => {
  test.skip(javaScriptEnabled, REQUEST_LEVEL);
  const listing = async () => headerOf(await page(browserPage.request, "/products"));
  await listing(); // shows the sign-up's welcome, once
  const own = { cart: "Cart", profile: `Profile, signed in as ${shopper.name}` };
  expect(await listing()).toEqual(own);
  expect(await listing()).toEqual(own);

  await addToCart(browserPage.request, baseURL!, handi.id!, 2, handi.sizes![0]);
  expect(await listing()).toEqual({ ...own, cart: "Cart, 2 items" });

  const other = newShopper("memo");
  const otherRequest = await playwright.request.newContext({ baseURL });
  await signUpThroughApi(otherRequest, baseURL!, other);
  await page(otherRequest, "/products"); // their welcome
  expect(headerOf(await page(otherRequest, "/products"))).toEqual({ cart: "Cart", profile: `Profile, signed in as ${other.name}` });
  await otherRequest.dispose();
  expect(await listing()).toEqual({ ...own, cart: "Cart, 2 items" });
});

test.describe("beside a storefront without the memo", () => {
  test.skip(!testDatabaseUrl, NO_DATABASE_REASON);
  test.skip(({ javaScriptEnabled }) => javaScriptEnabled, REQUEST_LEVEL);
  test.setTimeout(90_000);

  let database: FaultDatabase | undefined;
  const servers: RunningProcess[] = [];

  test.beforeAll(async ({}, testInfo) => {
    if (!testDatabaseUrl || testInfo.project.use.javaScriptEnabled !== false) return;
    database = await createFaultDatabase(testDatabaseUrl);
    servers.push(await startStorefront(storefrontSettings(database.url)));
    servers.push(await startStorefront({ ...storefrontSettings(database.url), DOCUMENT_MEMO_MB: "0" }));
  });

  test.afterAll(async () => {
    await Promise.all(servers.map((server) => server.stop()));
    await database?.drop();
  });

  test("each page, rendered and then from the memo, is byte for byte what the storefront without it renders", async () => {
    const [withMemo, without] = servers;
    const shopper = new FormClient(withMemo.url);
    await shopper.signUp();
    await shopper.get("/home"); // the welcome, once
    // Each page's own links (canonical, languages) name its server: both are written as one.
    const asked = async (server: RunningProcess, path: string) => {
      const response = await fetch(new URL(path, server.url), { headers: { Cookie: shopper.cookie } });
      expect(response.status, path).toBe(200);
      return (await response.text()).replace(/nonce="[^"]+"/g, 'nonce=""').replaceAll(server.url, "http://store");
    };
    for (const path of [...pages, "/reviews", "/products?category=handi&inStock=1"]) {
      const rendered = await asked(without, path);
      expect(await asked(withMemo, path), `${path}, rendered`).toBe(rendered);
      expect(await asked(withMemo, path), `${path}, from the memo`).toBe(rendered);
    }
  });
});
