import type { Page } from "@playwright/test";
import { expect, hasJavaScript, test } from "../fixtures";
import { expectCount, matching } from "../support/shopping-support";

// The header's search box (issue 39): without JavaScript a plain search of the listing; with it, a
// combobox whose suggestions come as the shopper types (WAI-ARIA APG, combobox with listbox popup).
const headerSearch = (page: Page) => page.getByRole("search", { name: "Search the store" }).locator("input[name=q]");

test.describe("the header's search", () => {
  test("leads to the listing with the search's results, from any page", async ({ page, shopper: _ }, testInfo) => {
    await page.goto("/about-us");
    await headerSearch(page).fill("karhai");
    await headerSearch(page).press("Enter");
    await expect(page).toHaveURL("/products?q=karhai");
    await expectCount(page, matching([], { q: "karahi" }).length);
    if (!hasJavaScript(testInfo)) await expect(headerSearch(page)).not.toHaveAttribute("role", "combobox");
  });

  test("suggests products as the shopper types, chosen with the keyboard", async ({ page, shopper: _ }, testInfo) => {
    test.skip(!hasJavaScript(testInfo), "suggestions need JavaScript");
    const karahis = matching([], { q: "karahi" }).map((row) => row.name);
    await page.goto("/home");
    const box = headerSearch(page);
    await box.focus();
    // The suggestions' script arrives only now, and takes the box over as a combobox.
    await expect(page.getByRole("combobox", { name: "Search the store" })).toHaveAttribute("aria-expanded", "false");
    await box.pressSequentially("karhai");
    const combobox = page.getByRole("combobox", { name: "Search the store" });
    await expect(combobox).toHaveAttribute("aria-expanded", "true");
    const listbox = page.getByRole("listbox", { name: "Suggested products" });
    await expect(combobox).toHaveAttribute("aria-controls", (await listbox.getAttribute("id"))!);
    const options = listbox.getByRole("option");
    await expect(options).toHaveCount(Math.min(5, karahis.length));
    for (const name of await options.allInnerTexts()) expect(karahis.some((karahi) => name.includes(karahi))).toBe(true);
    await expect(page.getByRole("status").filter({ hasText: "Suggestions: 5" })).toBeAttached();
    await expect(combobox).not.toHaveAttribute("aria-activedescendant");

    // Down to the first, down again, up back, round to the last; the focus stays in the box.
    await box.press("ArrowDown");
    await expect(combobox).toHaveAttribute("aria-activedescendant", (await options.nth(0).getAttribute("id"))!);
    await expect(options.nth(0)).toHaveAttribute("aria-selected", "true");
    await box.press("ArrowDown");
    await expect(combobox).toHaveAttribute("aria-activedescendant", (await options.nth(1).getAttribute("id"))!);
    await expect(options.nth(0)).toHaveAttribute("aria-selected", "false");
    await box.press("ArrowUp");
    await box.press("ArrowUp");
    await expect(combobox).toHaveAttribute("aria-activedescendant", (await options.nth(4).getAttribute("id"))!);
    await expect(box).toBeFocused();

    // Escape closes the list and keeps the text; Down opens it again.
    await box.press("Escape");
    await expect(combobox).toHaveAttribute("aria-expanded", "false");
    await expect(listbox).toBeHidden();
    await expect(box).toHaveValue("karhai");
    await box.press("ArrowDown");
    await expect(combobox).toHaveAttribute("aria-expanded", "true");

    // Enter opens the chosen product's page.
    const chosen = (await options.nth(0).innerText()).split("\n")[0];
    await box.press("Enter");
    await expect(page).toHaveURL(/\/products\/[^?]+$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(chosen);
  });

  test("suggests in Urdu script too, and says when a typo found the nearest word", async ({ page, shopper: _ }, testInfo) => {
    test.skip(!hasJavaScript(testInfo), "suggestions need JavaScript");
    await page.goto("/home?lng=ur");
    const box = page.getByRole("search", { name: "اسٹور میں تلاش کریں" }).locator("input[name=q]");
    await box.focus();
    await box.pressSequentially("کڑاہی");
    const options = page.getByRole("listbox", { name: "تجویز کردہ مصنوعات" }).getByRole("option");
    // The products' Urdu names, as the Urdu listing shows them, marked as Urdu.
    await expect(options.first()).toContainText("کڑاہی");
    await expect(options.first().locator('[lang="ur"]')).toContainText("کڑاہی");
    await expect(options.filter({ hasText: "Karahi" })).toHaveCount(0);
    await box.fill("karahhi");
    await expect(page.getByText("کیا آپ کا مطلب karahi تھا؟")).toBeVisible();
    await expect(options.first()).toContainText("کڑاہی");
    // Enter with no suggestion chosen is the form's own search.
    await box.press("Enter");
    await expect(page).toHaveURL(/\/products\?q=karahhi/);
  });
});
