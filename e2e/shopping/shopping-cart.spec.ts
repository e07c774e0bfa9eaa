import type { APIRequestContext, Page } from "@playwright/test";
import { expect, test, hasJavaScript } from "../fixtures";
import { byName, priceOf, type CatalogueRow } from "../support/shopping-support";

const handi = byName("Zaiqa Non-Stick Handi");
const pan = byName("Zaiqa Non-Stick Fry Pan");

/** Fills the shopper's cart through the cart route's add action, as a form without JavaScript would. */
async function addToCart(request: APIRequestContext, baseURL: string, product: CatalogueRow, quantity: number) {
  const response = await request.post("/cart", {
    form: { intent: "add", productId: product.id!, size: product.sizes![0], quantity: String(quantity), redirectTo: "/cart" },
    headers: { Origin: baseURL },
    maxRedirects: 0,
  });
  expect(response.status()).toBe(303);
}

const line = (page: Page, name: string) => page.getByRole("listitem").filter({ has: page.getByRole("heading", { name }) });
const quantityOf = (page: Page, name: string) => page.getByRole("spinbutton", { name: `Quantity for ${name}` });
const summary = (page: Page) => page.getByRole("complementary", { name: "Order Summary" });
const rs = (amount: number) => `Rs ${amount.toLocaleString("en-US")}`;

test.describe("cart", () => {
  test("an empty cart says so and offers Continue Shopping", async ({ page, shopper: _ }) => {
    await page.goto("/cart");
    await expect(page.getByRole("heading", { name: "Your cart is empty" })).toBeVisible();
    await expect(page.getByRole("link", { name: "Continue Shopping" })).toHaveAttribute("href", "/products");
  });

  test("/Cart is the same page", async ({ page, shopper: _ }) => {
    const response = await page.goto("/Cart");
    expect(response?.status()).toBe(200);
    await expect(page.getByRole("heading", { level: 1, name: "Your Cart" })).toBeVisible();
  });

  test("a signed-out visitor is asked to sign in", async ({ page }) => {
    const response = await page.goto("/cart");
    expect(response?.status()).toBe(401);
  });

  test("shows the lines and an Order Summary worked out from the backend's prices", async ({ page, baseURL, shopper: _ }) => {
    await addToCart(page.request, baseURL!, handi, 2);
    await addToCart(page.request, baseURL!, pan, 1);
    await page.goto("/cart");
    const handiLine = line(page, handi.name);
    await expect(handiLine.locator("img")).toHaveAttribute("src", handi.images![0]);
    await expect(handiLine.getByText(`${rs(priceOf(handi))} each`)).toBeVisible();
    await expect(quantityOf(page, handi.name)).toHaveValue("2");
    await expect(handiLine.getByText(`Line total: ${rs(priceOf(handi) * 2)}`)).toBeVisible();
    const subtotal = priceOf(handi) * 2 + priceOf(pan);
    await expect(summary(page).getByRole("heading", { name: "Order Summary" })).toBeVisible();
    await expect(summary(page).getByText("Subtotal")).toBeVisible();
    await expect(summary(page).getByText("RS0.00")).toHaveCount(2);
    await expect(summary(page).getByText(rs(subtotal))).toHaveCount(2);
    await expect(page.getByRole("link", { name: /Back to shopping/ })).toHaveAttribute("href", "/products");
  });

  test("edits quantities and saves them", async ({ page, baseURL, shopper: _ }, testInfo) => {
    await addToCart(page.request, baseURL!, handi, 1);
    await addToCart(page.request, baseURL!, pan, 1);
    await page.goto("/cart");
    if (hasJavaScript(testInfo)) {
      await expect(page.getByText("Your cart is up to date.")).toBeVisible();
      await expect(page.getByRole("button", { name: "Save Changes" })).toBeDisabled();
      await expect(page.getByRole("button", { name: `Decrease quantity for ${handi.name}` })).toBeDisabled();
      await page.getByRole("button", { name: `Increase quantity for ${handi.name}` }).click();
      await page.getByRole("button", { name: `Increase quantity for ${handi.name}` }).click();
      await expect(quantityOf(page, handi.name)).toHaveValue("3");
      await expect(page.getByText("You have unsaved changes.")).toBeVisible();
      // Checkout stays available: it saves the edits on its way (see below).
      await expect(page.getByRole("button", { name: "Checkout" })).toBeEnabled();
      await expect(
        summary(page)
          .getByText(rs(priceOf(handi) * 3 + priceOf(pan)))
          .first(),
      ).toBeVisible();
      // Back to where it was: nothing to save.
      await page.getByRole("button", { name: `Decrease quantity for ${handi.name}` }).click();
      await page.getByRole("button", { name: `Decrease quantity for ${handi.name}` }).click();
      await expect(page.getByText("Your cart is up to date.")).toBeVisible();
      await page.getByRole("button", { name: `Increase quantity for ${handi.name}` }).click();
      await page.getByRole("button", { name: `Increase quantity for ${handi.name}` }).click();
    } else {
      await quantityOf(page, handi.name).fill("3");
    }
    await page.getByRole("button", { name: "Save Changes" }).click();
    await expect(page.getByText("Your cart has been saved.")).toBeVisible();
    await expect(quantityOf(page, handi.name)).toHaveValue("3");
    if (hasJavaScript(testInfo)) await expect(page.getByText("Your cart is up to date.")).toBeVisible();
    await page.reload();
    await expect(quantityOf(page, handi.name)).toHaveValue("3");
    await expect(
      summary(page)
        .getByText(rs(priceOf(handi) * 3 + priceOf(pan)))
        .first(),
    ).toBeVisible();
  });

  test("removes a line", async ({ page, baseURL, shopper: _ }, testInfo) => {
    await addToCart(page.request, baseURL!, handi, 1);
    await addToCart(page.request, baseURL!, pan, 2);
    await page.goto("/cart");
    await page.getByRole("button", { name: `Remove ${handi.name}` }).click();
    if (hasJavaScript(testInfo)) {
      // The removal is an edit like any other, until saved.
      await expect(line(page, handi.name)).toHaveCount(0);
      await expect(page.getByText("You have unsaved changes.")).toBeVisible();
      await page.getByRole("button", { name: "Save Changes" }).click();
      // Reloading before the save is answered would show the cart as it was.
      await expect(page.getByText("Your cart has been saved.")).toBeVisible();
    } else {
      await expect(page.getByText("The item was removed from your cart.")).toBeVisible();
    }
    await expect(line(page, pan.name)).toBeVisible();
    await page.reload();
    await expect(line(page, handi.name)).toHaveCount(0);
    await expect(quantityOf(page, pan.name)).toHaveValue("2");
  });

  test("a quantity of 0 removes the line", async ({ page, baseURL, shopper: _ }) => {
    await addToCart(page.request, baseURL!, handi, 1);
    await addToCart(page.request, baseURL!, pan, 1);
    await page.goto("/cart");
    await quantityOf(page, handi.name).fill("0");
    await page.getByRole("button", { name: "Save Changes" }).click();
    await expect(page.getByText("Your cart has been saved.")).toBeVisible();
    await expect(line(page, handi.name)).toHaveCount(0);
    await expect(line(page, pan.name)).toBeVisible();
  });

  test("a quantity over the stock is refused with a message and the edit kept", async ({ page, baseURL, shopper: _ }, testInfo) => {
    const scarce = byName("Sapphire Blue Marble Karahi");
    await addToCart(page.request, baseURL!, scarce, 1);
    await page.goto("/cart");
    await quantityOf(page, scarce.name).fill("90");
    await page.getByRole("button", { name: "Save Changes" }).click();
    await expect(page.getByRole("alert").filter({ hasText: new RegExp(`only \\d+ left of ${scarce.name}|out of stock`) })).toBeVisible();
    await expect(quantityOf(page, scarce.name)).toHaveValue("90");
    if (hasJavaScript(testInfo)) await expect(page.getByText("You have unsaved changes.")).toBeVisible();
  });

  test("Clear Cart empties the cart", async ({ page, baseURL, shopper: _ }) => {
    await addToCart(page.request, baseURL!, handi, 1);
    await addToCart(page.request, baseURL!, pan, 1);
    await page.goto("/cart");
    await page.getByRole("button", { name: "Clear Cart" }).click();
    await expect(page.getByRole("heading", { name: "Your cart is empty" })).toBeVisible();
    await page.reload();
    await expect(page.getByRole("heading", { name: "Your cart is empty" })).toBeVisible();
  });

  test("Checkout with unsaved edits saves them, then opens checkout at its top", async ({ page, baseURL, shopper: _ }, testInfo) => {
    await page.setViewportSize({ width: 375, height: 667 });
    await addToCart(page.request, baseURL!, handi, 1);
    await addToCart(page.request, baseURL!, pan, 1);
    await page.goto("/cart");
    if (hasJavaScript(testInfo)) {
      await page.getByRole("button", { name: `Increase quantity for ${handi.name}` }).click();
      await expect(page.getByText("You have unsaved changes.")).toBeVisible();
    } else {
      await quantityOf(page, handi.name).fill("2");
    }
    // Checkout belongs to the lines' form, with or without JavaScript: it saves, then goes on.
    const checkout = page.getByRole("button", { name: "Checkout" });
    await expect(checkout).toBeEnabled();
    await checkout.click();
    await expect(page).toHaveURL(/\/checkout$/);
    await expect(page.getByRole("region", { name: "Order Summary" }).getByText("Qty: 2")).toBeVisible();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    await page.goto("/cart");
    await expect(quantityOf(page, handi.name)).toHaveValue("2");
    await expect(quantityOf(page, pan.name)).toHaveValue("1");
  });

  test("Back to shopping goes one step back with JavaScript and to the products without", async ({
    page,
    baseURL,
    shopper: _,
  }, testInfo) => {
    await addToCart(page.request, baseURL!, handi, 1);
    await page.goto(`/products/${pan.id}`);
    await page.getByRole("link", { name: /^Cart/ }).click();
    await expect(page).toHaveURL(/\/cart$/);
    await page.getByRole("link", { name: /Back to shopping/ }).click();
    await expect(page).toHaveURL(hasJavaScript(testInfo) ? new RegExp(`/products/${pan.id}$`) : /\/products$/);
  });
});
