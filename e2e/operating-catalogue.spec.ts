import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { placeOrderThroughApi } from "./operating-support";

// One product's whole life on two pages: more than one ordinary page's time.
test.describe.configure({ timeout: 180_000 });

const flash = (page: Page, text: string) => page.getByRole("status").filter({ hasText: text });

test("the operator creates a product, the shop lists and sells it, a price change shows at once, and archiving hides it while its order keeps it", async ({
  page,
  baseURL,
  shopper: _,
  operatorPage: operator,
}, testInfo) => {
  const stamp = `${testInfo.project.name}-${Date.now()}`;
  const slug = `catalogue-test-handi-${stamp}`;
  const name = `Catalogue Test Handi ${stamp}`;

  await operator.goto("/admin/products");
  await operator.getByRole("link", { name: "New product" }).click();
  await expect(operator.getByRole("heading", { name: "New product" })).toBeVisible();

  // A URL id the rule refuses: the message sits next to the field and nothing typed is lost.
  await operator.getByLabel("Name").fill(name);
  await operator.getByLabel("URL id").fill("Not A Slug!");
  await operator.getByLabel("Description").fill("**Hand hammered** copper.\nTinned inside.");
  await operator.getByLabel("Price in rupees").fill("7777");
  await operator.getByLabel("Opening stock").fill("12");
  await operator.getByRole("checkbox", { name: "Handi", exact: true }).check();
  await operator.getByRole("checkbox", { name: "Glass Lid" }).check();
  await operator.getByRole("button", { name: "Create product" }).click();
  await expect(operator.getByText("A URL id is 3 to 80 lowercase letters")).toBeVisible();
  await expect(operator.getByLabel("Name")).toHaveValue(name);
  await expect(operator.getByRole("checkbox", { name: "Glass Lid" })).toBeChecked();

  await operator.getByLabel("URL id").fill(slug);
  await operator.getByRole("button", { name: "Create product" }).click();
  await expect(flash(operator, `${name} created.`)).toBeVisible();
  await expect(operator.getByRole("heading", { name, level: 1 })).toBeVisible();
  await expect(operator.getByRole("link", { name: "Manage photos" })).toHaveAttribute("href", `/admin/products/${slug}/photos`);
  await expect(operator.getByRole("region", { name: "Stock ledger" }).getByText("+12 · Received → 12 in stock")).toBeVisible();

  // The shop lists it under its category and sells it at its price.
  await page.goto(`/products?category=handi&q=${encodeURIComponent(name)}`);
  await page.getByRole("link", { name }).first().click();
  await expect(page).toHaveURL(new RegExp(`/products/${slug}$`));
  await expect(page.getByRole("heading", { name, level: 1 })).toBeVisible();
  await expect(page.getByText("Rs 7,777").first()).toBeVisible();
  const orderId = await placeOrderThroughApi(page.request, baseURL!, { id: slug, size: "" });

  // A price change shows on its page at once.
  await operator.reload();
  await operator.getByLabel("Price in rupees").fill("8888");
  await operator.getByRole("button", { name: "Save changes" }).click();
  await expect(flash(operator, "Changes saved.")).toBeVisible();
  await page.reload();
  await expect(page.getByText("Rs 8,888").first()).toBeVisible();

  // Stock moves with a reason, in the ledger beside the order's.
  const stock = operator.getByRole("region", { name: "Stock", exact: true });
  await stock.getByLabel("Change in units").fill("-2");
  await stock.getByLabel("Reason").selectOption("damaged");
  await stock.getByRole("button", { name: "Adjust stock" }).click();
  await expect(flash(operator, "Stock is now 9.")).toBeVisible();
  const ledger = operator.getByRole("region", { name: "Stock ledger" });
  await expect(ledger.getByText("-1 · Ordered → 11 in stock")).toBeVisible();
  await expect(ledger.getByText("-2 · Damaged → 9 in stock")).toBeVisible();

  // Archived: gone from the listing, its page says so, and the earlier order still shows it.
  await operator.getByRole("button", { name: "Archive", exact: true }).click();
  await expect(flash(operator, "Product archived")).toBeVisible();
  await page.goto(`/products?q=${encodeURIComponent(name)}`);
  await expect(page.getByRole("link", { name })).toHaveCount(0);
  const gone = await page.goto(`/products/${slug}`);
  expect(gone?.status()).toBe(410);
  await expect(page.getByRole("heading", { name: "This product is no longer available" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Back to Products" })).toBeVisible();
  await page.goto(`/orders/${orderId}`);
  await expect(page.getByText(name)).toBeVisible();
  await expect(page.getByText(/Rs 7,777/).first()).toBeVisible();
});

test("a shopper gets the site's 404 on every catalogue page", async ({ page, shopper: _ }) => {
  for (const path of ["/admin/products", "/admin/products?lowStock=1", "/admin/products/new", "/admin/products/shahi-copper-handi"]) {
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(404);
    await expect(page).toHaveTitle("Page not found — Cookware.pk");
  }
});
