import { randomUUID } from "node:crypto";
import type { APIRequestContext, Page } from "@playwright/test";
import { address, addToCart, PLENTIFUL_PRODUCT } from "./buying-support";
import { expect } from "../fixtures";

export type Product = { id: string; size: string };

/** The page's flash message (a role="status" region) that says `text`. */
export const flash = (page: Page, text: string) => page.getByRole("status").filter({ hasText: text });

/**
 * Creates a product through the operator's form (its opening stock lands on its first size) and
 * publishes it: from then on it is in the shop, so callers hold `withWholeCatalogue` until they archive it.
 */
export async function publishNewProduct(
  operator: Page,
  product: { name: string; description: string; price: string; openingStock: string; sizes: string },
) {
  await operator.goto("/admin/products/new");
  await operator.getByLabel("Name", { exact: true }).fill(product.name);
  await operator.getByLabel("Description", { exact: true }).fill(product.description);
  await operator.getByLabel("Price in rupees").fill(product.price);
  await operator.getByLabel("Opening stock").fill(product.openingStock);
  await operator.getByLabel("Sizes", { exact: true }).fill(product.sizes);
  await operator.getByRole("button", { name: "Create product" }).click();
  await expect(flash(operator, `${product.name} created.`)).toBeVisible();
  await operator.getByRole("button", { name: "Publish", exact: true }).click();
  await expect(flash(operator, "Published: the product is in the shop.")).toBeVisible();
}

/**
 * Places a cash-on-delivery order for the signed-in shopper through the storefront's own checkout
 * form actions (save an address, place the order), as a browser without JavaScript would; `phone`
 * is the number the order is placed with (a new shopper's profile has none); `town`, a town not on
 * the city list, typed beside "Other" (Lahore otherwise).
 */
export async function placeOrderThroughApi(
  request: APIRequestContext,
  baseURL: string,
  product: Product = PLENTIFUL_PRODUCT,
  phone = "0300 1234567",
  town?: string,
) {
  await addToCart(request, baseURL, product.id, 1, product.size);
  const saved = await request.post("/checkout", {
    form: {
      intent: "add-address",
      ...address(`${Date.now()} Operations Road`),
      ...(town && { city: "Other", cityOther: town }),
    },
    headers: { Origin: baseURL },
    maxRedirects: 0,
  });
  expect(saved.status()).toBe(303);
  const addressId = new URL(saved.headers().location, baseURL).searchParams.get("address");
  const placed = await request.post("/checkout", {
    form: {
      intent: "place-order",
      shippingAddress: addressId ?? "",
      terms: "on",
      paymentMethod: "cod",
      phone,
      idempotencyKey: `ops-${randomUUID()}`,
    },
    headers: { Origin: baseURL },
    maxRedirects: 0,
  });
  expect(placed.status(), await placed.text()).toBe(303);
  const orderId = /\/order-confirmation\/([^/?]+)/.exec(placed.headers().location)?.[1];
  expect(orderId).toMatch(/^CW-\d+$/);
  return orderId!;
}

/** The operator's form for one step, found by its button's label. */
export const stepForm = (page: Page, label: string) =>
  page.locator("form").filter({ has: page.getByRole("button", { name: label, exact: true }) });

/** Takes one step on the operator's order page and waits for the page to say it was done. */
export async function takeStep(page: Page, label: string, done: string, fill?: (form: ReturnType<typeof stepForm>) => Promise<unknown>) {
  const form = stepForm(page, label);
  if (fill) await fill(form);
  await form.getByRole("button", { name: label, exact: true }).click();
  await expect(page.getByRole("status").filter({ hasText: `${done}.` })).toBeVisible();
}

/** Ships with a courier and its tracking ID. */
export const shipWith = (courier: string, trackingId: string) => async (form: ReturnType<typeof stepForm>) => {
  await form.getByLabel("Courier").selectOption(courier);
  await form.getByLabel("Tracking ID").fill(trackingId);
};

/** Cancels a shipped order as refused at the door, from its operator page, answering the page's question. */
export async function returnToSender(page: Page, orderId: string) {
  await stepForm(page, "Returned to sender").getByRole("button", { name: "Returned to sender" }).click();
  const question = page.getByRole("dialog", { name: `Cancel order ${orderId} as returned to sender?` });
  await question.getByRole("button", { name: "Returned to sender" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Returned to sender." })).toBeVisible();
}

/** Confirm, ship (TCS) and deliver an order from its operator page. */
export async function deliverOrder(page: Page, orderId: string, trackingId = `TCS${Date.now()}`) {
  await page.goto(`/admin/orders/${orderId}`);
  await takeStep(page, "Confirm order", "Order confirmed");
  await takeStep(page, "Mark as shipped", "Shipped", shipWith("TCS", trackingId));
  await takeStep(page, "Mark as delivered", "Delivered");
}
