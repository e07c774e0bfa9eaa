import type { Page } from "@playwright/test";
import { addToCart, PLENTIFUL_PRODUCT } from "../support/buying-support";
import { expect, newShopper, signUpThroughApi, test } from "../fixtures";

// A phone-sized page: a long word that does not wrap would widen the page past the screen.
test.use({ viewport: { width: 375, height: 812 } });

const SCRIPT = "<script>alert(1)</script>";
const IMAGE = "<img src=x onerror=alert(1)>";
const STREET = `${SCRIPT}${"S".repeat(170)}`; // 195 characters without a space (the limit is 200)
const CITY = `${IMAGE}${"C".repeat(60)}`;

/** Fails the test if any script the text smuggled in ever runs. */
function watchDialogs(page: Page) {
  const dialogs: string[] = [];
  page.on("dialog", (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  return dialogs;
}

async function expectShownAsTextWithinTheScreen(page: Page, texts: string[], dialogs: string[]) {
  for (const text of texts) await expect(page.getByText(text, { exact: false }).first(), text.slice(0, 40)).toBeVisible();
  await expect
    .poll(() => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth), {
      message: `${page.url()} is wider than the screen`,
    })
    .toBeLessThanOrEqual(0);
  // The markup stayed text: no element was made from it.
  expect(await page.locator('img[src="x"]').count()).toBe(0);
  expect(dialogs).toEqual([]);
}

async function post(page: Page, baseURL: string, path: string, form: Record<string, string>) {
  const response = await page.request.post(path, { form, headers: { Origin: baseURL }, maxRedirects: 0 });
  expect(response.status(), `${path} ${form.intent}: ${response.status() === 303 ? "" : await response.text()}`).toBe(303);
  return response;
}

test("a profile name with HTML or a 100-character word is shown as text and fits the screen", async ({ page, baseURL, shopper: _ }) => {
  const dialogs = watchDialogs(page);
  for (const name of [`${IMAGE}${SCRIPT}`, "N".repeat(100)]) {
    await post(page, baseURL!, "/profile", { intent: "update-profile", name, phone: "" });
    await page.goto("/profile");
    await expectShownAsTextWithinTheScreen(page, [name], dialogs);
  }
});

test("a name with HTML is shown as text in the welcome message after sign-up", async ({ page, baseURL }) => {
  const dialogs = watchDialogs(page);
  const shopper = { ...newShopper("untrusted"), name: `${SCRIPT}${"W".repeat(70)}` };
  await signUpThroughApi(page.request, baseURL!, shopper);
  // The welcome is shown on the next page rendered (here the FAQ, a page with nothing else of the shopper's).
  await page.goto("/faq");
  await expectShownAsTextWithinTheScreen(page, [`Welcome, ${shopper.name}`], dialogs);
});

test("address lines with HTML and long words are text at checkout, on the profile and on the order pages", async ({
  page,
  baseURL,
  shopper: _,
}) => {
  const dialogs = watchDialogs(page);
  await addToCart(page.request, baseURL!, PLENTIFUL_PRODUCT.id, 1, PLENTIFUL_PRODUCT.size);
  const saved = await post(page, baseURL!, "/checkout", {
    intent: "add-address",
    street: STREET,
    // A town not on the checkout's list, typed beside "Other".
    city: "Other",
    cityOther: CITY,
    state: "Punjab",
    postalCode: "54000",
    country: "Pakistan",
  });
  const addressId = new URL(saved.headers().location, baseURL).searchParams.get("address")!;

  await page.goto(`/checkout?address=${addressId}`);
  await expectShownAsTextWithinTheScreen(page, [STREET, CITY], dialogs);
  await page.goto("/profile");
  await expectShownAsTextWithinTheScreen(page, [STREET, CITY], dialogs);

  const placed = await post(page, baseURL!, "/checkout", {
    intent: "place-order",
    shippingAddress: addressId,
    terms: "on",
    deliveryMethod: "standard",
    paymentMethod: "cod",
    phone: "0300 1234567",
    idempotencyKey: `untrusted-${Date.now()}`,
  });
  const orderId = /\/order-confirmation\/([^/?]+)/.exec(placed.headers().location)![1];
  // The confirmation names the order; its detail page shows where it goes.
  await page.goto(`/order-confirmation/${orderId}`);
  await expectShownAsTextWithinTheScreen(page, [orderId], dialogs);
  await page.goto(`/orders/${orderId}`);
  await expectShownAsTextWithinTheScreen(page, [STREET, CITY], dialogs);
});

test("the contact form re-renders a refused message with HTML and a 5,000-character word as typed", async ({ page }) => {
  const dialogs = watchDialogs(page);
  const message = `${SCRIPT}${IMAGE}${"M".repeat(5_000 - SCRIPT.length - IMAGE.length)}`;
  const fullName = `${IMAGE}${"F".repeat(60)}`;
  await page.goto("/contact-us");
  await page.getByLabel("Full Name").fill(fullName);
  await page.getByLabel("Email Address").fill("not an email");
  await page.getByLabel("Message", { exact: true }).fill(message);
  await page.getByRole("button", { name: /send/i }).click();
  await expect(page.getByText("Please enter a valid email address").first()).toBeVisible();
  await expect(page.getByLabel("Full Name")).toHaveValue(fullName);
  await expect(page.getByLabel("Message", { exact: true })).toHaveValue(message);
  await expectShownAsTextWithinTheScreen(page, [], dialogs);
});
