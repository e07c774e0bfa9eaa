import type { Locator, Page } from "@playwright/test";
import { expect, newShopper, signUpThroughApi, test, hasJavaScript } from "../fixtures";
import {
  addToCart,
  address,
  CHECKOUT_PHONE,
  confirmedOrderNumber,
  fillAddress,
  givePhoneAtCheckout,
  newAddressAtCheckout,
  PLENTIFUL_PRODUCT,
} from "../support/buying-support";

/*
 * A first purchase without traps: a new shopper (no address, no phone) types an address and a
 * phone and presses Place Order once; a refused try keeps what was typed and says what is wrong at
 * the top of the form; the confirmation says what a cash-on-delivery order needs.
 */

const placeOrderButton = (page: Page) => page.getByRole("button", { name: /^(Place Order|Processing\.\.\.)$/ });
const termsBox = (page: Page) => page.getByRole("checkbox", { name: /I agree to the Terms and Conditions/ });
const checkoutForm = (page: Page) => page.getByRole("form", { name: "Checkout" });
const PHONE_MESSAGE = "Enter a Pakistani mobile number such as 0300 1234567";

/** Products whose last units a refused order fights over, one per project (apart from buying-checkout's). */
const SCARCE = {
  "no-js": { id: "rose-gold-marble-karahi", name: "Rose Gold Marble Karahi", size: "No. 4" },
  js: { id: "noor-marble-frying-pan", name: "Noor Marble-Coated Frying Pan", size: "24 cm" },
} as const;

async function boxOf(locator: Locator) {
  const box = await locator.boundingBox();
  expect(box, "the element has a box on the page").not.toBeNull();
  return box!;
}

test("a new shopper types an address and a phone and places the order with one press", async ({ page, baseURL, shopper }) => {
  await addToCart(page.request, baseURL!, PLENTIFUL_PRODUCT.id, 2, PLENTIFUL_PRODUCT.size);
  await page.goto("/checkout");
  // No Save Address: the typed address goes with the order.
  await fillAddress(page, newAddressAtCheckout(page), address("7 Canal View, Block C"));
  await givePhoneAtCheckout(page);
  await termsBox(page).check();
  await expect(placeOrderButton(page)).toBeEnabled();
  await placeOrderButton(page).click();

  const orderNumber = await confirmedOrderNumber(page);
  await expect(page.getByRole("heading", { name: "Order Confirmed!" })).toBeVisible();
  // What a cash-on-delivery shopper needs to know, from the order itself.
  await expect(page.getByText("Cash to have ready on delivery")).toBeVisible();
  await expect(page.getByText("Rs 6,200.00", { exact: true }).first()).toBeVisible();
  const items = page.getByRole("list", { name: "Items in this order" });
  await expect(items).toContainText(`2 × ${PLENTIFUL_PRODUCT.name} (${PLENTIFUL_PRODUCT.size})`);
  const deliveringTo = page.locator("address");
  await expect(deliveringTo).toContainText(shopper.name);
  // Written as Pakistanis write it, not as it is stored.
  await expect(deliveringTo).toContainText(CHECKOUT_PHONE.typed);
  await expect(deliveringTo).toContainText("Lahore, Punjab 54000");
  // Lahore is a major city: 2-3 business days, as the shipping policy says.
  await expect(page.getByText("2-3 business days", { exact: true })).toBeVisible();
  await page.goto("/shipping-returns");
  await expect(page.getByText(/^2-3 business days to major cities/)).toContainText("Lahore");

  // The address and the phone were saved to the account, once.
  await page.goto("/profile");
  await expect(page.getByRole("region", { name: "Personal Information" }).getByText(CHECKOUT_PHONE.saved)).toBeVisible();
  await expect(page.getByRole("region", { name: "Addresses" }).getByText("7 Canal View, Block C", { exact: true })).toHaveCount(1);

  // The order keeps the name and phone it was placed with, whatever the profile says later.
  await page.request.post("/profile", {
    form: { intent: "update-profile", name: "Someone Renamed", phone: "0321 7654321" },
    headers: { Origin: baseURL! },
  });
  await page.goto(`/orders/${orderNumber}`);
  await expect(page.getByText(CHECKOUT_PHONE.typed)).toBeVisible();
  await expect(page.getByText(shopper.name)).toBeVisible();
  await expect(page.getByText("Someone Renamed")).toHaveCount(0);
});

test("an incomplete new address is refused with every field kept and what is missing said", async ({ page, baseURL, shopper: _ }) => {
  await addToCart(page.request, baseURL!, PLENTIFUL_PRODUCT.id, 1, PLENTIFUL_PRODUCT.size);
  await page.goto("/checkout");
  const fields = newAddressAtCheckout(page);
  // Spaces pass the browser's own check of a required field; the store's check refuses them.
  await fillAddress(page, fields, { ...address("3 Fort Road", "Chitral"), state: "   ", postalCode: "17200" });
  await givePhoneAtCheckout(page);
  await termsBox(page).check();
  await placeOrderButton(page).click();

  await expect(page).toHaveURL(/\/checkout$/);
  await expect(page.getByText("Please fill in all fields")).toBeVisible();
  await expect(page.getByText("Enter the state").first()).toBeVisible();
  await expect(fields.getByLabel("Street", { exact: true })).toHaveValue("3 Fort Road");
  await expect(fields.getByLabel("City", { exact: true })).toHaveValue("Chitral");
  await expect(fields.getByLabel("Postal Code", { exact: true })).toHaveValue("17200");
  await expect(fields.getByLabel("Country", { exact: true })).toHaveValue("Pakistan");
  await expect(page.getByLabel("Mobile number")).toHaveValue(CHECKOUT_PHONE.typed);
  await expect(termsBox(page)).toBeChecked();

  // Completing it places the order; Chitral is not a major city: 3-5 business days.
  await fields.getByLabel("State", { exact: true }).fill("Khyber Pakhtunkhwa");
  await placeOrderButton(page).click();
  await confirmedOrderNumber(page);
  await expect(page.getByText("3-5 business days", { exact: true })).toBeVisible();
  await expect(page.getByText("Chitral, Khyber Pakhtunkhwa 17200")).toBeVisible();
});

test("a refused checkout sums up its problems at the top of the form, linked to the fields", async ({
  page,
  baseURL,
  shopper: _,
}, testInfo) => {
  await page.setViewportSize({ width: 375, height: 740 });
  await addToCart(page.request, baseURL!, PLENTIFUL_PRODUCT.id, 1, PLENTIFUL_PRODUCT.size);
  await page.goto("/checkout");

  // On a phone the amount to have ready is above the button, not after the whole form.
  const button = await boxOf(placeOrderButton(page));
  const totalsAbove = [];
  for (const total of await page.getByText(/^Total/).all()) {
    if (!(await total.isVisible())) continue;
    const box = await boxOf(total);
    if (box.y + box.height <= button.y) totalsAbove.push(await total.textContent());
  }
  expect(totalsAbove, "a visible total above Place Order").not.toEqual([]);
  // Rs 3,100 of items is under the free-delivery amount: the policy's Rs 200 is added.
  await expect(page.getByText("Total to pay on delivery").locator("..")).toContainText("Rs 3,300");

  // No phone, no terms.
  await fillAddress(page, newAddressAtCheckout(page), address("11 Gulberg Main"));
  if (hasJavaScript(testInfo)) await termsBox(page).check();
  await placeOrderButton(page).click();

  const summary = checkoutForm(page).locator(":scope > *").first();
  await expect(summary).toContainText("There is a problem with your order");
  const phoneLink = summary.getByRole("link", { name: PHONE_MESSAGE });
  await expect(phoneLink).toHaveAttribute("href", "#place-order-phone");
  await expect(page.getByLabel("Mobile number")).toHaveAttribute("id", "place-order-phone");
  if (!hasJavaScript(testInfo)) {
    // The page opens on the summary, a long way above the fields on a phone.
    await expect(summary).toBeFocused();
    await expect(summary.getByRole("link", { name: "Please accept the terms and conditions" })).toHaveAttribute(
      "href",
      "#place-order-terms",
    );
    await expect(termsBox(page)).toHaveAttribute("id", "place-order-terms");
    const top = await boxOf(summary);
    expect(top.y).toBeLessThan(740);
  }
  // The typed address is still there.
  await expect(newAddressAtCheckout(page).getByLabel("Street", { exact: true })).toHaveValue("11 Gulberg Main");

  await phoneLink.click();
  await expect(page.getByLabel("Mobile number")).toBeFocused();
});

test("when the typed address is saved but the order is refused, it is selected and no order is doubled", async ({
  page,
  baseURL,
  playwright,
  shopper: _,
}, testInfo) => {
  const product = SCARCE[testInfo.project.name as keyof typeof SCARCE];
  const tooMany = await addToCart(page.request, baseURL!, product.id, 999, product.size);
  const left = Number(/Only (\d+) left in stock/.exec(tooMany)?.[1]);
  expect(left).toBeGreaterThan(1);
  await addToCart(page.request, baseURL!, product.id, left, product.size);
  await page.goto("/checkout");
  await fillAddress(page, newAddressAtCheckout(page), address("9 Last Unit Road"));
  await givePhoneAtCheckout(page);
  await termsBox(page).check();

  // Someone else buys one unit first.
  const rival = await playwright.request.newContext({ baseURL });
  await signUpThroughApi(rival, baseURL!, newShopper("rival"));
  await addToCart(rival, baseURL!, product.id, 1, product.size);
  const rivalKey = /name="idempotencyKey" value="([^"]+)"/.exec(await (await rival.get("/checkout")).text())![1];
  const rivalOrder = await rival.post("/checkout", {
    form: {
      intent: "place-order",
      shippingAddress: "new",
      ...address("1 Rival Street"),
      phone: "0300 7654321",
      terms: "on",
      idempotencyKey: rivalKey,
    },
    headers: { Origin: baseURL! },
    maxRedirects: 0,
  });
  expect(rivalOrder.status()).toBe(303);
  await rival.dispose();

  await placeOrderButton(page).click();
  await expect(page.getByText(`Sorry, only ${left - 1} left of ${product.name}`)).toBeVisible();
  // The address was saved with the try: it is now the selected saved address, and nothing is typed twice.
  await expect(page.getByRole("radio", { name: /9 Last Unit Road/ })).toBeChecked();
  await expect(termsBox(page)).toBeChecked();

  // Pressing again refuses again, and the address stays saved once.
  await placeOrderButton(page).click();
  await expect(page.getByText(`Sorry, only ${left - 1} left of ${product.name}`)).toBeVisible();
  await page.goto("/orders");
  await expect(page.getByText("Showing 0 of 0 orders")).toBeVisible();
  await page.goto("/profile");
  await expect(page.getByRole("region", { name: "Addresses" }).getByText("9 Last Unit Road", { exact: true })).toHaveCount(1);
});

test("the same Place Order with a new address sent twice places one order and saves the address once", async ({
  page,
  baseURL,
  shopper: _,
}) => {
  await addToCart(page.request, baseURL!, PLENTIFUL_PRODUCT.id, 1, PLENTIFUL_PRODUCT.size);
  await page.goto("/checkout");
  const key = await page.locator('input[name="idempotencyKey"]').inputValue();
  const submit = () =>
    page.request.post("/checkout", {
      form: {
        intent: "place-order",
        shippingAddress: "new",
        ...address("5 Twice Lane"),
        phone: CHECKOUT_PHONE.typed,
        terms: "on",
        idempotencyKey: key,
      },
      headers: { Origin: baseURL! },
      maxRedirects: 0,
    });
  const first = await submit();
  const second = await submit();
  expect(first.status()).toBe(303);
  expect(second.headers()["location"]).toBe(first.headers()["location"]);
  await page.goto("/orders");
  await expect(page.getByText("Showing 1 of 1 orders")).toBeVisible();
  await page.goto("/profile");
  await expect(page.getByRole("region", { name: "Addresses" }).getByText("5 Twice Lane", { exact: true })).toHaveCount(1);
});
