import { expect, test } from "../fixtures";
import { orderMessage } from "../support/mail";
import { placeOrderThroughApi } from "../support/operating-support";

// An order placed, its message read, the link opened signed out, then the operator's page: more than one page's time.
test.describe.configure({ timeout: 90_000 });

test("the shopper confirms a cash-on-delivery order from the link in its message, once, without signing in", async ({
  page,
  baseURL,
  shopper,
  operatorPage: operator,
}) => {
  expect(shopper.email).toContain("@");
  const orderId = await placeOrderThroughApi(page.request, baseURL!);
  const message = await orderMessage(baseURL!, orderId);
  expect(message).toMatchObject({ to: "+923001234567", language: "en" });
  expect(message.text).toContain(orderId);
  expect(message.text).toContain(`Please confirm or cancel it here: ${message.link}`);
  const link = new URL(message.link);
  expect(link.pathname).toMatch(/^\/confirm-order\/[\w-]+\.[\w-]+$/);

  // Signed out, as a shopper opening WhatsApp's link in another browser would be.
  await page.context().clearCookies();
  await page.goto(link.pathname + link.search);
  await expect(page.getByRole("heading", { name: "Confirm your order" })).toBeVisible();
  await expect(page.getByText(`Order ${orderId}`)).toBeVisible();
  await expect(page.getByText("To pay on delivery")).toBeVisible();
  await page.getByRole("button", { name: "Confirm my order" }).click();
  await expect(page.getByRole("status")).toContainText("Thank you. Your order is confirmed");
  await expect(page.getByRole("button", { name: "Confirm my order" })).toHaveCount(0);

  // The same link pressed again (a stale page's form): refused, and the page says why.
  const again = await page.request.post(link.pathname + link.search, {
    form: { decision: "confirm" },
    headers: { Origin: baseURL! },
    maxRedirects: 0,
  });
  expect(again.status()).toBe(409);
  expect(await again.text()).toContain("This order can no longer be confirmed or cancelled from this link.");

  await operator.goto(`/admin/orders/${orderId}`);
  await expect(operator.getByText("Confirmed by the shopper", { exact: true }).first()).toBeVisible();
  await expect(operator.getByText(/^Confirmed by the shopper via the message link/)).toBeVisible();
  await expect(operator.getByText(/^Message sent/)).toBeVisible();
  await expect(operator.getByRole("button", { name: "Confirm order" })).toBeVisible();
});

test("a link that was tampered with shows that it is not valid", async ({ page }) => {
  const answer = await page.goto("/confirm-order/eyJvIjoiYWJjIiwiZSI6MX0.AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA");
  expect(answer?.status()).toBe(404);
  await expect(page.getByText("This link is not valid.")).toBeVisible();
});
