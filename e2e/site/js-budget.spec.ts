import { gzipSync } from "node:zlib";
import type { Page } from "@playwright/test";
import { expect, test } from "../fixtures";

// The JS budget: the scripts of a first visit weigh at most 100 KB gzipped on the pages shoppers land on.
// Bytes are stable from run to run, so they can be asserted (times never are).
const BUDGET_BYTES = 100 * 1024;

async function scriptBytesOfFirstVisit(page: Page, path: string) {
  const scripts = new Map<string, number>();
  page.on("response", async (response) => {
    if (response.request().resourceType() !== "script") return;
    const body = await response.body().catch(() => null);
    if (body) scripts.set(response.url(), gzipSync(body, { level: 9 }).length);
  });
  await page.goto(path);
  await page.waitForLoadState("networkidle");
  const total = [...scripts.values()].reduce((sum, size) => sum + size, 0);
  return { total, scripts };
}

test.describe("JavaScript budget", () => {
  test.skip(({ javaScriptEnabled }) => !javaScriptEnabled, "measured where scripts run");

  // In both languages: Urdu pages carry their strings in the page's data, never in the scripts.
  for (const path of ["/home", "/products", "/home?lng=ur", "/products?lng=ur"]) {
    test(`a first visit to ${path} loads at most 100 KB of gzipped script`, async ({ page, shopper }) => {
      expect(shopper.email).toContain("@");
      const { total, scripts } = await scriptBytesOfFirstVisit(page, path);
      expect(scripts.size).toBeGreaterThan(0);
      expect(total, [...scripts].map(([url, size]) => `${size}\t${url}`).join("\n")).toBeLessThanOrEqual(BUDGET_BYTES);
    });
  }

  for (const query of ["", "?lng=ur"]) {
    test(`a first visit to a product page${query} loads at most 100 KB of gzipped script`, async ({ page, shopper }) => {
      expect(shopper.email).toContain("@");
      const listing = await page.request.get("/products");
      const productPath = /href="(\/products\/[^"?#]+)"/.exec(await listing.text())?.[1];
      expect(productPath, "the listing links to a product").toBeTruthy();
      const { total, scripts } = await scriptBytesOfFirstVisit(page, productPath! + query);
      expect(total, [...scripts].map(([url, size]) => `${size}\t${url}`).join("\n")).toBeLessThanOrEqual(BUDGET_BYTES);
    });
  }
});
