import { demoProducts } from "../../backend/db/seed/catalogue";
import { variantRows } from "../../backend/db/seed/variant-rows";
import { OUT_OF_STOCK } from "../../contract/messages";
import { formatRupees } from "../../contract/money";
import { expect, hasJavaScript, test } from "../fixtures";
import { card } from "../support/shopping-support";

/** A seeded product's sizes as the backend holds them: label, slug, price in rupees, stock. */
function sizesOf(name: string) {
  const product = demoProducts.find((candidate) => candidate.name === name);
  if (!product) throw new Error(`No seeded product named ${name}`);
  const sizes = variantRows(product).map((row) => ({ label: row.label!, slug: row.slug, price: row.pricePaisa / 100, stock: row.stock }));
  return { id: product.id, name, sizes };
}

// Three sizes at three prices, all in stock.
const handi = sizesOf("Zaiqa Non-Stick Handi");
// No. 6 and No. 7 in stock, No. 8 sold out.
const dumPukht = sizesOf("Dum Pukht Handi");

test.describe("sizes with their own prices", () => {
  test("the card says 'from' the lowest price and marks a sold-out size; the product page prices each size", async ({
    page,
    shopper: _,
  }) => {
    const [smallest, , largest] = handi.sizes;
    expect(largest.price).toBeGreaterThan(smallest.price);
    await page.goto("/products?category=handi");
    await expect(card(page, handi.name)).toContainText(`from ${formatRupees(smallest.price)}`);
    // Each size's choice carries its own price.
    const handiOptions = card(page, handi.name).getByRole("combobox").getByRole("option");
    for (const size of handi.sizes)
      await expect(handiOptions.filter({ hasText: size.label })).toHaveText(`${size.label} – ${formatRupees(size.price)}`);
    const soldOut = dumPukht.sizes.find((size) => size.stock === 0)!;
    const options = card(page, dumPukht.name).getByRole("combobox").getByRole("option");
    await expect(options.filter({ hasText: `${soldOut.label} (sold out)` })).toBeDisabled();
    await expect(options.filter({ hasText: dumPukht.sizes[0].label })).toBeEnabled();

    await page.goto(`/products/${handi.id}`);
    await expect(page.getByRole("status", { name: "Price" })).toHaveText(formatRupees(smallest.price));
    const choices = page.getByRole("group", { name: "Size" }).getByRole("radio");
    await expect(choices).toHaveCount(handi.sizes.length);
    for (const [index, size] of handi.sizes.entries()) {
      await expect(choices.nth(index)).toHaveAccessibleName(`${size.label} ${formatRupees(size.price)}`);
    }
  });

  test("a link naming a size (?size=) shows that size chosen at its price, before any script runs", async ({ page, shopper: _ }) => {
    const largest = handi.sizes[2];
    await page.goto(`/products/${handi.id}?size=${largest.slug}`);
    await expect(page.getByRole("status", { name: "Price" })).toHaveText(formatRupees(largest.price));
    await expect(page.getByRole("radio", { name: largest.label })).toBeChecked();
    // An unknown slug falls back to the first size in stock, never to an error.
    await page.goto(`/products/${handi.id}?size=no-such-size`);
    await expect(page.getByRole("status", { name: "Price" })).toHaveText(formatRupees(handi.sizes[0].price));
  });

  test("choosing a larger size adds that size to the cart at its own price", async ({ page, shopper: _ }, testInfo) => {
    const largest = handi.sizes[2];
    await page.goto(`/products/${handi.id}`);
    await page.getByRole("group", { name: "Size" }).getByText(largest.label, { exact: true }).click();
    await expect(page.getByRole("radio", { name: largest.label })).toBeChecked();
    // With JavaScript the price follows the choice in place; without it, each choice shows its own.
    if (hasJavaScript(testInfo)) await expect(page.getByRole("status", { name: "Price" })).toHaveText(formatRupees(largest.price));
    await page.getByRole("button", { name: "Add to Cart" }).click();
    await expect(page.getByText("Item added to cart!")).toBeVisible();

    await page.goto("/cart");
    const line = page.getByRole("listitem").filter({ has: page.getByRole("heading", { name: handi.name }) });
    await expect(line.getByText(`Size: ${largest.label}`)).toBeVisible();
    await expect(line.getByText(`${formatRupees(largest.price)} each`)).toBeVisible();
    // The line leads back to the product page with its size chosen.
    await expect(line.getByRole("link", { name: handi.name })).toHaveAttribute("href", `/products/${handi.id}?size=${largest.slug}`);
  });

  test("a sold-out size says so, cannot be chosen, and a post naming it adds nothing", async ({ page, baseURL, shopper: _ }) => {
    const soldOut = dumPukht.sizes.find((size) => size.stock === 0)!;
    await page.goto(`/products/${dumPukht.id}`);
    const choice = page.getByRole("radio", { name: soldOut.label });
    await expect(choice).toBeDisabled();
    await expect(choice).toHaveAccessibleName(`${soldOut.label} Sold out`);
    // The other sizes are still for sale.
    await expect(page.getByRole("button", { name: "Add to Cart" })).toBeEnabled();

    // A crafted post naming the sold-out size is refused by the server.
    const response = await page.request.post(`/products/${dumPukht.id}`, {
      form: { intent: "add", quantity: "1", variant: soldOut.slug },
      headers: { Origin: baseURL! },
      maxRedirects: 0,
    });
    expect(response.status()).toBe(409);
    expect(await response.text()).toContain(OUT_OF_STOCK);
    await page.goto("/cart");
    await expect(page.getByRole("heading", { name: "Your cart is empty" })).toBeVisible();
  });
});
