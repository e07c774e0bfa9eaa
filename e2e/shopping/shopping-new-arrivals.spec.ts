// Issue 39: the home page advertises only what the catalogue has (the Pressure Cooker Series is
// found by search), New Arrivals are the recent or marked-new products, and Filters (N) counts
// every filter applied. With and without JavaScript.
import type { Locator, Page } from "@playwright/test";
import { pressureCookers } from "../../backend/db/seed/pressure-cookers";
import { DEFAULT_NEW_ARRIVAL_DAYS } from "../../contract/catalogue-admin";
import { settingsMessages } from "../../contract/store-settings";
import { expect, hasJavaScript, test } from "../fixtures";
import { applyFilters, byName, catalogue, expectCount, openListing, productCards } from "../support/shopping-support";

const cookerNames = pressureCookers.map((product) => product.name);

/** The cards' names (each card is labelled by its heading). */
const cardNames = (cards: Locator) =>
  cards.evaluateAll((articles) =>
    articles.map((article) => document.getElementById(article.getAttribute("aria-labelledby") ?? "")?.textContent?.trim() ?? ""),
  );

/** Every product New Arrivals shows, page after page (products other tests add are newer still). */
async function newArrivalNames(page: Page): Promise<string[]> {
  const names: string[] = [];
  await page.goto("/collections/new");
  await expect(page.getByRole("heading", { level: 1, name: "New Arrivals" })).toBeVisible();
  for (;;) {
    names.push(...(await cardNames(page.getByRole("main").getByRole("article"))));
    const next = page.getByRole("navigation", { name: "Pages" }).getByRole("link", { name: "Next page" });
    if ((await next.count()) === 0) return names;
    await next.click();
    await page.waitForLoadState();
  }
}

test("'pressure', 'cooker' and 'ککر' find the pressure cookers the home page's Pressure Cooker Series advertises", async ({
  page,
  shopper: _,
}, testInfo) => {
  await page.goto("/home");
  const slide = page.getByRole("region", { name: "Featured cookware" }).getByRole("group").nth(2);
  await expect(slide.getByRole("heading", { name: "Pressure Cooker Series" })).toBeAttached();
  const shopNow = slide.getByRole("link", { name: "Shop Now" });
  await expect(shopNow).toHaveAttribute("href", "/products?q=pressure+cooker");
  await page.goto((await shopNow.getAttribute("href"))!);
  await expectCount(page, pressureCookers.length);

  for (const words of ["pressure", "cooker", "ککر"]) {
    await openListing(page, testInfo, "/products");
    const box = page.getByRole("searchbox", { name: "Search products" });
    await box.fill(words);
    if (!hasJavaScript(testInfo)) await box.press("Enter");
    await expect(page).toHaveURL(`/products?q=${encodeURIComponent(words)}`);
    await expectCount(page, pressureCookers.length);
    await expect.poll(async () => (await cardNames(productCards(page))).sort()).toEqual([...cookerNames].sort());
  }
});

test("New Arrivals holds the recent products and those the operator marks new, not the old ones", async ({
  page,
  shopper: _,
  operatorPage: operator,
}, testInfo) => {
  // One old product a project, so the two projects never edit the same one at once.
  const old = byName(hasJavaScript(testInfo) ? "Emerald Marble Wok" : "Marble-Coated Flat Tawa");
  const recent = catalogue.filter((row) => row.createdAt!.getTime() > Date.now() - DEFAULT_NEW_ARRIVAL_DAYS * 24 * 3_600_000);
  expect(recent.map((row) => row.name).sort()).toEqual([...cookerNames].sort());

  let shown = await newArrivalNames(page);
  for (const name of cookerNames) expect(shown).toContain(name);
  expect(shown).not.toContain(old.name);
  expect(shown).not.toContain("Shahi Copper Handi");

  await operator.goto(`/admin/products/${old.id}`);
  await operator.getByRole("button", { name: "Mark as new" }).click();
  await expect(operator.getByText("Marked new: among the New Arrivals.")).toBeVisible();
  await expect(operator.getByText("Marked new", { exact: true })).toBeVisible();
  shown = await newArrivalNames(page);
  expect(shown).toContain(old.name);
  expect(shown).not.toContain("Shahi Copper Handi");

  await operator.getByRole("button", { name: "Unmark new" }).click();
  await expect(operator.getByText("No longer marked new.")).toBeVisible();
  expect(await newArrivalNames(page)).not.toContain(old.name);
});

test("the operator sets New Arrivals' window at /admin/settings; a window that is not 1 to 365 days is refused beside its field", async ({
  operatorPage: operator,
}) => {
  await operator.goto("/admin/settings");
  const days = operator.getByLabel("New Arrivals: added in the last (days)");
  await expect(days).toHaveValue(String(DEFAULT_NEW_ARRIVAL_DAYS));
  await expect(operator.getByText(`Default ${DEFAULT_NEW_ARRIVAL_DAYS}.`, { exact: false })).toBeVisible();
  await days.fill("0");
  await operator.getByRole("button", { name: "Save settings" }).click();
  await expect(operator.getByText(settingsMessages.newArrivalDays)).toBeVisible();
  await expect(days).toHaveValue("0");
  await expect(days).toHaveAttribute("aria-invalid", "true");
});

test("Filters (N) counts every filter applied: each filter ticked and a price range", async ({ page, shopper: _ }, testInfo) => {
  await page.setViewportSize({ width: 390, height: 800 });
  const filtersLink = page.getByRole("link", { name: /^Filters/ });
  await openListing(page, testInfo, "/products?sort=price-asc&q=handi");
  await expect(filtersLink).toHaveText("Filters");

  await openListing(page, testInfo, "/products?category=handi,non-stick&maxPrice=9000");
  await expect(filtersLink).toHaveText("Filters (3)");
  await openListing(page, testInfo, "/products?category=handi,non-stick");
  await expect(filtersLink).toHaveText("Filters (2)");

  await filtersLink.click();
  await page.getByLabel("Min price").fill("1000");
  await page.getByLabel("Max price").fill("9000");
  await applyFilters(page, testInfo);
  await expect(page).toHaveURL(/minPrice=1000&maxPrice=9000/);
  if (hasJavaScript(testInfo)) await page.getByRole("link", { name: "Show results" }).click();
  await expect(filtersLink).toHaveText("Filters (3)");
});
