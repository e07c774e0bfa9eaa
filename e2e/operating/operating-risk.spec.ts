import type { Page } from "@playwright/test";
import {
  addAddressAtCheckout,
  addToCart,
  address,
  confirmedOrderNumber,
  fillAddress,
  givePhoneAtCheckout,
  newAddressAtCheckout,
  PLENTIFUL_PRODUCT,
} from "../support/buying-support";
import { placeOrderThroughApi, returnToSender, shipWith, takeStep } from "../support/operating-support";
import { expect, hasJavaScript, test } from "../fixtures";
import { PHONE_BLOCKED } from "../../contract/messages";

/** A phone only this test orders from, one per project (the two projects share a server). */
const BLOCKED_PHONE = { "no-js": "0345 7771002", js: "0345 7771001" } as const;

test.describe.configure({ timeout: 120_000 });

const placeOrderButton = (page: Page) => page.getByRole("button", { name: /^(Place Order|Processing\.\.\.)$/ });

/** The shopper fills checkout with a new address and the phone, and presses Place Order. */
async function placeOrderAtCheckout(page: Page, baseURL: string, phone: string) {
  await addToCart(page.request, baseURL, PLENTIFUL_PRODUCT.id, 1, PLENTIFUL_PRODUCT.size);
  await page.goto("/checkout");
  // The first time the new-address fields are open; once the shopper has an address they are folded away.
  const street = `${Date.now()} Risk Road, Block D`;
  if (await newAddressAtCheckout(page).getByLabel("Street", { exact: true }).isVisible())
    await fillAddress(page, newAddressAtCheckout(page), address(street));
  else await addAddressAtCheckout(page, address(street));
  if (await page.getByLabel("Mobile number").isVisible()) await givePhoneAtCheckout(page, phone);
  await page.getByRole("checkbox", { name: /I agree to the Terms and Conditions/ }).check();
  await placeOrderButton(page).click();
}

test("an operator blocks a phone at /admin/customers: that shopper's order is refused with the store's contact until unblocked", async ({
  page,
  baseURL,
  shopper,
  operatorPage: operator,
}, testInfo) => {
  expect(shopper.email).toContain("@");
  const phone = BLOCKED_PHONE[hasJavaScript(testInfo) ? "js" : "no-js"];

  // From the back office's bar.
  await operator.goto("/admin");
  await operator.getByRole("navigation", { name: "Operations" }).getByRole("link", { name: "Customers" }).click();
  await expect(operator.getByRole("heading", { name: "Customers" })).toBeVisible();
  await operator.getByLabel("Phone to block").fill(phone);
  await operator.getByLabel("Reason", { exact: true }).fill("Refused two parcels at the door");
  await operator.getByRole("button", { name: "Block phone" }).click();
  await expect(operator.getByText(`${phone} is blocked.`)).toBeVisible();
  await operator.getByLabel("Search by phone").fill(phone);
  await operator.getByRole("button", { name: "Search", exact: true }).click();
  const row = operator.getByRole("row").filter({ has: operator.getByRole("rowheader", { name: phone }) });
  await expect(row).toContainText("Blocked");
  await expect(row).toContainText("Refused two parcels at the door");

  await placeOrderAtCheckout(page, baseURL!, phone);
  await expect(page.getByText(PHONE_BLOCKED)).toBeVisible();
  await expect(page).toHaveURL(/\/checkout/);

  // Unblocked, the same shopper's order goes through.
  await row.getByRole("button", { name: `Unblock ${phone}` }).click();
  await expect(operator.getByText(`${phone} can order again.`)).toBeVisible();
  await placeOrderAtCheckout(page, baseURL!, phone);
  expect(await confirmedOrderNumber(page)).toMatch(/^CW-\d+$/);
});

/** The operator ships an order and records the parcel refused at the door. */
async function refuseAtDoor(operator: Page, orderId: string) {
  await operator.goto(`/admin/orders/${orderId}`);
  await takeStep(operator, "Confirm order", "Order confirmed");
  await takeStep(operator, "Mark as shipped", "Shipped", shipWith("Leopards", `LP${Date.now()}`));
  await returnToSender(operator, orderId);
}

test("a phone with two parcels refused at the door: its next order carries the badge and its reason, and the Risky filter finds it", async ({
  page,
  baseURL,
  shopper,
  operatorPage: operator,
}) => {
  expect(shopper.email).toContain("@");
  // A number no other test (or an earlier attempt of this one) has ordered from.
  const phone = `0346 ${String(Date.now()).slice(-7)}`;
  for (let refused = 0; refused < 2; refused++)
    await refuseAtDoor(operator, await placeOrderThroughApi(page.request, baseURL!, undefined, phone));
  const orderId = await placeOrderThroughApi(page.request, baseURL!, undefined, phone);

  await operator.goto("/admin/orders");
  await operator.getByLabel("Search by order ID, phone, email or tracking ID").fill(orderId);
  await operator.getByLabel("Risky orders only").check();
  await operator.getByRole("button", { name: "Search", exact: true }).click();
  const row = operator.getByRole("row").filter({ has: operator.getByRole("link", { name: orderId }) });
  const badges = row.getByRole("list", { name: "Risk signals" });
  await expect(badges.getByRole("listitem")).toHaveText([
    "Refused before: 2 earlier orders from this phone refused at the door (returned to sender)",
  ]);

  await row.getByRole("link", { name: orderId }).click();
  const reasons = operator.getByRole("list", { name: "Risk signals" }).getByRole("listitem");
  await expect(reasons).toHaveCount(1);
  await expect(reasons.getByText("Refused before", { exact: true })).toBeVisible();
  await expect(
    reasons.getByText("2 earlier orders from this phone refused at the door (returned to sender)", { exact: true }),
  ).toBeVisible();
});
