import { demoProducts } from "../../backend/db/seed/catalogue";
import { variantRows } from "../../backend/db/seed/variant-rows";
import { expect, test, hasJavaScript } from "../fixtures";
import { byName, rupees } from "../support/shopping-support";
import { holdRequests } from "../support/hold-requests";

const multiImage = byName("Charcoal Non-Stick Wok Karahi");

test.describe("product detail", () => {
  test("shows breadcrumb, gallery, name, price, rating, description with bold, sizes and quantity", async ({ page, shopper: _ }) => {
    const response = await page.goto(`/products/${multiImage.id}`);
    expect(response?.status()).toBe(200);
    const breadcrumb = page.getByRole("navigation", { name: "Breadcrumb" });
    await expect(breadcrumb.getByRole("link", { name: "Products" })).toHaveAttribute("href", "/products");
    await expect(page.getByRole("heading", { level: 1, name: multiImage.name })).toBeVisible();
    // The first size's price (the lowest): each size has its own (shopping-variants.spec.ts).
    await expect(page.getByRole("status", { name: "Price" })).toHaveText(rupees(multiImage));
    // No rating nobody gave: without a published review, no stars.
    await expect(page.getByText("No reviews yet").first()).toBeVisible();
    await expect(page.getByRole("img", { name: /^Rated/ })).toHaveCount(0);

    // **text** is bold; the rest is plain text.
    const description = page.getByRole("region", { name: "Description" });
    await expect(description.locator("strong").first()).toBeVisible();
    await expect(description.getByText("Sizes:", { exact: true })).toHaveJSProperty("tagName", "STRONG");
    await expect(description).not.toContainText("**");

    const sizes = page.getByRole("group", { name: "Size" }).getByRole("radio");
    await expect(sizes).toHaveCount(multiImage.sizes!.length);
    await expect(sizes.first()).toBeChecked();
    const quantity = page.getByRole("spinbutton", { name: "Quantity" });
    await expect(quantity).toHaveValue("1");
    await expect(quantity).toHaveAttribute("min", "1");
    // At most the chosen size's stock.
    const firstSize = variantRows(demoProducts.find((product) => product.name === multiImage.name)!)[0];
    await expect(quantity).toHaveAttribute("max", String(firstSize.stock));
  });

  test("the gallery's previous, next and thumbnails are links that work without JavaScript", async ({ page, shopper: _ }) => {
    const count = multiImage.images!.length;
    expect(count).toBeGreaterThan(2);
    await page.goto(`/products/${multiImage.id}`);
    const gallery = page.getByRole("region", { name: `Pictures of ${multiImage.name}` });
    const main = gallery.getByRole("img", { name: new RegExp(`picture \\d of ${count}`) });
    await expect(main).toHaveAccessibleName(`${multiImage.name}, picture 1 of ${count}`);
    await expect(main).not.toHaveAttribute("loading", "lazy");

    await gallery.getByRole("link", { name: "Next picture" }).click();
    await expect(page).toHaveURL(/\?image=2$/);
    await expect(main).toHaveAccessibleName(`${multiImage.name}, picture 2 of ${count}`);
    await expect(main).toHaveAttribute("src", multiImage.images![1]);

    await gallery.getByRole("link", { name: `Show picture ${count} of ${count}` }).click();
    await expect(main).toHaveAccessibleName(`${multiImage.name}, picture ${count} of ${count}`);
    await expect(gallery.getByRole("link", { name: `Show picture ${count} of ${count}` })).toHaveAttribute("aria-current", "true");

    // Next after the last picture comes back to the first.
    await gallery.getByRole("link", { name: "Next picture" }).click();
    await expect(main).toHaveAccessibleName(`${multiImage.name}, picture 1 of ${count}`);
    await gallery.getByRole("link", { name: "Previous picture" }).click();
    await expect(main).toHaveAccessibleName(`${multiImage.name}, picture ${count} of ${count}`);
  });

  test("Add to Cart adds the chosen size and quantity", async ({ page, shopper: _ }, testInfo) => {
    const product = byName("Shahi Copper Handi");
    await page.goto(`/products/${product.id}`);
    await page.getByRole("group", { name: "Size" }).getByText(product.sizes![1], { exact: true }).click();
    await expect(page.getByRole("radio", { name: product.sizes![1] })).toBeChecked();
    await page.getByRole("spinbutton", { name: "Quantity" }).fill("2");
    if (hasJavaScript(testInfo)) {
      const release = await holdRequests(page, /\.data(\?|$)/, "POST");
      await page.getByRole("button", { name: "Add to Cart" }).click();
      await expect(page.getByRole("button", { name: "Adding..." })).toBeDisabled();
      await expect(page.getByRole("button", { name: "Buy Now" })).toBeDisabled();
      release();
    } else {
      await page.getByRole("button", { name: "Add to Cart" }).click();
    }
    await expect(page.getByText("Item added to cart!")).toBeVisible();
    await expect(page).toHaveURL(`/products/${product.id}`);
    // Busy, the button was aria-disabled, not disabled: focus stays on it for the next step.
    if (hasJavaScript(testInfo)) await expect(page.getByRole("button", { name: "Add to Cart" })).toBeFocused();
    await expect(page.getByRole("link", { name: "Cart, 2 items" })).toBeVisible();

    await page.goto("/cart");
    const line = page.getByRole("listitem").filter({ hasText: product.name });
    await expect(line.getByText(`Size: ${product.sizes![1]}`)).toBeVisible();
    await expect(line.getByRole("spinbutton")).toHaveValue("2");
  });

  test("a quantity above the stock is refused by the server with its message", async ({ page, baseURL, shopper: _ }) => {
    const product = byName("Dum Pukht Handi");
    await page.goto(`/products/${product.id}`);
    // Whatever the form sent: post past the field's max, as a crafted form could.
    const response = await page.request.post(`/products/${product.id}`, {
      form: { intent: "add", quantity: "500", size: product.sizes![0] },
      headers: { Origin: baseURL! },
      maxRedirects: 0,
    });
    expect(response.status()).toBe(409);
    expect(await response.text()).toMatch(/Only \d+ left in stock/);

    const belowOne = await page.request.post(`/products/${product.id}`, {
      form: { intent: "add", quantity: "0" },
      headers: { Origin: baseURL! },
      maxRedirects: 0,
    });
    expect(belowOne.status()).toBe(400);
    expect(await belowOne.text()).toContain("The quantity must be at least 1");
  });

  test("the page shows the refusal next to the buttons", async ({ page, shopper: _ }) => {
    const product = byName("Sapphire Blue Marble Karahi");
    await page.goto(`/products/${product.id}`);
    const quantity = page.getByRole("spinbutton", { name: "Quantity" });
    // The field stops at the stock; lift the limit as an old browser would ignore it.
    await quantity.evaluate((input) => input.removeAttribute("max"));
    await quantity.fill("50");
    await page.getByRole("button", { name: "Add to Cart" }).click();
    await expect(page.getByRole("alert").filter({ hasText: /Only \d+ left in stock|out of stock/ })).toBeVisible();
    // The refused quantity is still there, whichever way the page came back.
    await expect(quantity).toHaveValue("50");

    await quantity.evaluate((input) => input.removeAttribute("max"));
    await page.getByRole("button", { name: "Buy Now" }).click();
    await expect(page.getByRole("alert").filter({ hasText: "Failed to proceed to checkout" })).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`/products/${product.id}$`));
  });

  test("Buy Now adds to the cart and goes to checkout", async ({ page, shopper: _ }, testInfo) => {
    const product = byName("Noor Marble-Coated Karahi with Glass Lid");
    await page.goto(`/products/${product.id}`);
    if (hasJavaScript(testInfo)) {
      const release = await holdRequests(page, /\.data(\?|$)/, "POST");
      await page.getByRole("button", { name: "Buy Now" }).click();
      await expect(page.getByRole("button", { name: "Processing..." })).toBeDisabled();
      release();
    } else {
      await page.getByRole("button", { name: "Buy Now" }).click();
    }
    await expect(page).toHaveURL(/\/checkout$/);
    await page.goto("/cart");
    await expect(page.getByRole("listitem").filter({ hasText: product.name })).toBeVisible();
  });

  test("an out-of-stock product says so and disables both buttons", async ({ page, shopper: _ }) => {
    const product = byName("Mehran Granite Handi");
    await page.goto(`/products/${product.id}`);
    await expect(page.getByText("Out of Stock", { exact: true })).toBeVisible();
    await expect(page.getByRole("button", { name: "Add to Cart" })).toBeDisabled();
    await expect(page.getByRole("button", { name: "Buy Now" })).toBeDisabled();
  });

  test("a missing product answers 404 with a way back to the products", async ({ page, shopper: _ }) => {
    const response = await page.goto("/products/no-such-pot");
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { name: "Product not found" })).toBeVisible();
    await page.getByRole("link", { name: "Back to Products" }).click();
    await expect(page).toHaveURL(/\/products$/);
  });

  test("a signed-out visitor is asked to sign in", async ({ page }) => {
    const response = await page.goto(`/products/${multiImage.id}`);
    expect(response?.status()).toBe(401);
  });

  test("'Loading product details' shows while a client navigation waits", async ({ page, shopper: _ }, testInfo) => {
    test.skip(!hasJavaScript(testInfo), "a page load without JavaScript has no in-page waiting state");
    await page.goto("/products?category=karahi");
    const release = await holdRequests(page, /\/products\/[^/]+\.data/);
    await page
      .getByRole("link", { name: /Charcoal Non-Stick Wok Karahi/ })
      .first()
      .click();
    await expect(page.getByText("Loading product details")).toBeVisible();
    release();
    await expect(page.getByRole("heading", { level: 1, name: "Charcoal Non-Stick Wok Karahi" })).toBeVisible();
    await expect(page.getByText("Loading product details")).toHaveCount(0);
  });
});
