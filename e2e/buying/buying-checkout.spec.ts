import { expect, newShopper, signUpThroughApi, test, hasJavaScript } from "../fixtures";
import {
  addAddressAtCheckout,
  address,
  addToCart,
  CHECKOUT_PHONE,
  CONTESTED_PRODUCTS,
  confirmedOrderNumber,
  givePhoneAtCheckout,
  newAddressAtCheckout,
  PLENTIFUL_PRODUCT,
  stockLeft,
} from "../support/buying-support";
import { holdRequests } from "../support/hold-requests";
import { newestMail } from "../support/mail";

const placeOrderButton = (page: import("@playwright/test").Page) => page.getByRole("button", { name: /^(Place Order|Processing\.\.\.)$/ });
const termsBox = (page: import("@playwright/test").Page) => page.getByRole("checkbox", { name: /I agree to the Terms and Conditions/ });

test("an empty cart at checkout is sent to the cart, which says so and leads to the products", async ({ page, shopper: _ }) => {
  await page.goto("/checkout");
  await expect(page).toHaveURL(/\/cart$/);
  await expect(page.getByRole("heading", { name: "Your cart is empty" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Continue Shopping" })).toHaveAttribute("href", "/products");
  await expect(placeOrderButton(page)).toHaveCount(0);
});

test("Back from the confirmation on a phone leads to the emptied cart at its top, never to an empty checkout", async ({
  page,
  baseURL,
  shopper: _,
}) => {
  await page.setViewportSize({ width: 375, height: 667 });
  await addToCart(page.request, baseURL!, PLENTIFUL_PRODUCT.id, 1, PLENTIFUL_PRODUCT.size);
  await page.goto("/cart");
  await page.getByRole("button", { name: "Checkout" }).click();
  await expect(page).toHaveURL(/\/checkout$/);
  const fields = newAddressAtCheckout(page);
  await fields.getByLabel("Street", { exact: true }).fill("12 Mall Road");
  await fields.getByLabel("City", { exact: true }).selectOption("Lahore");
  await fields.getByLabel("State", { exact: true }).fill("Punjab");
  await fields.getByLabel("Postal Code", { exact: true }).fill("54000");
  await fields.getByLabel("Country", { exact: true }).fill("Pakistan");
  await givePhoneAtCheckout(page);
  await termsBox(page).check();
  // Place Order is pressed at the foot of a long page.
  await placeOrderButton(page).click();
  await confirmedOrderNumber(page);
  await expect(page.getByRole("heading", { name: "Order Confirmed!" })).toBeVisible();

  await page.goBack();
  await expect(page).toHaveURL(/\/cart$/);
  await expect(page.getByRole("heading", { name: "Your cart is empty" })).toBeInViewport();
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  await expect(placeOrderButton(page)).toHaveCount(0);
});

test("a shopper with no address adds one, accepts the terms and places an order, then finds it in history", async ({
  page,
  baseURL,
  shopper,
}, testInfo) => {
  await addToCart(page.request, baseURL!, PLENTIFUL_PRODUCT.id, 2, PLENTIFUL_PRODUCT.size);
  await page.goto("/checkout");

  await expect(page.getByRole("link", { name: /Back to Cart/ })).toHaveAttribute("href", "/cart");
  const summary = page.getByRole("region", { name: "Order Summary" });
  await expect(summary.getByText(PLENTIFUL_PRODUCT.name)).toBeVisible();
  await expect(summary.getByText("Qty: 2")).toBeVisible();
  await expect(summary.getByRole("link", { name: "Edit Cart" })).toHaveAttribute("href", "/cart");
  await expect(summary.getByText("Rs 6,200").first()).toBeVisible();

  // Delivery and payment: the store's choices, with the unavailable ones disabled.
  await expect(page.getByRole("radio", { name: /Standard Delivery/ })).toBeChecked();
  await expect(page.getByRole("radio", { name: /Express Delivery/ })).toBeDisabled();
  await expect(page.getByText("RS9.99")).toBeVisible();
  await expect(page.getByRole("radio", { name: /Credit\/Debit Card/ })).toBeDisabled();
  await expect(page.getByText("Currently unavailable", { exact: true })).toBeVisible();
  await expect(page.getByRole("radio", { name: /Cash on Delivery/ })).toBeChecked();
  await expect(page.getByText("Pay when you receive your order")).toBeVisible();
  await expect(page.getByRole("link", { name: "Terms and Conditions" })).toHaveAttribute("href", "/terms");
  await expect(page.getByRole("link", { name: "Privacy Policy" }).first()).toHaveAttribute("href", "/privacy");

  await addAddressAtCheckout(page, address("7 Canal View, Block C"));
  const newAddress = page.getByRole("radio", { name: /7 Canal View, Block C/ });
  await expect(newAddress).toBeChecked();
  // The first address is the default, so it offers no 'Set as default'.
  await expect(page.getByRole("listitem").filter({ has: newAddress }).getByText("Default", { exact: true })).toBeVisible();
  await expect(page.getByRole("button", { name: "Set as default" })).toHaveCount(0);

  await givePhoneAtCheckout(page);
  await termsBox(page).check();
  if (hasJavaScript(testInfo)) {
    // Hold the order's request to see the button while it is in flight.
    const release = await holdRequests(page, /\/checkout\.data/);
    await placeOrderButton(page).click();
    await expect(placeOrderButton(page)).toHaveText("Processing...");
    await expect(placeOrderButton(page)).toBeDisabled();
    release();
  } else {
    await placeOrderButton(page).click();
  }

  const orderNumber = await confirmedOrderNumber(page);
  await expect(page.getByRole("heading", { name: "Order Confirmed!" })).toBeVisible();
  await expect(page.getByText("Thank you for your purchase")).toBeVisible();
  await expect(page.getByText(orderNumber, { exact: true })).toBeVisible();
  await expect(page.getByText(/confirmation email with your order details and tracking information/)).toBeVisible();
  // What happens next, with the phone the order was placed with: the email's own sentence (below).
  const next = `What happens next: we will call or message you at ${CHECKOUT_PHONE.typed} to confirm it, then hand it to the courier.`;
  await expect(page.getByText(next, { exact: true })).toBeVisible();
  await expect(page.getByRole("link", { name: "Continue Shopping" })).toHaveAttribute("href", "/");

  // The email says the order is received and what happens next: no "confirmed" before anyone called, no tracking ID before a courier has it.
  const mail = await newestMail(baseURL!, shopper.email, `We have received your order ${orderNumber}`);
  expect(mail.text).toContain(next);
  expect(mail.text).not.toMatch(/tracking ID:|TRK|confirmed/i);

  await page.getByRole("link", { name: "View Order" }).click();
  await expect(page).toHaveURL(/\/orders$/);
  const row = page.getByRole("row").filter({ hasText: orderNumber });
  await expect(row).toContainText(`2 × ${PLENTIFUL_PRODUCT.name} (${PLENTIFUL_PRODUCT.size})`);
  await expect(row).toContainText("Rs 6,200.00");
  await expect(row).toContainText("Cash on Delivery");
  await expect(row).toContainText("Processing");
  await expect(row).toContainText("Pending");
  await expect(page.getByText("Showing 1 of 1 orders")).toBeVisible();

  await row.getByRole("link", { name: /^View/ }).click();
  await expect(page).toHaveURL(new RegExp(`/orders/${orderNumber}$`));
  await expect(page.getByRole("heading", { name: `Order ${orderNumber}` })).toBeVisible();
  await expect(page.getByText(PLENTIFUL_PRODUCT.name)).toBeVisible();
  await expect(page.getByText("7 Canal View, Block C")).toBeVisible();
  await expect(page.getByText("Lahore, Punjab 54000")).toBeVisible();
  await expect(page.getByRole("definition").filter({ hasText: /^TRK[A-Z0-9]+$/ })).toBeVisible();
  await expect(page.getByRole("term").filter({ hasText: "Order reference" })).toBeVisible();
  await expect(page.getByText("Given when your order ships")).toBeVisible();
  await expect(page.getByRole("definition").filter({ hasText: "Rs 6,200.00" }).last()).toBeVisible();

  // The cart was emptied by the order.
  await page.goto("/checkout");
  await expect(page.getByRole("heading", { name: "Your cart is empty" })).toBeVisible();
});

test("Place Order is refused without an address and without accepted terms", async ({ page, baseURL, shopper: _ }, testInfo) => {
  await addToCart(page.request, baseURL!, PLENTIFUL_PRODUCT.id, 1, PLENTIFUL_PRODUCT.size);
  await page.goto("/checkout");

  if (hasJavaScript(testInfo)) {
    // With JavaScript the button waits for the terms; with no saved address the typed one is the choice,
    // and an empty one is refused on the spot.
    await expect(placeOrderButton(page)).toBeDisabled();
    await termsBox(page).check();
    await expect(placeOrderButton(page)).toBeEnabled();
    await placeOrderButton(page).click();
    await expect(page.getByText("Please fill in all fields")).toBeVisible();
    await expect(page).toHaveURL(/\/checkout$/);
    await termsBox(page).uncheck();
    await addAddressAtCheckout(page, address("21 Jail Road"));
    await expect(page.getByRole("radio", { name: /21 Jail Road/ })).toBeChecked();
    await expect(placeOrderButton(page)).toBeDisabled();
    await termsBox(page).check();
    await expect(placeOrderButton(page)).toBeEnabled();
  } else {
    // Without JavaScript the server answers, on the page (the summary at the top repeats each message).
    await addAddressAtCheckout(page, address("21 Jail Road"));
    await expect(page.getByRole("radio", { name: /21 Jail Road/ })).toBeChecked();
    await placeOrderButton(page).click();
    await expect(page.getByText("Please accept the terms and conditions").first()).toBeVisible();
    await expect(page.getByText("Please select a delivery address")).toHaveCount(0);
    await expect(page.getByRole("radio", { name: /21 Jail Road/ })).toBeChecked();
  }

  // Whatever the browser does, the server refuses both on its own.
  const key = await page.locator('input[name="idempotencyKey"]').inputValue();
  const refused = await page.request.post("/checkout", {
    form: { intent: "place-order", paymentMethod: "cod", deliveryMethod: "standard", idempotencyKey: key },
    headers: { Origin: baseURL! },
    maxRedirects: 0,
  });
  expect(refused.status()).toBe(400);
  const html = await refused.text();
  expect(html).toContain("Please select a delivery address");
  expect(html).toContain("Please accept the terms and conditions");
  await page.goto("/orders");
  await expect(page.getByText("Showing 0 of 0 orders")).toBeVisible();
});

test("the add-address form needs every field filled in", async ({ page, baseURL, shopper: _ }) => {
  await addToCart(page.request, baseURL!, PLENTIFUL_PRODUCT.id, 1, PLENTIFUL_PRODUCT.size);
  await page.goto("/checkout");
  const form = newAddressAtCheckout(page);
  for (const label of ["Street", "City", "State", "Postal Code", "Country"]) {
    await expect(form.getByLabel(label, { exact: true })).toHaveAttribute("required", "");
  }
  // Spaces pass the browser's own check; the store's check refuses them.
  await addAddressAtCheckout(page, { ...address("   "), city: "  " });
  await expect(page.getByText("Please fill in all fields")).toBeVisible();
  await expect(page.getByRole("radio", { name: /Lahore/ })).toHaveCount(0);
  await expect(form.getByLabel("State", { exact: true })).toHaveValue("Punjab");
});

test("a second address is selected when added and can be made the default at checkout", async ({ page, baseURL, shopper: _ }) => {
  await addToCart(page.request, baseURL!, PLENTIFUL_PRODUCT.id, 1, PLENTIFUL_PRODUCT.size);
  await page.goto("/checkout");
  await addAddressAtCheckout(page, address("1 First Street"));
  await expect(page.getByRole("radio", { name: /1 First Street/ })).toBeChecked();
  await addAddressAtCheckout(page, address("2 Second Avenue", "Karachi"));

  const first = page.getByRole("radio", { name: /1 First Street/ });
  const second = page.getByRole("radio", { name: /2 Second Avenue/ });
  await expect(second).toBeChecked();
  await expect(first).not.toBeChecked();
  // Only the selected, non-default address offers 'Set as default'.
  const setDefault = page.getByRole("button", { name: "Set as default" });
  await expect(setDefault).toHaveCount(1);
  await expect(page.getByRole("listitem").filter({ has: second }).getByRole("button", { name: "Set as default" })).toBeVisible();

  await termsBox(page).check();
  await setDefault.click();
  await expect(page.getByRole("listitem").filter({ has: second }).getByText("Default", { exact: true })).toBeVisible();
  await expect(page.getByRole("listitem").filter({ has: first }).getByText("Default", { exact: true })).toHaveCount(0);
  await expect(second).toBeChecked();
  await expect(termsBox(page)).toBeChecked();
  await expect(page.getByRole("button", { name: "Set as default" })).toHaveCount(0);

  // Choosing the other address moves the button to it.
  await first.check();
  await expect(page.getByRole("listitem").filter({ has: first }).getByRole("button", { name: "Set as default" })).toBeVisible();
  await expect(page.getByRole("button", { name: "Set as default" })).toHaveCount(1);

  // The profile agrees about the default.
  await page.goto("/profile");
  const secondOnProfile = page.getByRole("listitem").filter({ hasText: "2 Second Avenue" });
  await expect(secondOnProfile.getByText("Default Address")).toBeVisible();
});

test("a double submit of the same checkout form places one order", async ({ page, baseURL, shopper: _ }) => {
  await addToCart(page.request, baseURL!, PLENTIFUL_PRODUCT.id, 1, PLENTIFUL_PRODUCT.size);
  await page.goto("/checkout");
  await addAddressAtCheckout(page, address("5 Twice Lane"));
  const addressId = await page.getByRole("radio", { name: /5 Twice Lane/ }).getAttribute("value");
  const key = await page.locator('input[name="idempotencyKey"]').inputValue();
  expect(key).toMatch(/^[0-9a-f-]{36}$/);

  const submit = () =>
    page.request.post("/checkout", {
      form: {
        intent: "place-order",
        shippingAddress: addressId!,
        terms: "on",
        phone: "0300 1234567",
        paymentMethod: "cod",
        deliveryMethod: "standard",
        idempotencyKey: key,
      },
      headers: { Origin: baseURL! },
      maxRedirects: 0,
    });
  const first = await submit();
  const second = await submit();
  expect(first.status()).toBe(303);
  expect(second.status()).toBe(303);
  expect(second.headers()["location"]).toBe(first.headers()["location"]);
  expect(first.headers()["location"]).toMatch(/^\/order-confirmation\/CW-\d+$/);

  await page.goto("/orders");
  await expect(page.getByText("Showing 1 of 1 orders")).toBeVisible();
});

test("an order refused for stock shows why and keeps the cart, address and terms", async ({
  page,
  baseURL,
  playwright,
  shopper: _,
}, testInfo) => {
  const product = CONTESTED_PRODUCTS[testInfo.project.name];
  // This shopper puts every unit left in their cart…
  const left = await stockLeft(page.request, baseURL!, product.id, product.size);
  expect(left).toBeGreaterThan(1);
  // Stock is per size: the race for this size leaves the next size's shelf alone.
  const otherSizeLeft = await stockLeft(page.request, baseURL!, product.id, product.otherSize);
  await addToCart(page.request, baseURL!, product.id, left, product.size);
  await page.goto("/checkout");
  await addAddressAtCheckout(page, address("9 Last Unit Road"));
  await givePhoneAtCheckout(page);
  await termsBox(page).check();

  // …and a second shopper buys one first.
  const rival = await playwright.request.newContext({ baseURL });
  await signUpThroughApi(rival, baseURL!, newShopper("rival"));
  await addToCart(rival, baseURL!, product.id, 1, product.size);
  const rivalPage = await rival.get("/checkout");
  const rivalKey = /name="idempotencyKey" value="([^"]+)"/.exec(await rivalPage.text())?.[1];
  expect(rivalKey).toBeTruthy();
  const rivalAddress = await rival.post("/checkout", {
    form: { intent: "add-address", ...address("1 Rival Street") },
    headers: { Origin: baseURL! },
    maxRedirects: 0,
  });
  const rivalAddressId = new URL(rivalAddress.headers()["location"], baseURL).searchParams.get("address");
  const rivalOrder = await rival.post("/checkout", {
    form: { intent: "place-order", shippingAddress: rivalAddressId!, terms: "on", phone: "0300 1234567", idempotencyKey: rivalKey! },
    headers: { Origin: baseURL! },
    maxRedirects: 0,
  });
  expect(rivalOrder.status()).toBe(303);
  await rival.dispose();

  await placeOrderButton(page).click();
  await expect(page.getByText(`Sorry, only ${left - 1} left of ${product.name} (${product.size})`)).toBeVisible();
  expect(await stockLeft(page.request, baseURL!, product.id, product.otherSize)).toBe(otherSizeLeft);
  await expect(page).toHaveURL(/\/checkout/);
  await expect(page.getByRole("radio", { name: /9 Last Unit Road/ })).toBeChecked();
  await expect(termsBox(page)).toBeChecked();
  await expect(page.getByRole("region", { name: "Order Summary" }).getByText(`Qty: ${left}`)).toBeVisible();
  await expect(placeOrderButton(page)).toHaveText("Place Order");

  await page.goto("/orders");
  await expect(page.getByText("Showing 0 of 0 orders")).toBeVisible();
});
