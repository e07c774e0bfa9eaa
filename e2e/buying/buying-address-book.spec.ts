import { request as playwrightRequest, type APIRequestContext, type Locator, type Page } from "@playwright/test";
import { expect, newShopper, signUpThroughApi, test, hasJavaScript } from "../fixtures";
import { address, addToCart, fillAddress, PLENTIFUL_PRODUCT, type AddressInput } from "../support/buying-support";
import { flash } from "../support/operating-support";

const addressBook = (page: Page) => page.getByRole("region", { name: "Addresses" });
const card = (page: Page, street: string) => page.getByRole("listitem").filter({ hasText: street });
const editForm = (page: Page) => page.getByRole("form", { name: "Edit address" });

/** Saves an address through the profile's own add-address form action, as a browser without JavaScript would. */
async function saveAddress(request: APIRequestContext, baseURL: string, input: AddressInput) {
  const response = await request.post("/profile", {
    form: { intent: "add-address", ...input },
    headers: { Origin: baseURL },
    maxRedirects: 0,
  });
  expect(response.status(), await response.text()).toBe(303);
}

/** The saved address's id, read from its Edit link. */
async function addressIdOf(item: Locator): Promise<string> {
  const href = await item.getByRole("link", { name: /^Edit/ }).getAttribute("href");
  return new URL(href!, "http://any.test").searchParams.get("edit-address")!;
}

/** Marks the window, to tell later whether the page was reloaded (a fresh window has no mark). */
const markWindow = (page: Page) => page.evaluate(() => Object.assign(window, { addressBookMark: true }));
const windowMarked = (page: Page) => page.evaluate(() => "addressBookMark" in window);

test("a saved address is edited on the profile, prefilled, and keeps its default badge", async ({
  page,
  baseURL,
  shopper: _,
}, testInfo) => {
  await saveAddress(page.request, baseURL!, address("14 Mall Road"));
  await saveAddress(page.request, baseURL!, address("88 Clifton Block 5", "Karachi"));
  await page.goto("/profile");
  if (hasJavaScript(testInfo)) await markWindow(page);

  await card(page, "14 Mall Road").getByRole("link", { name: /^Edit/ }).click();
  const form = editForm(page);
  await expect(form.getByLabel("Street", { exact: true })).toHaveValue("14 Mall Road");
  await expect(form.getByLabel("City", { exact: true })).toHaveValue("Lahore");
  await expect(form.getByLabel("Country", { exact: true })).toHaveValue("Pakistan");
  if (hasJavaScript(testInfo)) await expect(form.getByLabel("Street", { exact: true })).toBeFocused();

  // Cancel leaves it as it was.
  await form.getByLabel("Street", { exact: true }).fill("Not this one");
  await form.getByRole("link", { name: "Cancel" }).click();
  await expect(form).toHaveCount(0);
  await expect(card(page, "14 Mall Road")).toBeVisible();

  await card(page, "14 Mall Road").getByRole("link", { name: /^Edit/ }).click();
  await form.getByLabel("Street", { exact: true }).fill("  16 Mall Road, Flat 2 ");
  await form.getByLabel("Postal Code", { exact: true }).fill("54001");
  await form.getByRole("button", { name: "Save Address" }).click();

  await expect(flash(page, "Address updated")).toBeVisible();
  await expect(form).toHaveCount(0);
  const edited = card(page, "16 Mall Road, Flat 2");
  await expect(edited).toContainText("Lahore, Punjab 54001");
  await expect(edited.getByText("Default Address")).toBeVisible();
  await expect(card(page, "14 Mall Road")).toHaveCount(0);
  await expect(addressBook(page).getByRole("listitem")).toHaveCount(2);
  if (hasJavaScript(testInfo)) {
    expect(await windowMarked(page)).toBe(true);
    await expect(edited.getByRole("link", { name: /^Edit/ })).toBeFocused();
  }
  await page.reload();
  await expect(card(page, "16 Mall Road, Flat 2")).toBeVisible();
});

test("an edit with a blank field keeps what was typed and says what is missing next to the field", async ({
  page,
  baseURL,
  shopper: _,
}) => {
  await saveAddress(page.request, baseURL!, address("14 Mall Road"));
  await page.goto("/profile");
  await card(page, "14 Mall Road").getByRole("link", { name: /^Edit/ }).click();
  const form = editForm(page);
  await fillAddress(page, form, { ...address("   ", "Multan"), state: "South Punjab" });
  await form.getByRole("button", { name: "Save Address" }).click();

  const street = form.getByLabel("Street", { exact: true });
  await expect(street).toHaveAccessibleDescription("Enter the street");
  await expect(street).toHaveAttribute("aria-invalid", "true");
  await expect(form.getByLabel("City", { exact: true })).toHaveValue("Multan");
  await expect(form.getByLabel("State", { exact: true })).toHaveValue("South Punjab");

  // Nothing was saved.
  await page.goto("/profile");
  await expect(card(page, "14 Mall Road")).toContainText("Lahore, Punjab 54000");
});

test("deleting asks first; Keep keeps it, and deleting the default makes the newest one left the default", async ({
  page,
  baseURL,
  shopper: _,
}, testInfo) => {
  await saveAddress(page.request, baseURL!, address("1 First Street"));
  await saveAddress(page.request, baseURL!, address("2 Second Avenue", "Karachi"));
  await saveAddress(page.request, baseURL!, address("3 Third Lane", "Multan"));
  await page.goto("/profile");
  if (hasJavaScript(testInfo)) await markWindow(page);

  const second = card(page, "2 Second Avenue");
  await second.getByRole("link", { name: /^Delete/ }).click();
  await expect(second.getByText("Delete this address?")).toBeVisible();
  await second.getByRole("link", { name: "Keep" }).click();
  await expect(page.getByText("Delete this address?")).toHaveCount(0);
  await expect(second).toBeVisible();

  await second.getByRole("link", { name: /^Delete/ }).click();
  await second.getByRole("button", { name: "Delete" }).click();
  await expect(flash(page, "Address deleted")).toBeVisible();
  await expect(card(page, "2 Second Avenue")).toHaveCount(0);
  await expect(card(page, "1 First Street").getByText("Default Address")).toBeVisible();

  const first = card(page, "1 First Street");
  await first.getByRole("link", { name: /^Delete/ }).click();
  // At checkout the cards sit inside the Place Order form, so the question opens above it.
  await page.getByRole("form", { name: "Delete this address?" }).getByRole("button", { name: "Delete" }).click();
  await expect(card(page, "1 First Street")).toHaveCount(0);
  await expect(card(page, "3 Third Lane").getByText("Default Address")).toBeVisible();
  await expect(addressBook(page).getByText("Default Address")).toHaveCount(1);
  if (hasJavaScript(testInfo)) {
    expect(await windowMarked(page)).toBe(true);
    await expect(addressBook(page).getByRole("heading", { name: "Addresses" })).toBeFocused();
  }

  await card(page, "3 Third Lane")
    .getByRole("link", { name: /^Delete/ })
    .click();
  await card(page, "3 Third Lane").getByRole("button", { name: "Delete" }).click();
  await expect(addressBook(page).getByText("No addresses added yet.")).toBeVisible();
});

test("at checkout a saved address is edited and another deleted, and the cart is still there", async ({ page, baseURL, shopper: _ }) => {
  await addToCart(page.request, baseURL!, PLENTIFUL_PRODUCT.id, 2, PLENTIFUL_PRODUCT.size);
  await saveAddress(page.request, baseURL!, address("1 First Street"));
  await saveAddress(page.request, baseURL!, address("2 Second Avenue", "Karachi"));
  await page.goto("/checkout");

  const second = page.getByRole("listitem").filter({ has: page.getByRole("radio", { name: /2 Second Avenue/ }) });
  await second.getByRole("link", { name: /^Edit/ }).click();
  const form = editForm(page);
  await expect(form.getByLabel("Street", { exact: true })).toHaveValue("2 Second Avenue");
  await form.getByLabel("Street", { exact: true }).fill("22 Second Avenue");
  await form.getByRole("button", { name: "Save Address" }).click();
  await expect(flash(page, "Address updated")).toBeVisible();
  await expect(page.getByRole("radio", { name: /22 Second Avenue/ })).toBeVisible();
  await expect(page.getByRole("radio", { name: /^2 Second Avenue/ })).toHaveCount(0);

  const first = page.getByRole("listitem").filter({ has: page.getByRole("radio", { name: /1 First Street/ }) });
  await first.getByRole("link", { name: /^Delete/ }).click();
  // At checkout the cards sit inside the Place Order form, so the question opens above it.
  await page.getByRole("form", { name: "Delete this address?" }).getByRole("button", { name: "Delete" }).click();
  await expect(flash(page, "Address deleted")).toBeVisible();
  await expect(page.getByRole("radio", { name: /1 First Street/ })).toHaveCount(0);
  const left = page.getByRole("radio", { name: /22 Second Avenue/ });
  await expect(left).toBeChecked();
  await expect(page.getByRole("listitem").filter({ has: left }).getByText("Default", { exact: true })).toBeVisible();

  const summary = page.getByRole("region", { name: "Order Summary" });
  await expect(summary.getByText(PLENTIFUL_PRODUCT.name)).toBeVisible();
  await expect(summary.getByText("Qty: 2")).toBeVisible();
});

test("another shopper's address cannot be edited or deleted: the answer is a plain 404", async ({ page, baseURL, shopper: _ }) => {
  await saveAddress(page.request, baseURL!, address("14 Mall Road"));
  await page.goto("/profile");
  const addressId = await addressIdOf(card(page, "14 Mall Road"));

  const stranger: APIRequestContext = await playwrightRequest.newContext({ baseURL });
  try {
    await signUpThroughApi(stranger, baseURL!, newShopper("stranger"));
    // Checkout is a page only with something in the cart (an empty one is sent to the cart).
    await addToCart(stranger, baseURL!, PLENTIFUL_PRODUCT.id, 1, PLENTIFUL_PRODUCT.size);
    for (const path of ["/profile", "/checkout"]) {
      for (const form of [
        { intent: "update-address", addressId, ...address("Taken Over Street") },
        { intent: "delete-address", addressId },
      ]) {
        const refused = await stranger.post(path, { form, headers: { Origin: baseURL! }, maxRedirects: 0 });
        expect(refused.status(), `${form.intent} on ${path}`).toBe(404);
        if (path === "/profile") expect(await refused.text()).toContain("Address not found");
      }
    }
  } finally {
    await stranger.dispose();
  }

  await page.reload();
  await expect(card(page, "14 Mall Road")).toContainText("Lahore, Punjab 54000");
  await expect(card(page, "Taken Over Street")).toHaveCount(0);
});

test("saving an address deleted meanwhile (another tab) says it is not found and keeps the page working", async ({
  page,
  baseURL,
  shopper: _,
}) => {
  await saveAddress(page.request, baseURL!, address("14 Mall Road"));
  await saveAddress(page.request, baseURL!, address("88 Clifton Block 5", "Karachi"));
  await page.goto("/profile");
  const addressId = await addressIdOf(card(page, "88 Clifton Block 5"));
  await card(page, "88 Clifton Block 5").getByRole("link", { name: /^Edit/ }).click();
  const form = editForm(page);
  await form.getByLabel("Street", { exact: true }).fill("89 Clifton Block 5");

  const elsewhere = await page.request.post("/profile", {
    form: { intent: "delete-address", addressId },
    headers: { Origin: baseURL! },
    maxRedirects: 0,
  });
  expect(elsewhere.status()).toBe(303);

  await form.getByRole("button", { name: "Save Address" }).click();
  await expect(addressBook(page).getByRole("alert").filter({ hasText: "Address not found" })).toBeVisible();
  await expect(card(page, "14 Mall Road")).toBeVisible();
});
