import { expect, hasJavaScript, test } from "../fixtures";
import { flash, placeOrderThroughApi } from "../support/operating-support";
import { PRICE_RULE } from "../../contract/catalogue-admin";
import { slugFromName } from "../../contract/product-slug";

// One product from its first form to its last unit, on two pages: more than one ordinary page's time.
test.describe.configure({ timeout: 120_000 });

test("a product typed with only its name and “Rs 7,500” is a draft until published; its ledger links the order that sold its last unit, which then reads Out of stock", async ({
  page,
  baseURL,
  shopper: _,
  operatorPage: operator,
}, testInfo) => {
  const name = `Form Test Karahi ${testInfo.project.name} ${Date.now()}`;
  const slug = slugFromName(name);

  await operator.goto("/admin/products/new");
  await operator.getByLabel("Name", { exact: true }).fill(name);
  // With JavaScript the URL id follows the name as it is typed; without, it is left empty for the server to make.
  await expect(operator.getByLabel("URL id")).toHaveValue(hasJavaScript(testInfo) ? slug : "");
  await operator.getByLabel("Description", { exact: true }).fill("A karahi for **everyday** cooking.");
  await operator.getByLabel("Opening stock").fill("1");
  // A price it cannot read keeps the clear message beside the field, and what was typed.
  await operator.getByLabel("Price in rupees").fill("Rs seven thousand");
  await operator.getByRole("button", { name: "Create product" }).click();
  await expect(operator.getByLabel("Price in rupees")).toHaveAccessibleDescription(`${PRICE_RULE} Such as 7,500 or Rs 7,500.`);
  await expect(operator.getByLabel("Name", { exact: true })).toHaveValue(name);
  await expect(operator.getByLabel("Price in rupees")).toHaveValue("Rs seven thousand");

  await operator.getByLabel("Price in rupees").fill("Rs 7,500");
  await operator.getByRole("button", { name: "Create product" }).click();
  await expect(flash(operator, `${name} created.`)).toBeVisible();
  await expect(operator).toHaveURL(new RegExp(`/admin/products/${slug}$`));
  await expect(operator.getByRole("radio", { name: "Draft" })).toBeChecked();
  await expect(operator.getByText("A draft: not shown in the shop until you publish it.")).toBeVisible();
  await expect(operator.getByLabel("Price in rupees")).toHaveValue("7500");

  // The shop never shows a draft.
  expect((await page.goto(`/products/${slug}`))?.status()).toBe(404);

  await operator.getByRole("button", { name: "Publish", exact: true }).click();
  await expect(flash(operator, "Published: the product is in the shop.")).toBeVisible();
  await expect(operator.getByRole("link", { name: "View in the shop" })).toHaveAttribute("href", `/products/${slug}`);
  await page.goto(`/products?q=${encodeURIComponent(name)}`);
  await page.getByRole("link", { name }).first().click();
  await expect(page.getByRole("heading", { name, level: 1 })).toBeVisible();
  await expect(page.getByText("Rs 7,500").first()).toBeVisible();

  // The last unit sold: the ledger names the order with a link to it, and 0 units is out of stock, not low.
  const orderId = await placeOrderThroughApi(page.request, baseURL!, { id: slug, size: "" });
  await operator.reload();
  await expect(operator.getByRole("region", { name: "Stock", exact: true }).getByText("In stock: 0 (Out of stock)")).toBeVisible();
  const ledger = operator.getByRole("region", { name: "Stock ledger" });
  await expect(ledger.getByText("-1 · Ordered → 0 in stock")).toBeVisible();
  const orderLink = ledger.getByRole("link", { name: `Order ${orderId}` });
  await expect(orderLink).toHaveAttribute("href", `/admin/orders/${orderId}`);

  await operator.goto(`/admin/products?q=${encodeURIComponent(name)}`);
  const row = operator.getByRole("row", { name: new RegExp(name) });
  await expect(row.getByText("Out of stock", { exact: true })).toBeVisible();
  await expect(row.getByText("Low", { exact: true })).toHaveCount(0);

  await operator.goto(`/admin/products/${slug}`);
  await operator
    .getByRole("region", { name: "Stock ledger" })
    .getByRole("link", { name: `Order ${orderId}` })
    .click();
  await expect(operator.getByRole("heading", { name: `Order ${orderId}`, level: 1 })).toBeVisible();

  // Out of the shop again: the listing specs count the demo catalogue.
  await operator.goto(`/admin/products/${slug}`);
  await operator.getByRole("button", { name: "Archive", exact: true }).click();
  await expect(flash(operator, "Product archived")).toBeVisible();
});
