import type { Locator, Page, TestInfo } from "@playwright/test";
import { expect, test, hasJavaScript } from "../fixtures";
import {
  applyFilters,
  openListing,
  byName,
  card,
  cardPrices,
  catalogue,
  expectCount,
  filterBox,
  matching,
  productCards,
  rupees,
  withWholeCatalogue,
} from "../support/shopping-support";

test.describe("product listing", () => {
  test("a signed-out visitor is asked to sign in", async ({ page }) => {
    const response = await page.goto("/products");
    expect(response?.status()).toBe(401);
    await expect(page.getByRole("link", { name: "Sign in" }).last()).toBeVisible();
  });

  test("shows every product, 24 a page, with Previous and Next links", async ({ page, shopper: _ }) => {
    await withWholeCatalogue(async () => {
      await page.goto("/products");
      await expect(page.getByRole("heading", { level: 1, name: "All Products" })).toBeVisible();
      await expectCount(page, catalogue.length);
      await expect(productCards(page)).toHaveCount(24);
      const pagination = page.getByRole("navigation", { name: "Pagination" });
      await expect(pagination.getByText(`Page 1 of ${Math.ceil(catalogue.length / 24)}`)).toBeVisible();
      await expect(pagination.getByRole("link", { name: "Previous" })).toHaveCount(0);

      await pagination.getByRole("link", { name: "Next" }).click();
      await expect(page).toHaveURL(/\/products\?page=2$/);
      await expect(pagination.getByText(/^Page 2 of/)).toBeVisible();
      await expectCount(page, catalogue.length);
      await pagination.getByRole("link", { name: "Previous" }).click();
      await expect(page).toHaveURL(/\/products$/);
      await expect(productCards(page)).toHaveCount(24);
    });
  });

  test("a card shows the first image, name and price, links to the product and lazy-loads below the first row", async ({
    page,
    shopper: _,
  }) => {
    await page.goto("/products?sort=price-desc");
    const first = productCards(page).first();
    // The picture is decorative (alt=""): the card's link is named by the product's name.
    const image = first.locator("img");
    await expect(image).toHaveAttribute("loading", "eager");
    await expect(image).toHaveAttribute("width", /\d+/);
    await expect(image).toHaveAttribute("height", /\d+/);
    await expect(productCards(page).nth(8).locator("img")).toHaveAttribute("loading", "lazy");
    const box = await first.boundingBox();
    expect(Math.round(box!.height)).toBe(410);
    expect(Math.round(box!.width)).toBeLessThanOrEqual(280);

    const priciest = [...catalogue].sort((a, b) => b.pricePaisa! - a.pricePaisa!)[0];
    await expect(first).toHaveAccessibleName(priciest.name);
    await expect(first.getByText(rupees(priciest), { exact: true })).toBeVisible();
    await expect(first.getByLabel(`Quantity for ${priciest.name}`)).toHaveValue("1");
    await first.getByRole("link").first().click();
    await expect(page).toHaveURL(`/products/${priciest.id}`);
    await expect(page.getByRole("heading", { level: 1, name: priciest.name })).toBeVisible();
  });

  test("the navigation's ?category= sets the matching filter on load", async ({ page, shopper: _ }) => {
    await page.goto("/products?category=handi");
    await expect(filterBox(page, "Handi")).toBeChecked();
    await expect(filterBox(page, "Karahi")).not.toBeChecked();
    await expectCount(page, matching(["handi"]).length);
    await expect(page.getByRole("heading", { level: 1, name: "Handi" })).toBeVisible();
  });

  test("filters combine: any key within a group, and every group", async ({ page, shopper: _ }, testInfo) => {
    await openListing(page, testInfo, "/products?category=handi");
    await filterBox(page, "Karahi").check();
    await applyFilters(page, testInfo);
    await expect(page).toHaveURL(/\/products\?category=handi,karahi$/);
    await expectCount(page, matching(["handi", "karahi"]).length);

    await filterBox(page, "Glass Lid").check();
    await applyFilters(page, testInfo);
    await expect(page).toHaveURL(/category=handi,karahi,glass-lid$/);
    const expected = matching(["handi", "karahi", "glass-lid"]);
    expect(expected.length).toBeLessThan(matching(["handi", "karahi"]).length);
    await expectCount(page, expected.length);
    for (const row of expected.slice(0, 3)) await expect(card(page, row.name)).toBeVisible();

    // The filtered listing is a URL: it can be shared, and the back button returns to the last one.
    await page.goBack();
    await expect(page).toHaveURL(/\/products\?category=handi,karahi$/);
    // Without JavaScript the browser shows the page as it was left, box ticked; with it, the form follows the URL.
    if (hasJavaScript(testInfo)) await expect(filterBox(page, "Glass Lid")).not.toBeChecked();
    await expectCount(page, matching(["handi", "karahi"]).length);
  });

  test("repeated category parameters, as a form without JavaScript sends them, become one comma list", async ({ page, shopper: _ }) => {
    await page.goto("/products?q=&sort=default&category=karahi&category=non-stick&minPrice=0&maxPrice=25000");
    await expect(page).toHaveURL(/\/products\?category=karahi,non-stick$/);
    await expectCount(page, matching(["karahi", "non-stick"]).length);
  });

  test("search matches name or description, whatever the case", async ({ page, shopper: _ }, testInfo) => {
    await openListing(page, testInfo, "/products");
    await page.getByRole("searchbox", { name: "Search products" }).fill("MARBLE");
    if (!hasJavaScript(testInfo)) await page.getByRole("searchbox", { name: "Search products" }).press("Enter");
    await expect(page).toHaveURL(/\/products\?q=MARBLE$/);
    const expected = matching([], { q: "marble" });
    await expectCount(page, expected.length);
    await expect(page.getByRole("heading", { level: 1, name: "Results for “MARBLE”" })).toBeVisible();
  });

  test("search finds the karahis by the spellings shoppers type, and answers a typo with the nearest word", async ({
    page,
    shopper: _,
  }, testInfo) => {
    const karahis = matching([], { q: "karahi" }).length;
    for (const spelling of ["karhai", "kadai", "کڑاہی"]) {
      await openListing(page, testInfo, "/products");
      const box = page.getByRole("searchbox", { name: "Search products" });
      await box.fill(spelling);
      if (!hasJavaScript(testInfo)) await box.press("Enter");
      await expect(page).toHaveURL(`/products?q=${encodeURIComponent(spelling)}`);
      await expectCount(page, karahis);
    }
    await openListing(page, testInfo, "/products?q=karahhi");
    await expect(page.locator("#product-count")).toHaveText(`Did you mean karahi? Showing ${karahis} product(s)`);
    await page.locator("#product-count").getByRole("link", { name: "karahi", exact: true }).click();
    await expect(page).toHaveURL("/products?q=karahi");
    await expectCount(page, karahis);
  });

  test("sorts by price, low to high and high to low", async ({ page, shopper: _ }, testInfo) => {
    await openListing(page, testInfo, "/products?category=karahi");
    await page.getByLabel("Sort by").selectOption({ label: "Price: Low to High" });
    await applyFilters(page, testInfo);
    await expect(page).toHaveURL(/sort=price-asc/);
    // The URL changes when the new page commits; its cards may still be arriving, or be the old order.
    const count = matching(["karahi"]).length;
    const isRising = (prices: number[]) => prices.length === count && prices.every((price, at) => at === 0 || prices[at - 1] <= price);
    await expect.poll(async () => isRising(await cardPrices(page))).toBe(true);
    const rising = await cardPrices(page);

    await page.getByLabel("Sort by").selectOption({ label: "Price: High to Low" });
    await applyFilters(page, testInfo);
    await expect(page).toHaveURL(/sort=price-desc/);
    await expect.poll(() => cardPrices(page)).toEqual([...rising].sort((a, b) => b - a));
  });

  test("keeps the products priced within the range", async ({ page, shopper: _ }, testInfo) => {
    // A product another spec puts in the shop at a price in the range would be counted.
    await withWholeCatalogue(async () => {
      await openListing(page, testInfo, "/products");
      await expect(page.getByLabel("Min price")).toHaveValue("0");
      await expect(page.getByLabel("Max price")).toHaveValue("25000");
      await page.getByLabel("Min price").fill("3000");
      await page.getByLabel("Max price").fill("6000");
      await applyFilters(page, testInfo);
      await expect(page).toHaveURL(/\/products\?minPrice=3000&maxPrice=6000$/);
      const expected = matching([], { min: 3000, max: 6000 });
      await expectCount(page, expected.length);
      await expect.poll(() => cardPrices(page)).toHaveLength(Math.min(24, expected.length));
      const prices = await cardPrices(page);
      for (const price of prices) expect(price >= 3000 && price <= 6000).toBe(true);
    });
  });

  test("an empty result says so, and Reset Filters clears search, price, sort and filters", async ({ page, shopper: _ }) => {
    await withWholeCatalogue(async () => {
      await page.goto("/products?q=copper&sort=price-asc&category=non-stick,18-piece&maxPrice=2000");
      await expect(page.getByText("No products found matching your criteria")).toBeVisible();
      await expectCount(page, 0);
      await page.getByRole("button", { name: "Reset Filters" }).click();
      await expect(page).toHaveURL(/\/products\??$/);
      await expectCount(page, catalogue.length);
      await expect(page.getByRole("searchbox", { name: "Search products" })).toHaveValue("");
      await expect(filterBox(page, "Non-Stick")).not.toBeChecked();
      await expect(page.getByLabel("Sort by")).toHaveValue("default");
      await expect(page.getByLabel("Max price")).toHaveValue("25000");
    });
  });

  test("on a small screen the filters are a drawer opened by a button", async ({ page, shopper: _ }, testInfo) => {
    await page.setViewportSize({ width: 390, height: 800 });
    await openListing(page, testInfo, "/products");
    await expect(filterBox(page, "Karahi")).toBeHidden();
    await page.getByRole("link", { name: "Filters" }).click();
    await expect(filterBox(page, "Karahi")).toBeVisible();
    await filterBox(page, "Karahi").check();
    await applyFilters(page, testInfo);
    await expectCount(page, matching(["karahi"]).length);
    if (hasJavaScript(testInfo)) {
      // The drawer stays open while the shopper ticks; Show results closes it.
      await page.getByRole("link", { name: "Show results" }).click();
    }
    await expect(filterBox(page, "Karahi")).toBeHidden();
    await expect(page.getByRole("link", { name: "Filters (1)" })).toBeVisible();
  });

  test("adds to the cart from a card and stays on the same listing", async ({ page, shopper: _ }, testInfo) => {
    const product = byName("Zaiqa Non-Stick Karahi");
    await page.goto("/products?category=karahi&sort=price-asc");
    const productCard = card(page, product.name);
    await productCard.getByLabel(`Size of ${product.name}`).selectOption(product.sizes![0]);
    await productCard.getByLabel(`Quantity for ${product.name}`).fill("2");
    await productCard.getByRole("button", { name: "Add to cart" }).click();
    await expect(page.getByText("Item added to cart!")).toBeVisible();
    // Without JavaScript the answer comes back to the card itself.
    await expect(page).toHaveURL(
      hasJavaScript(testInfo)
        ? /\/products\?category=karahi&sort=price-asc$/
        : new RegExp(`/products\\?category=karahi&sort=price-asc#card-${product.id}$`),
    );
    await expect(page.getByRole("link", { name: "Cart, 2 items" })).toBeVisible();
    if (hasJavaScript(testInfo)) {
      // The green message goes after 2 seconds, on the same page.
      await expect(page.getByText("Item added to cart!")).toBeHidden({ timeout: 5_000 });
    }
    await page.goto("/cart");
    await expect(page.getByRole("listitem").filter({ hasText: product.name })).toBeVisible();
  });

  test("a card refuses more than the stock with the server's message", async ({ page, shopper: _ }) => {
    const product = byName("Sapphire Blue Marble Karahi");
    await page.goto("/products?category=karahi&sort=price-desc");
    const productCard = card(page, product.name);
    await productCard.getByLabel(`Size of ${product.name}`).selectOption(product.sizes![0]);
    await productCard.getByLabel(`Quantity for ${product.name}`).fill("500");
    await productCard.getByRole("button", { name: "Add to cart" }).click();
    await expect(page.getByRole("alert").filter({ hasText: /Only \d+ left in stock|out of stock/ })).toBeVisible();
    await expect(page.getByRole("link", { name: "Cart", exact: true })).toBeVisible();
  });

  test("on a phone, a card's Add to cart comes back to that card, below the header, and its message never covers the button", async ({
    page,
    shopper: _,
  }, testInfo) => {
    await page.setViewportSize({ width: 375, height: 667 });
    const listing = "/products?category=karahi&sort=price-asc";
    await openListing(page, testInfo, listing);
    // The last card one can add: far below the first screen, one card a row.
    const last = productCards(page)
      .filter({ has: page.getByRole("button", { name: "Add to cart" }) })
      .last();
    const name = (await last.getByRole("heading").textContent())!.trim();
    const productCard = card(page, name);
    const size = productCard.getByRole("combobox", { name: `Size of ${name}` });
    await size.selectOption((await size.locator("option:not([disabled]):not([value=''])").first().getAttribute("value"))!);
    const button = productCard.getByRole("button", { name: "Add to cart" });
    const message = page.getByText("Item added to cart!", { exact: true });

    if (!hasJavaScript(testInfo)) {
      const anchor = await productCard.getAttribute("id");
      await button.click();
      await expect(page).toHaveURL(`${listing}#${anchor}`);
      await expect(page.getByRole("link", { name: "Cart, 1 item" })).toBeVisible();
      // The browser scrolled to the card (once the page has loaded), and the sticky header does not hide it.
      await expect(productCard).toBeInViewport();
      await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
      const header = await boxOf(page.getByRole("banner"));
      expect((await boxOf(productCard)).y).toBeGreaterThanOrEqual(header.y + header.height - 1);
      expect(overlaps(await boxOf(message), await boxOf(button)), "the message covers the card's button").toBe(false);
      return;
    }
    // Pressed near the bottom of the screen, where a thumb is, then just under the header.
    for (const where of ["bottom", "top"] as const) {
      await button.evaluate((element, where) => {
        const { top, bottom } = element.getBoundingClientRect();
        window.scrollBy(0, where === "bottom" ? bottom - window.innerHeight + 8 : top - 140);
      }, where);
      await button.click();
      await expect(button).toHaveText("Add to cart");
      await expect(message).toBeVisible();
      expect(overlaps(await boxOf(message), await boxOf(button)), `the message covers the button pressed near the ${where}`).toBe(false);
    }
    await expect(page).toHaveURL(listing);
    await expect(page.getByRole("link", { name: "Cart, 2 items" })).toBeVisible();
  });

  test("a card without sizes puts its captioned quantity box at the end of its row, with no gap beside it", async ({
    page,
    baseURL,
    shopper: _,
    operatorPage,
  }, testInfo) => {
    const slug = `one-size-tawa-${testInfo.project.name}-${Date.now()}`;
    const created = await operatorPage.request.post("/admin/products/new", {
      form: { name: `One Size Tawa ${slug}`, slug, description: "A tawa in one size.", price: "1000", status: "active", stock: "5" },
      headers: { Origin: baseURL! },
      maxRedirects: 0,
    });
    expect(created.status()).toBe(303);
    try {
      await addOneSizeProduct(page, slug, testInfo);
    } finally {
      // Archived again, so the listing's counts stay the seeded catalogue's.
      const form = await operatorPage.request.get(`/admin/products/${slug}`);
      const version = /name="version" value="(\d+)"/.exec(await form.text())?.[1];
      const archived = await operatorPage.request.post(`/admin/products/${slug}`, {
        form: { intent: "archive", version: version ?? "" },
        headers: { Origin: baseURL! },
        maxRedirects: 0,
      });
      expect(archived.status()).toBe(303);
    }
  });

  test("an out-of-stock card cannot be added", async ({ page, shopper: _ }) => {
    const product = byName("Mehran Granite Handi");
    expect(product.stock).toBe(0);
    await page.goto("/products?category=handi");
    await expect(card(page, product.name).getByRole("button", { name: "Out of Stock" })).toBeDisabled();
  });
});

async function boxOf(locator: Locator) {
  const box = await locator.boundingBox();
  expect(box, "the element has a box on the page").not.toBeNull();
  return box!;
}

type Box = Awaited<ReturnType<typeof boxOf>>;
const overlaps = (a: Box, b: Box) => a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

/** A product without sizes on a phone's listing: its quantity box at the end of the row, captioned; two added. */
async function addOneSizeProduct(page: Page, slug: string, testInfo: TestInfo) {
  await page.setViewportSize({ width: 375, height: 667 });
  await page.goto(`/products?q=${slug}`);
  const productCard = card(page, `One Size Tawa ${slug}`);
  await expect(productCard.getByRole("combobox")).toHaveCount(0);
  await expect(productCard.getByText("Quantity", { exact: true })).toBeVisible();
  const quantity = productCard.getByRole("spinbutton", { name: `Quantity for One Size Tawa ${slug}` });
  const [box, button] = [await boxOf(quantity), await boxOf(productCard.getByRole("button", { name: "Add to cart" }))];
  expect(Math.abs(box.x + box.width - (button.x + button.width))).toBeLessThanOrEqual(1);

  await quantity.fill("2");
  await productCard.getByRole("button", { name: "Add to cart" }).click();
  await expect(page.getByRole("link", { name: "Cart, 2 items" })).toBeVisible();
  if (!hasJavaScript(testInfo)) await expect(page).toHaveURL(new RegExp(`#card-${slug}$`));
}
