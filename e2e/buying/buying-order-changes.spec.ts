import { randomBytes } from "node:crypto";
import type { Page } from "@playwright/test";
import { addToCart, address, fillAddress, PLENTIFUL_PRODUCT, stockLeft } from "../support/buying-support";
import { expect, newShopper, signUpThroughApi, test } from "../fixtures";
import { placeOrderThroughApi, type Product } from "../support/operating-support";
import { newestMail } from "../support/mail";
import { MAX_ADDRESSES_PER_USER } from "../../contract/limits";
import { ADDRESS_BOOK_FULL } from "../../contract/messages";
import { newDataDir, type RunningProcess, startStorefront } from "../support/processes";

/*
 * Changes within two hours (issue 37): before the operator confirms, the shopper lowers a quantity, removes a
 * line, sends the order to a new address and gives another phone, sees the new total first and confirms it.
 * Products only this spec counts, one pair per project (the projects share one server).
 */
const KEPT = { ...PLENTIFUL_PRODUCT, line: `${PLENTIFUL_PRODUCT.name} (${PLENTIFUL_PRODUCT.size})` };
const REMOVED: Record<string, Product & { line: string }> = {
  "no-js": { id: "non-stick-saucepan", size: "16 cm", line: "Non-Stick Saucepan with Glass Lid (16 cm)" },
  js: { id: "non-stick-saucepan", size: "18 cm", line: "Non-Stick Saucepan with Glass Lid (18 cm)" },
};

const totalOf = async (scope: ReturnType<Page["locator"]>) =>
  (
    await scope
      .getByText(/^Total/)
      .locator("..")
      .textContent()
  )?.match(/Rs [\d,.]+/)?.[0];

test("a shopper lowers a quantity, removes a line and moves the order to a new address and phone, seeing the new total first", async ({
  page,
  baseURL,
  shopper,
}, testInfo) => {
  const kept = KEPT;
  const removed = REMOVED[testInfo.project.name];
  const removedBefore = await stockLeft(page.request, baseURL!, removed.id, removed.size);
  await addToCart(page.request, baseURL!, kept.id, 2, kept.size);
  const orderId = await placeOrderThroughApi(page.request, baseURL!, removed);
  expect(await stockLeft(page.request, baseURL!, removed.id, removed.size)).toBe(removedBefore - 1);

  await page.goto(`/orders/${orderId}`);
  await page.getByRole("link", { name: "Change order" }).click();
  await expect(page.getByRole("heading", { level: 1, name: `Change order ${orderId}` })).toBeVisible();

  // A new address: saved to the address book, then chosen for the order (nothing changes yet).
  await page.getByText("Deliver to a new address").click();
  const newAddress = page.getByRole("form", { name: "Deliver to a new address" });
  await fillAddress(page, newAddress, address("4 Clifton Block 5", "Karachi"));
  await newAddress.getByRole("button", { name: "Save Address" }).click();
  await expect(page.getByRole("radio", { name: /4 Clifton Block 5, Karachi/ })).toBeChecked();

  await page.getByLabel(`Quantity of ${kept.line}`).selectOption("1");
  await page.getByLabel(`Quantity of ${removed.line}`).selectOption({ label: "Remove" });
  await page.getByLabel("Phone for the courier").fill("0321 5550101");
  await page.getByRole("button", { name: "Review changes" }).click();

  const review = page.getByRole("region", { name: "Your order after the change" });
  await expect(review.getByRole("heading", { name: "Your order after the change" })).toBeFocused();
  await expect(review).toContainText("Karachi");
  await expect(review).toContainText("0321 5550101");
  await expect(review).not.toContainText(removed.line.split(" (")[0]);
  const newTotal = await totalOf(review);
  expect(newTotal).toMatch(/^Rs /);
  // Nothing is saved before the shopper confirms.
  expect(await stockLeft(page.request, baseURL!, removed.id, removed.size)).toBe(removedBefore - 1);

  await review.getByRole("button", { name: "Confirm changes" }).click();
  await expect(page).toHaveURL(new RegExp(`/orders/${orderId}$`));
  await expect(page.getByText("Your order has been changed. We have emailed you the new total.")).toBeVisible();
  const items = page.getByRole("region", { name: "Items" });
  await expect(items).not.toContainText(removed.line.split(" (")[0]);
  expect(await totalOf(items)).toBe(newTotal);
  await expect(page.getByRole("region", { name: "Delivery" })).toContainText("4 Clifton Block 5");
  await expect(page.getByRole("region", { name: "Delivery" })).toContainText("0321 5550101");
  expect(await stockLeft(page.request, baseURL!, removed.id, removed.size)).toBe(removedBefore);

  const mail = await newestMail(baseURL!, shopper.email, `Your order ${orderId}: Changed by you`);
  // The email writes whole rupees without paisa ("Rs 3,300"), the page with them ("Rs 3,300.00").
  expect(mail.text).toContain(`Total (cash on delivery): ${newTotal!.replace(/\.00$/, "")}`);
  expect(mail.text).toContain("Phone: 0321 5550101");

  // Asking to raise a quantity (a forged post) is refused beside the line; nothing changes.
  const forged = await page.request.post(`/orders/${orderId}/change`, {
    form: { intent: "review-change", version: "2", "lines[0].itemId": "x", "lines[0].quantity": "5" },
    headers: { Origin: baseURL! },
  });
  expect(forged.status()).toBeLessThan(500);
  expect(await forged.text()).toMatch(/This item is not in the order|This order changed since you opened it/);
});

test.describe("past the window", () => {
  // A store whose clock stands 2 hours and 1 minute ahead: every order it takes is already past the window.
  let store: RunningProcess;
  test.beforeAll(async () => {
    test.setTimeout(240_000);
    store = await startStorefront({
      SESSION_SECRET: randomBytes(32).toString("base64url"),
      SEED_DEMO: "true",
      CLERK_PUBLISHABLE_KEY: "",
      CLERK_SECRET_KEY: "",
      STORE_CLOCK_OFFSET_MINUTES: "121",
      DATA_DIR: newDataDir("order-change-window"),
    });
  });
  test.afterAll(async () => {
    await store?.stop();
  });

  test("offers no change, and a forged change is refused with the reason", async ({ browser, javaScriptEnabled }) => {
    const context = await browser.newContext({ baseURL: store.url, javaScriptEnabled });
    const page = await context.newPage();
    await signUpThroughApi(page.request, store.url, newShopper("late"));
    const orderId = await placeOrderThroughApi(page.request, store.url, PLENTIFUL_PRODUCT);
    await page.goto(`/orders/${orderId}`);
    await expect(page.getByRole("heading", { level: 1, name: `Order ${orderId}` })).toBeVisible();
    await expect(page.getByRole("link", { name: "Change order" })).toHaveCount(0);

    await page.goto(`/orders/${orderId}/change`);
    await expect(page.getByRole("alert")).toHaveText(
      "This order can no longer be changed: changes are possible within 2 hours of placement",
    );
    await expect(page.getByRole("button", { name: "Review changes" })).toHaveCount(0);

    const forged = await page.request.post(`/orders/${orderId}/change`, {
      form: { intent: "confirm-change", version: "1", phone: "0321 5550101" },
      headers: { Origin: store.url },
    });
    expect(forged.status()).toBe(409);
    expect(await forged.text()).toContain("This order can no longer be changed: changes are possible within 2 hours of placement");
    await context.close();
  });
});

test("a new address the full address book cannot take is refused above its form, with what was typed kept", async ({
  page,
  baseURL,
  shopper,
}) => {
  expect(shopper.email).toContain("@");
  const orderId = await placeOrderThroughApi(page.request, baseURL!);
  // The order's address is the first of the book; fill it to the limit.
  for (let index = 1; index < MAX_ADDRESSES_PER_USER; index++) {
    const saved = await page.request.post("/checkout", {
      form: { intent: "add-address", ...address(`${index} Full Book Street`) },
      headers: { Origin: baseURL! },
      maxRedirects: 0,
    });
    expect(saved.status()).toBe(303);
  }

  await page.goto(`/orders/${orderId}/change`);
  await page.getByText("Deliver to a new address").click();
  const newAddress = page.getByRole("form", { name: "Deliver to a new address" });
  await fillAddress(page, newAddress, address("51 One Too Many Road", "Multan"));
  await newAddress.getByRole("button", { name: "Save Address" }).click();
  const form = page.getByRole("form", { name: "Deliver to a new address" });
  await expect(form.getByRole("alert")).toHaveText(ADDRESS_BOOK_FULL);
  await expect(form.getByLabel(/Street/)).toHaveValue("51 One Too Many Road");
  await expect(page.getByRole("radio", { name: /51 One Too Many Road/ })).toHaveCount(0);
});
