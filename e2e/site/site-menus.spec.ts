import type { Page } from "@playwright/test";
import { ENHANCED_FIELD } from "../../app/lib/forms/progressive";
import { expect, hasJavaScript, test } from "../fixtures";

const categories = [
  ["All Products", "/products"],
  ["Handi", "/products?category=handi"],
  ["Karahi", "/products?category=karahi"],
  ["Gift Sets", "/products?category=gift-set"],
  ["Open Cookware", "/products?category=open-cookware"],
  ["Non-Stick", "/products?category=non-stick"],
  ["Marble Coated", "/products?category=marble-coated"],
  ["Steel Handle", "/products?category=steel-handle"],
  ["Glass Lid", "/products?category=glass-lid"],
  ["15-Piece Sets", "/products?category=15-piece"],
  ["18-Piece Sets", "/products?category=18-piece"],
] as const;

const mainNavigation = (page: Page) => page.getByRole("navigation", { name: "Main" });
const productsSummary = (page: Page) => mainNavigation(page).getByText("Products", { exact: true });
const productsList = (page: Page) => mainNavigation(page).getByRole("list", { name: "Products" });
const sideMenu = (page: Page) => page.getByRole("navigation", { name: "Side menu" });
// The side menu's toggle is a <summary> named by visually hidden text.
const sideMenuToggle = (page: Page) => page.locator("summary", { hasText: "Open menu" });
/** Both menus answer keys, hover and type-ahead once the page has hydrated and enhanced them. */
const menusEnhanced = (page: Page) => expect(page.locator('details[data-enhanced="true"]')).toHaveCount(2);
/** The cards' forms gain their marker field once the page has hydrated: links are handled from then on. */
const cardsHydrated = (page: Page) => expect(page.locator(`input[name="${ENHANCED_FIELD}"]`).first()).toBeAttached();

test.describe("the Products dropdown (large screens)", () => {
  test("opens on click and reaches All Products and every category", async ({ page }) => {
    await page.goto("/home");
    await expect(productsList(page)).toBeHidden();
    await productsSummary(page).click();
    for (const [name, href] of categories) {
      const link = productsList(page).getByRole("link", { name, exact: true });
      await expect(link).toBeVisible();
      await expect(link).toHaveAttribute("href", href);
    }
    await productsList(page).getByRole("link", { name: "Marble Coated" }).click();
    await expect(page).toHaveURL(/\/products\?category=marble-coated$/);
    // After the page change the dropdown is closed again, with or without JavaScript.
    await expect(productsList(page)).toBeHidden();
  });

  test("works from the keyboard: Enter opens it and Tab reaches every category in order", async ({ page }) => {
    await page.goto("/home");
    await productsSummary(page).focus();
    await page.keyboard.press("Enter");
    await expect(productsList(page)).toBeVisible();
    for (const [name] of categories) {
      await page.keyboard.press("Tab");
      await expect(productsList(page).getByRole("link", { name, exact: true })).toBeFocused();
    }
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/\/products\?category=18-piece$/);
  });

  test("answers the arrow keys, Home, End, type-ahead and Escape", async ({ page }, testInfo) => {
    test.skip(testInfo.project.name === "no-js", "Arrow keys and type-ahead need JavaScript; Tab and Enter are tested without it");
    await page.goto("/home");
    await menusEnhanced(page);
    const link = (name: string) => productsList(page).getByRole("link", { name, exact: true });
    await productsSummary(page).focus();
    await page.keyboard.press("ArrowDown");
    await expect(link("All Products")).toBeFocused();
    await page.keyboard.press("ArrowDown");
    await expect(link("Handi")).toBeFocused();
    await page.keyboard.press("ArrowUp");
    await page.keyboard.press("ArrowUp");
    await expect(link("18-Piece Sets")).toBeFocused();
    await page.keyboard.press("Home");
    await expect(link("All Products")).toBeFocused();
    await page.keyboard.press("End");
    await expect(link("18-Piece Sets")).toBeFocused();
    await page.keyboard.type("g");
    await expect(link("Gift Sets")).toBeFocused();
    await page.keyboard.type("g");
    await expect(link("Glass Lid")).toBeFocused();
    await page.keyboard.press("Escape");
    await expect(productsList(page)).toBeHidden();
    await expect(productsSummary(page)).toBeFocused();
    // Type-ahead on the closed menu opens it at the matching entry.
    await page.keyboard.type("k");
    await expect(link("Karahi")).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/\/products\?category=karahi$/);
  });

  test("type-ahead starts over after a second without typing", async ({ page }, testInfo) => {
    test.skip(testInfo.project.name === "no-js", "Type-ahead needs JavaScript");
    await page.clock.install();
    await page.goto("/home");
    await menusEnhanced(page);
    const link = (name: string) => productsList(page).getByRole("link", { name, exact: true });
    await productsSummary(page).focus();
    await page.keyboard.type("1");
    await page.keyboard.type("8");
    await expect(link("18-Piece Sets")).toBeFocused();
    await page.keyboard.type("h");
    await expect(link("18-Piece Sets")).toBeFocused();
    await page.clock.runFor(1_100);
    await page.keyboard.type("h");
    await expect(link("Handi")).toBeFocused();
  });

  test("opens when the pointer rests on it and closes when it leaves", async ({ page }, testInfo) => {
    test.skip(testInfo.project.name === "no-js", "Hover needs JavaScript; click and keyboard are tested without it");
    await page.goto("/home");
    await menusEnhanced(page);
    await productsSummary(page).hover();
    await expect(productsList(page).getByRole("link", { name: "Handi" })).toBeVisible();
    // A click on the menu the pointer opened keeps it open.
    await productsSummary(page).click();
    await expect(productsList(page)).toBeVisible();
    await productsSummary(page).click();
    await expect(productsList(page)).toBeHidden();

    await page.getByRole("contentinfo").hover();
    await productsSummary(page).hover();
    await expect(productsList(page)).toBeVisible();
    await page.getByRole("contentinfo").hover();
    await expect(productsList(page)).toBeHidden();
  });
});

test.describe("the side menu (small screens)", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("opens with a tap and reaches the pages and every category", async ({ page }) => {
    await page.goto("/home");
    await expect(mainNavigation(page)).toBeHidden();
    await expect(sideMenu(page)).toBeHidden();
    await sideMenuToggle(page).click();
    await expect(sideMenu(page)).toBeVisible();
    for (const [name, href] of [["Home", "/home"], ["About", "/about-us"], ["Contact", "/contact-us"], ...categories] as const) {
      const link = sideMenu(page).getByRole("link", { name, exact: true });
      await expect(link).toBeVisible();
      await expect(link).toHaveAttribute("href", href);
    }
    // A tap beside the panel closes it.
    await page.mouse.click(375, 600);
    await expect(sideMenu(page)).toBeHidden();

    await sideMenuToggle(page).click();
    await sideMenu(page).getByRole("link", { name: "Steel Handle" }).click();
    await expect(page).toHaveURL(/\/products\?category=steel-handle$/);
    await expect(sideMenu(page)).toBeHidden();
  });

  test("works from the keyboard", async ({ page }, testInfo) => {
    await page.goto("/home");
    if (hasJavaScript(testInfo)) await menusEnhanced(page);
    await sideMenuToggle(page).focus();
    await page.keyboard.press("Enter");
    await expect(sideMenu(page)).toBeVisible();
    for (const name of ["Home", "About", "Contact", ...categories.map(([label]) => label)]) {
      await page.keyboard.press("Tab");
      await expect(sideMenu(page).getByRole("link", { name, exact: true })).toBeFocused();
    }
    if (hasJavaScript(testInfo)) {
      await page.keyboard.press("Escape");
      await expect(sideMenu(page)).toBeHidden();
    } else {
      await page.keyboard.press("Enter");
      await expect(page).toHaveURL(/\/products\?category=18-piece$/);
    }
  });
});

test.describe("the layout's links", () => {
  /** Whether the page still holds the marker set before a click: the router changed the page in place. */
  const sameDocument = (page: Page) => page.evaluate(() => "beforeClick" in window);
  const markDocument = (page: Page) => page.evaluate(() => Object.assign(window, { beforeClick: true }));

  test("mark the current section, and change the page in place with JavaScript, by loading it without", async ({
    page,
    shopper: _,
  }, testInfo) => {
    const javaScript = hasJavaScript(testInfo);
    await page.goto("/products");
    if (javaScript) await cardsHydrated(page);
    const main = mainNavigation(page);
    await expect(main.getByRole("link", { name: "Home" })).not.toHaveAttribute("aria-current");

    await markDocument(page);
    await main.getByRole("link", { name: "About" }).click();
    await expect(page).toHaveURL(/\/about-us$/);
    await expect(main.getByRole("link", { name: "About" })).toHaveAttribute("aria-current", "page");
    await expect(main.getByRole("link", { name: "Contact" })).not.toHaveAttribute("aria-current");
    expect(await sameDocument(page)).toBe(javaScript);

    await markDocument(page);
    await page.getByRole("contentinfo").getByRole("link", { name: "FAQ" }).click();
    await expect(page).toHaveURL(/\/faq$/);
    await expect(page.getByRole("heading", { level: 1 })).toContainText(/frequently asked/i);
    expect(await sameDocument(page)).toBe(javaScript);

    await markDocument(page);
    await page.getByRole("link", { name: "Cookware.pk home" }).click();
    await expect(page).toHaveURL(/\/home$/);
    await expect(main.getByRole("link", { name: "Home" })).toHaveAttribute("aria-current", "page");
    expect(await sameDocument(page)).toBe(javaScript);
  });

  test("a product card's link opens the product page, and a Ctrl-click opens it in a new tab, leaving the listing", async ({
    page,
    context,
    shopper: _,
  }, testInfo) => {
    await page.goto("/products");
    if (hasJavaScript(testInfo)) await cardsHydrated(page);
    const firstCard = page.getByRole("article").first();
    const name = (await firstCard.getByRole("heading").textContent())!;
    const [tab] = await Promise.all([context.waitForEvent("page"), firstCard.getByRole("link").click({ modifiers: ["ControlOrMeta"] })]);
    await tab.waitForLoadState();
    expect(tab.url()).toMatch(/\/products\/[\w-]+$/);
    await expect(page).toHaveURL(/\/products$/);
    await tab.close();

    await firstCard.getByRole("link").click();
    await expect(page).toHaveURL(/\/products\/[\w-]+$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(name);
  });
});
