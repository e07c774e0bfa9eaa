import type { APIRequestContext, APIResponse } from "@playwright/test";
import { expect, newShopper, REQUEST_LEVEL, signUpThroughApi, test } from "../fixtures";
import { byName } from "../support/shopping-support";

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

  const response = await browserPage.request.post("/cart", {
    form: { intent: "add", productId: handi.id!, size: handi.sizes![0], quantity: "2", redirectTo: "/cart" },
    headers: { Origin: baseURL! },
    maxRedirects: 0,
  });
  expect(response.status()).toBe(303);
  expect(await listing()).toEqual({ ...own, cart: "Cart, 2 items" });

  const other = newShopper("memo");
  const otherRequest = await playwright.request.newContext({ baseURL });
  await signUpThroughApi(otherRequest, baseURL!, other);
  await page(otherRequest, "/products"); // their welcome
  expect(headerOf(await page(otherRequest, "/products"))).toEqual({ cart: "Cart", profile: `Profile, signed in as ${other.name}` });
  await otherRequest.dispose();
  expect(await listing()).toEqual({ ...own, cart: "Cart, 2 items" });
});
