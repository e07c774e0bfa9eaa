import type { Page } from "@playwright/test";
import { addToCart, address, CHECKOUT_PHONE, PLENTIFUL_PRODUCT } from "../support/buying-support";
import { expect, test } from "../fixtures";
import { deliverOrder, placeOrderThroughApi } from "../support/operating-support";
import { expectTidyLayout } from "../support/layout";

const HANDI = { id: "noor-marble-handi", size: "No. 4" };

async function post(page: Page, baseURL: string, form: Record<string, string>) {
  const response = await page.request.post("/checkout", { form, headers: { Origin: baseURL }, maxRedirects: 0 });
  expect(response.status(), `${form.intent}: ${response.status() === 303 ? "" : await response.text()}`).toBe(303);
  return response;
}

/** Saves a delivery address at checkout and answers its id. */
async function saveAddress(page: Page, baseURL: string, street: string): Promise<string> {
  const saved = await post(page, baseURL, { intent: "add-address", ...address(street) });
  return new URL(saved.headers().location!, baseURL).searchParams.get("address")!;
}

test.describe("layout: whole words, no sideways scrolling", () => {
  test("the FAQ, a missing page and the signed-in home page, best sellers scrolled to the end", async ({ page, shopper: _ }) => {
    await expectTidyLayout(page, "/faq");
    await expectTidyLayout(page, "/no-such-page-here");
    await expectTidyLayout(page, "/home");
  });

  test("the cart, checkout with a second address chosen, and order history", async ({ page, baseURL, shopper: _ }) => {
    await addToCart(page.request, baseURL!, PLENTIFUL_PRODUCT.id, 1, PLENTIFUL_PRODUCT.size);
    await addToCart(page.request, baseURL!, HANDI.id, 2, HANDI.size);
    await expectTidyLayout(page, "/cart");

    const first = await saveAddress(page, baseURL!, "House 12, Street 5, Gulberg III");
    const second = await saveAddress(page, baseURL!, "Flat 3, Block B, Johar Town");
    // The chosen address is not the default, so "Set as default" sits beside it.
    await expectTidyLayout(page, `/checkout?address=${second}`);
    await expect(page.getByRole("button", { name: "Set as default" })).toBeVisible();

    await post(page, baseURL!, {
      intent: "place-order",
      shippingAddress: first,
      terms: "on",
      deliveryMethod: "standard",
      paymentMethod: "cod",
      phone: CHECKOUT_PHONE.typed,
      idempotencyKey: `layout-${Date.now()}`,
    });
    await expectTidyLayout(page, "/orders");
    await expect(page.getByRole("row")).not.toHaveCount(0);
  });
});

test("the operator's pages and the shopper's order page with its timeline", async ({ page, baseURL, shopper: _, operatorPage }) => {
  // An order walked to delivery, then five pages at two widths.
  test.slow();
  const orderId = await placeOrderThroughApi(page.request, baseURL!);
  await deliverOrder(operatorPage, orderId);
  await expectTidyLayout(page, `/orders/${orderId}`);
  await expect(page.getByRole("button", { name: "Request a return" })).toBeVisible();
  for (const path of ["/admin", "/admin/orders?tab=delivered", `/admin/orders/${orderId}`, "/admin/orders/import"]) {
    await expectTidyLayout(operatorPage, path);
  }
});

test("a new account's order history says there are no orders yet and leads to the products", async ({ page, shopper: _ }) => {
  await page.goto("/orders");
  await expect(page.getByText("You have no orders yet")).toBeVisible();
  await expect(page.getByText("Try adjusting your search or filters")).toHaveCount(0);
  await expect(page.getByText("No orders found")).toHaveCount(0);
  await page.getByRole("link", { name: "Browse our products" }).click();
  await expect(page).toHaveURL(/\/products$/);
});

test("a collection shows the same product card as the listing, with its size and Add to cart", async ({ page, shopper: _ }) => {
  await page.goto("/collections/bakeware");
  const cards = page.getByRole("list", { name: "Bakeware products" }).getByRole("article");
  await expect(cards).not.toHaveCount(0);
  const first = cards.first();
  await expect(first.getByRole("combobox", { name: /^Size of / })).toBeVisible();
  await expect(first.getByRole("spinbutton", { name: /^Quantity for / })).toBeVisible();
  await expect(first.getByRole("button", { name: "Add to cart" })).toBeVisible();
  expect(Math.round((await first.boundingBox())!.height)).toBe(410);
});

test("the footer follows the page with no blank band above it", async ({ page, shopper: _ }) => {
  for (const path of ["/home", "/faq", "/products", "/cart"]) {
    await page.goto(path);
    const gap = await page.evaluate(() => {
      const main = document.querySelector("main")!.getBoundingClientRect();
      const footer = document.querySelector("footer")!.getBoundingClientRect();
      return footer.top - main.bottom;
    });
    expect(gap, path).toBe(0);
  }
});
