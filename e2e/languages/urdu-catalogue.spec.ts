import type { Page } from "@playwright/test";
import { expect, test } from "../fixtures";
import { ur } from "../../app/locales/ur";
import { urduCatalogue } from "../../backend/db/seed/urdu-catalogue";
import { slugFromName } from "../../contract/product-slug";

// A catalogue in both languages (issue 39): the operator's Urdu on Urdu pages, the English elsewhere.
const handi = { id: "noor-marble-handi", name: "Noor Marble-Coated Handi", urdu: urduCatalogue["noor-marble-handi"] };

const productJsonLd = async (page: Page) =>
  JSON.parse((await page.locator('script[type="application/ld+json"]').first().textContent()) ?? "{}") as {
    name: string;
    description: string;
  };

test("an Urdu product page shows the Urdu name and description; the English page the English", async ({ page, shopper: _ }) => {
  await page.goto(`/products/${handi.id}?lng=ur`);
  const heading = page.getByRole("heading", { level: 1, name: handi.urdu.name });
  await expect(heading).toBeVisible();
  await expect(heading.locator('[lang="ur"]')).toHaveText(handi.urdu.name);
  const description = page.getByRole("region", { name: ur.product.description });
  await expect(description.locator('[lang="ur"]')).toContainText(handi.urdu.headline);
  await expect(description).not.toContainText("five-layer marble coating");
  // Its Urdu capacity in the size guide, with servings written "4 سے 6" so they read right to left.
  await expect(page.getByRole("list", { name: ur.product.sizeGuide })).toContainText("3.5 لیٹر، 4 سے 6 افراد کے لیے");
  // Search engines read the page's language: title, JSON-LD, and the other language's address.
  await expect(page).toHaveTitle(new RegExp(handi.urdu.name));
  expect(await productJsonLd(page)).toMatchObject({ name: handi.urdu.name, description: expect.stringContaining(handi.urdu.headline) });
  await expect(page.locator('link[rel="alternate"][hreflang="en"]')).toHaveAttribute("href", new RegExp(`/products/${handi.id}$`));

  // The listing's card says the same.
  await page.goto(`/products?lng=ur&q=${encodeURIComponent(handi.urdu.name)}`);
  await expect(page.getByRole("heading", { name: handi.urdu.name, exact: true }).first()).toBeVisible();

  await page.goto(`/products/${handi.id}?lng=en`);
  await expect(page.getByRole("heading", { level: 1, name: handi.name })).toBeVisible();
  await expect(page.getByRole("region", { name: "Description" })).toContainText("five-layer marble coating");
  expect((await productJsonLd(page)).name).toBe(handi.name);
});

test("an operator writes a product's Urdu name and description beside the English, and the Urdu page shows them", async ({
  page,
  shopper: _,
  operatorPage: operator,
}, testInfo) => {
  test.setTimeout(90_000);
  const name = `Urdu Form Tawa ${testInfo.project.name} ${Date.now()}`;
  const slug = slugFromName(name);
  const urduName = `اردو توا ${testInfo.project.name === "js" ? "الف" : "ب"}`;

  await operator.goto("/admin/products/new");
  await operator.getByLabel("Name", { exact: true }).fill(name);
  await operator.getByLabel("Description", { exact: true }).fill("A flat tawa for **rotis**.");
  await operator.getByLabel("Price in rupees").fill("2,500");
  await operator.getByLabel("Opening stock").fill("3");
  await operator.getByRole("button", { name: "Create product" }).click();
  await expect(operator).toHaveURL(new RegExp(`/admin/products/${slug}$`));
  await operator.getByRole("button", { name: "Publish", exact: true }).click();
  await expect(operator.getByRole("status").filter({ hasText: "Published" })).toBeVisible();

  // No Urdu yet: the Urdu page shows the English, marked as English.
  await page.goto(`/products/${slug}?lng=ur`);
  await expect(page.getByRole("heading", { level: 1, name }).locator('[lang="en"]')).toHaveText(name);
  await expect(page.getByRole("region", { name: ur.product.description }).locator('[lang="en"]')).toContainText("A flat tawa for");

  const urduNameInput = operator.getByLabel("Name in Urdu");
  await expect(urduNameInput).toHaveAttribute("dir", "rtl");
  await expect(urduNameInput).toHaveAttribute("lang", "ur");
  await expect(operator.getByLabel("Description in Urdu")).toHaveAttribute("dir", "rtl");
  await urduNameInput.fill(urduName);
  await operator.getByLabel("Description in Urdu").fill("روٹیوں کے لیے **چپٹا** توا۔");
  await operator.getByRole("button", { name: "Save changes" }).click();
  await expect(operator.getByRole("status").filter({ hasText: "saved" })).toBeVisible();
  await expect(operator.getByLabel("Name in Urdu")).toHaveValue(urduName);

  await page.goto(`/products/${slug}?lng=ur`);
  await expect(page.getByRole("heading", { level: 1 }).locator('[lang="ur"]')).toHaveText(urduName);
  const description = page.getByRole("region", { name: ur.product.description });
  await expect(description.locator('[lang="ur"]')).toContainText("روٹیوں کے لیے چپٹا توا۔");
  await expect(description.locator("strong")).toHaveText("چپٹا");
  await page.goto(`/products/${slug}?lng=en`);
  await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();

  // Out of the shop again: the listing specs count the demo catalogue.
  await operator.getByRole("button", { name: "Archive", exact: true }).click();
  await expect(operator.getByRole("status").filter({ hasText: "Product archived" })).toBeVisible();
});
