import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";
import { addToCart, PLENTIFUL_PRODUCT } from "./buying-support";
import { expect, hasJavaScript, test } from "./fixtures";
import { axeAllowList } from "./support/axe-allow-list";

// A first slice of issue 35's harness: a dozen page states at a phone's width, shopper pages in
// both languages, scanned for WCAG 2.2 A and AA. A finding fails with its rule, selector and page,
// unless the allow-list names that rule and selector with a reason.
test.use({ viewport: { width: 375, height: 812 } });

const WCAG_22_AA = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22a", "wcag22aa"];
const languages = ["en", "ur"] as const;

type Finding = { page: string; rule: string; selector: string; help: string };

async function findingsOn(page: Page, state: string): Promise<Finding[]> {
  const results = await new AxeBuilder({ page }).withTags(WCAG_22_AA).analyze();
  return results.violations.flatMap((violation) =>
    violation.nodes.map((node) => ({ page: state, rule: violation.id, selector: node.target.join(" "), help: violation.help })),
  );
}

/** Scans each state in turn and fails once, naming every finding the allow-list does not. */
async function expectNoFindings(page: Page, states: [state: string, open: () => Promise<unknown>][]) {
  const found: Finding[] = [];
  for (const [state, open] of states) {
    await open();
    found.push(...(await findingsOn(page, state)));
  }
  const unexplained = found.filter(
    (finding) => !axeAllowList.some((allowed) => allowed.rule === finding.rule && allowed.selector === finding.selector),
  );
  expect(unexplained, "axe findings outside e2e/support/axe-allow-list.ts").toEqual([]);
}

const visit = (page: Page, path: string) => async () => {
  const response = await page.goto(path);
  expect(response?.status(), path).toBeLessThan(400);
};
const inLanguage = (path: string, lng: string) => `${path}${path.includes("?") ? "&" : "?"}lng=${lng}`;

test("signed out: sign-in and an information page, in English and Urdu", async ({ page }) => {
  await expectNoFindings(
    page,
    languages.flatMap((lng) => [
      [`/sign-in (${lng})`, visit(page, inLanguage("/sign-in", lng))],
      [`/shipping-returns (${lng})`, visit(page, inLanguage("/shipping-returns", lng))],
    ]),
  );
});

test("a shopper's pages, in English and Urdu: home, listing, product, cart, orders and checkout after a refused submit", async ({
  page,
  baseURL,
  shopper: _,
}, testInfo) => {
  await addToCart(page.request, baseURL!, PLENTIFUL_PRODUCT.id, 1, PLENTIFUL_PRODUCT.size);
  const refusedCheckout = (lng: string) => async () => {
    await visit(page, inLanguage("/checkout", lng))();
    // With JavaScript the button waits for the terms; the empty new address is then refused in the page.
    if (hasJavaScript(testInfo)) await page.locator('input[name="terms"]').check();
    await page.locator('button[name="intent"][value="place-order"]').click();
    await expect(page.locator('[id$="-summary"][tabindex="-1"]')).toBeVisible();
  };
  await expectNoFindings(
    page,
    languages.flatMap((lng) => [
      [`/home (${lng})`, visit(page, inLanguage("/home", lng))],
      [`/products (${lng})`, visit(page, inLanguage("/products", lng))],
      [`/products/${PLENTIFUL_PRODUCT.id} (${lng})`, visit(page, inLanguage(`/products/${PLENTIFUL_PRODUCT.id}`, lng))],
      [`/cart (${lng})`, visit(page, inLanguage("/cart", lng))],
      [`/orders (${lng})`, visit(page, inLanguage("/orders", lng))],
      [`/checkout after a refused submit (${lng})`, refusedCheckout(lng)],
    ]),
  );
});

test("the operator's orders and a product's edit page", async ({ operatorPage: operator }) => {
  await expectNoFindings(operator, [
    ["/admin/orders", visit(operator, "/admin/orders")],
    [`/admin/products/${PLENTIFUL_PRODUCT.id}`, visit(operator, `/admin/products/${PLENTIFUL_PRODUCT.id}`)],
  ]);
});
