import type { Locator, Page, TestInfo } from "@playwright/test";
import { demoProducts } from "../../backend/db/seed/catalogue";
import { productRow } from "../../backend/db/seed/product-rows";
import { variantRows } from "../../backend/db/seed/variant-rows";
import { card as cardStrings } from "../../app/locales/en/card";
import { groupFilterKeys } from "../../contract/catalogue";
import { formatRupees } from "../../contract/money";
import { pricesDiffer } from "../../contract/variants";
import { expect, hasJavaScript } from "../fixtures";
import { withRunLock } from "./run-lock";

/**
 * The tests that count the whole demo catalogue, and those that put a product of their own in the
 * shop for a while, take turns (the two projects share one server).
 */
export const withWholeCatalogue = <T>(work: () => Promise<T>) => withRunLock("whole-catalogue", work, 150_000);

/** The seeded catalogue as the backend stores it: the ground truth the listing is checked against. */
export const catalogue = demoProducts.map((product, index) => productRow(product, index, new Date()));
export type CatalogueRow = (typeof catalogue)[number];

export const priceOf = (row: CatalogueRow) => row.pricePaisa! / 100;

/** Within a filter group any chosen key matches; the groups combine with AND. */
export function matching(keys: string[], options: { q?: string; min?: number; max?: number } = {}): CatalogueRow[] {
  const { q = "", min = 0, max = 25_000 } = options;
  return catalogue.filter((row) => {
    const groups = [...groupFilterKeys(keys).values()];
    if (!groups.every((group) => group.some((key) => row.filterKeys!.includes(key)))) return false;
    const needle = q.toLowerCase();
    if (needle && !row.name.toLowerCase().includes(needle) && !row.description.toLowerCase().includes(needle)) return false;
    return priceOf(row) >= min && priceOf(row) <= max;
  });
}

export function byName(name: string): CatalogueRow {
  const row = catalogue.find((candidate) => candidate.name === name);
  if (!row) throw new Error(`No seeded product named ${name}`);
  return row;
}

/**
 * A seeded product's size choices as its card lists them: each with its own price when the sizes
 * differ in price, a sold-out one marked.
 */
export function cardSizeChoices(name: string): string[] {
  const product = demoProducts.find((candidate) => candidate.name === name);
  if (!product) throw new Error(`No seeded product named ${name}`);
  const sizes = variantRows(product);
  const withPrices = pricesDiffer(sizes.map((size) => ({ price: size.pricePaisa! })));
  return sizes.map(({ label, pricePaisa, stock }) => {
    const fill = (text: string, price?: string) => text.replace("{{size}}", label!).replace("{{price}}", price ?? "");
    if (stock! <= 0) return fill(cardStrings.sizeSoldOut);
    return withPrices ? fill(cardStrings.sizeWithPrice, formatRupees(pricePaisa! / 100)) : label!;
  });
}

/** A product card, found by its name. */
export const card = (page: Page, name: string) => page.getByRole("article", { name, exact: true });

export const productCards = (page: Page) => page.getByRole("list", { name: "Products" }).getByRole("article");

/** The prices of the cards shown, in order. */
export async function cardPrices(page: Page): Promise<number[]> {
  const texts = await productCards(page)
    .getByText(/^Rs [\d,]+$/)
    .allTextContents();
  return texts.map((text) => Number(text.replace(/[^\d]/g, "")));
}

export const countLine = (page: Page) => page.getByText(/^Showing \d+ product\(s\)$/);

export const rupees = (row: CatalogueRow) => formatRupees(priceOf(row));

/**
 * Opens a listing. With JavaScript, it waits for the page's script to take the filters over (the
 * Apply button goes): a box ticked or a sort chosen before that is not seen by the script, and the
 * page would never change.
 */
export async function openListing(page: Page, testInfo: TestInfo, path: string) {
  await page.goto(path);
  if (hasJavaScript(testInfo)) await expect(page.getByRole("button", { name: "Apply" })).toHaveCount(0);
}

/** Applies the listing form: without JavaScript the shopper presses Apply; with it, changes apply by themselves. */
export async function applyFilters(page: Page, testInfo: TestInfo) {
  const apply = page.getByRole("button", { name: "Apply" });
  if (hasJavaScript(testInfo)) {
    await expect(apply).toHaveCount(0);
  } else {
    await apply.click();
  }
}

export async function expectCount(page: Page, count: number) {
  await expect(page.getByText(`Showing ${count} product(s)`, { exact: true })).toBeVisible();
}

export const filterBox = (page: Page, label: string): Locator => page.getByRole("checkbox", { name: label, exact: true });
