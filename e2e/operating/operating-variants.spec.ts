import type { Page } from "@playwright/test";
import { addToCart } from "../support/buying-support";
import { flash, publishNewProduct } from "../support/operating-support";
import { withWholeCatalogue } from "../support/shopping-support";
import { expect, test } from "../fixtures";
import { PRICE_RULE, PRODUCT_CHANGED } from "../../contract/catalogue-admin";
import { slugFromName } from "../../contract/product-slug";
import { CHECK_STOCK_PER_SIZE, CHOOSE_VARIANT } from "../../contract/variants";

// One product from its form through its sizes, stock and the shop: more than one ordinary page's time.
test.describe.configure({ timeout: 120_000 });

/** Saves the sizes by request, as another operator's page would: [id, label, price, weight] each. */
function postSizes(operator: Page, baseURL: string, slug: string, version: string, rows: string[][]) {
  return operator.request.post(`/admin/products/${slug}`, {
    headers: { Origin: baseURL },
    maxRedirects: 0,
    form: {
      intent: "variants",
      version,
      ...Object.fromEntries(
        rows.flatMap(([id, label, price, weight, archived], index) => [
          [`variants[${index}].id`, id],
          [`variants[${index}].label`, label],
          [`variants[${index}].price`, price],
          [`variants[${index}].compareAtPrice`, id === "mini" ? "2400" : ""],
          [`variants[${index}].weightGrams`, weight],
          ...(archived ? [[`variants[${index}].archived`, archived]] : []),
        ]),
      ),
    },
  });
}

test("the operator adds a size with its own price, moves it, receives stock for it alone, and the shop sells it at that price", async ({
  page,
  baseURL,
  shopper: _,
  operatorPage: operator,
}, testInfo) => {
  const name = `Sizes Test Patila ${testInfo.project.name} ${Date.now()}`;
  const slug = slugFromName(name);

  // In the shop from its creation to its archiving: the listing specs count the demo catalogue meanwhile.
  await withWholeCatalogue(async () => {
    // Two sizes and opening stock: the stock lands on the first size, so the list asks to check it.
    await publishNewProduct(operator, {
      name,
      description: "A patila in three sizes.",
      price: "3000",
      openingStock: "4",
      sizes: "Small, Large",
    });
    await operator.goto(`/admin/products?q=${encodeURIComponent(name)}`);
    await expect(operator.getByRole("row", { name: new RegExp(name) }).getByText(CHECK_STOCK_PER_SIZE)).toBeVisible();
    // The list names the size that has none, not only the product.
    await expect(operator.getByRole("row", { name: new RegExp(name) }).getByText(/\bLarge out of stock\b/)).toBeVisible();

    // A third size, cheaper than the others; a price the rule refuses keeps its message beside it and what was typed.
    await operator.getByRole("link", { name }).click();
    const sizes = operator.getByRole("region", { name: "Sizes", exact: true });
    await expect(sizes.getByText(CHECK_STOCK_PER_SIZE)).toBeVisible();
    await sizes.getByRole("button", { name: "Add a size" }).click();
    const third = sizes.getByRole("group", { name: "Size 3" });
    // A new size starts at the product's price.
    await expect(third.getByLabel("Price (Rs)", { exact: true })).toHaveValue("3000");
    await third.getByLabel("Label", { exact: true }).fill("Mini");
    await third.getByLabel("Price (Rs)", { exact: true }).fill("Rs lots");
    await third.getByLabel("Weight (grams)").fill("900");
    await sizes.getByRole("button", { name: "Save sizes" }).click();
    await expect(third.getByText(PRICE_RULE)).toBeVisible();
    await expect(third.getByLabel("Label", { exact: true })).toHaveValue("Mini");
    await third.getByLabel("Price (Rs)", { exact: true }).fill("1,900");
    await third.getByLabel("Compare-at price (Rs)").fill("2,400");
    // Moved before Large, with everything typed.
    await third.getByRole("button", { name: "Move up (size 3)" }).click();
    const second = sizes.getByRole("group", { name: "Size 2" });
    await expect(second.getByLabel("Label", { exact: true })).toHaveValue("Mini");
    await expect(second.getByLabel("Compare-at price (Rs)")).toHaveValue("2,400");
    await sizes.getByRole("button", { name: "Save sizes" }).click();
    await expect(flash(operator, "Sizes saved.")).toBeVisible();
    await expect(second.getByLabel("Label", { exact: true })).toHaveValue("Mini");
    await expect(second.getByLabel("Price (Rs)", { exact: true })).toHaveValue("1900");
    await expect(second.getByText("In stock: 0")).toBeVisible();
    await expect(sizes.getByText(CHECK_STOCK_PER_SIZE)).toHaveCount(0);

    // Stock for a sized product names its size; received for Mini alone.
    const stock = operator.getByRole("region", { name: "Stock", exact: true });
    await stock.getByLabel("Change in units").fill("7");
    await stock.getByLabel("Reason").selectOption("received");
    await stock.getByRole("button", { name: "Adjust stock" }).click();
    await expect(stock.getByLabel("Size")).toHaveAccessibleDescription(CHOOSE_VARIANT);
    await expect(stock.getByLabel("Change in units")).toHaveValue("7");
    await stock.getByLabel("Size").selectOption("mini");
    await stock.getByRole("button", { name: "Adjust stock" }).click();
    await expect(flash(operator, "Mini: stock is now 7.")).toBeVisible();
    const ledger = operator.getByRole("region", { name: "Stock ledger" });
    await expect(ledger.getByText("Mini: +7 · Received → 7 in stock")).toBeVisible();
    await expect(ledger.getByText("Small: +4 · Received → 4 in stock")).toBeVisible();
    await expect(ledger.getByText(/^Large:/)).toHaveCount(0);
    await expect(sizes.getByRole("group", { name: "Size 1" }).getByText("In stock: 4")).toBeVisible();
    await expect(sizes.getByRole("group", { name: "Size 3" }).getByText("In stock: 0")).toBeVisible();

    // Saved meanwhile elsewhere (Large now weighs 1.5 kg): this page's save is refused and shows the sizes as they are now.
    const version = await sizes.locator('input[name="version"]').inputValue();
    const elsewhere = await postSizes(operator, baseURL!, slug, version, [
      ["small", "Small", "3000", "0"],
      ["mini", "Mini", "1900", "900"],
      ["large", "Large", "3000", "1500"],
    ]);
    expect(elsewhere.status()).toBe(303);
    // A list change no button of the form makes is refused, never a 5xx.
    for (const change of ["{not json", JSON.stringify({ type: "insert", payload: { name: "variants[0].label" } })]) {
      const hostile = await operator.request.post(`/admin/products/${slug}`, {
        headers: { Origin: baseURL! },
        maxRedirects: 0,
        form: { intent: "variants", version, __intent__: change },
      });
      expect(hostile.status()).toBe(400);
    }
    await sizes.getByRole("group", { name: "Size 1" }).getByLabel("Capacity", { exact: true }).fill("3 litres");
    await sizes.getByRole("button", { name: "Save sizes" }).click();
    await expect(operator.getByRole("alert").filter({ hasText: PRODUCT_CHANGED })).toBeVisible();
    await expect(sizes.getByRole("group", { name: "Size 3" }).getByLabel("Weight (grams)")).toHaveValue("1500");
    await expect(sizes.getByRole("group", { name: "Size 1" }).getByLabel("Capacity", { exact: true })).toHaveValue("");

    await operator.goto(`/admin/products?q=${encodeURIComponent(name)}`);
    await expect(operator.getByRole("row", { name: new RegExp(name) }).getByText(CHECK_STOCK_PER_SIZE)).toHaveCount(0);

    // The shop sells the new size at its own price.
    await page.goto(`/products/${slug}`);
    await expect(page.getByRole("heading", { name, level: 1 })).toBeVisible();
    await expect(page.getByText("Rs 1,900").first()).toBeVisible();

    // A shopper's line whose size is repriced says so in the cart, at the new price.
    await addToCart(page.request, baseURL!, slug, 1, "Small");
    await operator.goto(`/admin/products/${slug}`);
    const repricing = await postSizes(operator, baseURL!, slug, await sizes.locator('input[name="version"]').inputValue(), [
      ["small", "Small", "3200", "0"],
      ["mini", "Mini", "1900", "900"],
      ["large", "Large", "3000", "1500"],
    ]);
    expect(repricing.status()).toBe(303);
    await page.goto("/cart");
    await expect(page.getByText("The price has changed from Rs 3,000 to Rs 3,200 since you added it.")).toBeVisible();

    // One size archived: its line is marked, the other size's is not.
    await addToCart(page.request, baseURL!, slug, 1, "Mini");
    await operator.goto(`/admin/products/${slug}`);
    const archiving = await postSizes(operator, baseURL!, slug, await sizes.locator('input[name="version"]').inputValue(), [
      ["small", "Small", "3200", "0"],
      ["mini", "Mini", "1900", "900", "on"],
      ["large", "Large", "3000", "1500"],
    ]);
    expect(archiving.status()).toBe(303);
    await page.goto("/cart");
    const lineOfSize = (size: string) => page.getByRole("listitem").filter({ hasText: `Size: ${size}` });
    await expect(lineOfSize("Mini").getByText("No longer available — remove it to place your order")).toBeVisible();
    await expect(lineOfSize("Small").getByText("No longer available — remove it to place your order")).toHaveCount(0);
    await expect(page.getByText("Your cart is up to date.")).toHaveCount(0);

    // Out of the shop again.
    await operator.goto(`/admin/products/${slug}`);
    await operator.getByRole("button", { name: "Archive", exact: true }).click();
    await expect(flash(operator, "Product archived")).toBeVisible();
  });

  // The shopper's cart marks the archived line and does not call itself up to date; checkout says so before anything is filled in.
  await page.goto("/cart");
  const line = page.getByRole("listitem").filter({ has: page.getByRole("heading", { name }) });
  await expect(line.getByText("No longer available — remove it to place your order")).toHaveCount(2);
  await expect(page.getByText(/^Some items cannot be ordered as they are/)).toBeVisible();
  await expect(page.getByText("Your cart is up to date.")).toHaveCount(0);
  await page.goto("/checkout");
  await expect(
    page.getByText(/^Some items in your cart cannot be ordered as they are\. Review your cart before you fill anything in\.$/),
  ).toBeVisible();
  await page.getByRole("link", { name: "Review your cart" }).click();
  await expect(page).toHaveURL(/\/cart$/);
});
