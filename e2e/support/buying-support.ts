import { request as playwrightRequest, type APIRequestContext, type Page } from "@playwright/test";
import { DEMO_ACCOUNT, expect } from "../fixtures";
import { listedCity, OTHER_CITY } from "../../contract/delivery-fee";

/** A product with plenty of stock for ordinary orders (each test takes one or two). */
export const PLENTIFUL_PRODUCT = { id: "zaiqa-non-stick-fry-pan", name: "Zaiqa Non-Stick Fry Pan", size: "24 cm" };

/**
 * Products the out-of-stock test buys from (one unit per run), one per project so the two
 * projects, which share one server, never count the same shelf at the same time.
 */
export const CONTESTED_PRODUCTS: Record<string, { id: string; name: string; size: string; otherSize: string }> = {
  "no-js": { id: "copper-milk-saucepan", name: "Copper Milk Saucepan", size: "14 cm", otherSize: "16 cm" },
  js: { id: "sapphire-marble-deep-pan", name: "Sapphire Marble Deep Fry Pan", size: "24 cm", otherSize: "26 cm" },
};

export type AddressInput = { street: string; city: string; state: string; postalCode: string; country: string };

export function address(street: string, city = "Lahore"): AddressInput {
  return { street, city, state: "Punjab", postalCode: "54000", country: "Pakistan" };
}

/**
 * Puts a product in the signed-in shopper's cart through the storefront's own add-to-cart form
 * action (the cart route), as a browser without JavaScript would. Answers the page it lands on.
 */
export async function addToCart(request: APIRequestContext, baseURL: string, productId: string, quantity = 1, size?: string) {
  const response = await request.post(new URL("/cart", baseURL).toString(), {
    form: { intent: "add", productId, quantity: String(quantity), ...(size ? { size } : {}), redirectTo: "/checkout" },
    headers: { Origin: baseURL },
  });
  expect(response.ok(), `add to cart answered ${response.status()}`).toBe(true);
  return response.text();
}

/** How many of a product are left: asks for more than any shelf holds and reads the refusal. */
export async function stockLeft(request: APIRequestContext, baseURL: string, productId: string, size: string): Promise<number> {
  const html = await addToCart(request, baseURL, productId, 999, size);
  const match = /Only (\d+) left in stock/.exec(html);
  if (match) return Number(match[1]);
  if (/This product is out of stock/.test(html)) return 0;
  throw new Error("The storefront did not say how many are left");
}

/** A request context signed in as the demo account (its own cookies, apart from the page's). */
export async function demoRequest(baseURL: string): Promise<APIRequestContext> {
  const context = await playwrightRequest.newContext({ baseURL });
  const response = await context.post("/sign-in", {
    form: { email: DEMO_ACCOUNT.email, password: DEMO_ACCOUNT.password, redirectTo: "/home" },
    headers: { Origin: baseURL },
    maxRedirects: 0,
  });
  expect(response.status()).toBe(303);
  return context;
}

/** Fills and saves checkout's new address (opening it first when it is folded away). */
export async function addAddressAtCheckout(page: Page, input: AddressInput) {
  const form = newAddressAtCheckout(page);
  if (!(await form.getByLabel("Street", { exact: true }).isVisible())) {
    await page.getByText("Add New Address", { exact: true }).click();
  }
  await fillAddress(page, form, input);
  await form.getByRole("button", { name: "Save Address" }).click();
  // A complete address is saved and chosen: wait for that, so what the test does next does not race
  // the save (an incomplete one is refused on the spot, which its test checks itself).
  if (Object.values(input).every((value) => value.trim() !== ""))
    await expect(page.getByRole("radio", { name: input.street })).toBeChecked();
}

/** Checkout's new-address fields: part of the Place Order form, with their own Save Address button. */
export const newAddressAtCheckout = (page: Page) => page.getByRole("group", { name: "New delivery address" });

/** A new account has no phone: checkout asks for the number the courier will call. */
export const CHECKOUT_PHONE = { typed: "0300 1234567", saved: "+923001234567" };
export async function givePhoneAtCheckout(page: Page, phone = CHECKOUT_PHONE.typed) {
  await page.getByLabel("Mobile number").fill(phone);
}

export async function fillAddress(page: Page, scope: ReturnType<Page["getByRole"]>, input: AddressInput) {
  await scope.getByLabel("Street", { exact: true }).fill(input.street);
  await chooseCity(scope, input.city);
  await scope.getByLabel("State", { exact: true }).fill(input.state);
  await scope.getByLabel("Postal Code", { exact: true }).fill(input.postalCode);
  await scope.getByLabel("Country", { exact: true }).fill(input.country);
}

/** A listed city chosen from the list; any other town as "Other" with its name typed beside it. */
export async function chooseCity(scope: ReturnType<Page["getByRole"]>, city: string) {
  const listed = listedCity(city);
  await scope.getByLabel("City", { exact: true }).selectOption(listed ?? OTHER_CITY);
  if (!listed) await scope.getByLabel("City, if not in the list").fill(city);
}

/** The order number the confirmation page shows (and its URL carries). */
export async function confirmedOrderNumber(page: Page): Promise<string> {
  await expect(page).toHaveURL(/\/order-confirmation\/[^/]+$/);
  return decodeURIComponent(new URL(page.url()).pathname.split("/").pop()!);
}
