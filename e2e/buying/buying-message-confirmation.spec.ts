import { expect, test } from "../fixtures";
import {
  address,
  addAddressAtCheckout,
  addToCart,
  confirmedOrderNumber,
  givePhoneAtCheckout,
  PLENTIFUL_PRODUCT,
} from "../support/buying-support";
import { orderMessage, orderMessages } from "../support/mail";
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

test("the operator sends an unanswered order's message once more, and then no more", async ({
  page,
  baseURL,
  shopper,
  operatorPage: operator,
}) => {
  expect(shopper.email).toContain("@");
  const orderId = await placeOrderThroughApi(page.request, baseURL!);
  await orderMessage(baseURL!, orderId);
  await operator.goto(`/admin/orders/${orderId}`);
  await operator.getByRole("button", { name: "Send the message again" }).click();
  await expect(operator.getByRole("status").filter({ hasText: "The message was sent again." })).toBeVisible();
  await expect(operator.getByRole("button", { name: "Send the message again" })).toHaveCount(0);
  await expect.poll(() => orderMessages(baseURL!, orderId).length).toBe(2);
  const [first, second] = orderMessages(baseURL!, orderId);
  expect(second.link).not.toBe(first.link);
  // The queue has a tab for orders whose shopper has not answered.
  await operator.goto("/admin/orders");
  await expect(operator.getByRole("link", { name: /^No answer/ })).toBeVisible();
});

test("an order placed on an Urdu page gets its message and its link's page in Urdu", async ({ page, baseURL, shopper }) => {
  expect(shopper.email).toContain("@");
  await page.request.get("/language?lng=ur&redirectTo=/home");
  const orderId = await placeOrderThroughApi(page.request, baseURL!);
  const message = await orderMessage(baseURL!, orderId);
  expect(message.language).toBe("ur");
  expect(message.text).toContain(`آپ کے آرڈر ${orderId} کا شکریہ`);
  const link = new URL(message.link);
  expect(link.searchParams.get("lng")).toBe("ur");
  await page.context().clearCookies();
  await page.goto(link.pathname + link.search);
  await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
  await expect(page.getByRole("heading", { name: "اپنے آرڈر کی تصدیق کریں" })).toBeVisible();
  await page.getByRole("button", { name: "میرا آرڈر منسوخ کریں" }).click();
  await expect(page.getByRole("status")).toContainText("آپ کا آرڈر منسوخ ہو گیا ہے۔");
});

test("a shopper who asks at checkout not to be messaged gets no link, and the operator is told to call", async ({
  page,
  baseURL,
  shopper,
  operatorPage: operator,
}) => {
  expect(shopper.email).toContain("@");
  await addToCart(page.request, baseURL!, PLENTIFUL_PRODUCT.id, 1, PLENTIFUL_PRODUCT.size);
  await page.goto("/checkout");
  await addAddressAtCheckout(page, address(`${Date.now()} Quiet Lane`));
  await givePhoneAtCheckout(page);
  await page.getByRole("checkbox", { name: "Don't message me on WhatsApp" }).check();
  await page.getByRole("checkbox", { name: /I agree to the Terms and Conditions/ }).check();
  await page.getByRole("button", { name: "Place Order" }).click();
  const orderId = await confirmedOrderNumber(page);
  await operator.goto(`/admin/orders/${orderId}`);
  await expect(operator.getByText("Asked not to be messaged: confirm by calling")).toBeVisible();
  await expect(operator.getByRole("button", { name: "Send the message again" })).toHaveCount(0);
  expect(orderMessages(baseURL!, orderId)).toEqual([]);
});

test("a link that was tampered with shows that it is not valid", async ({ page }) => {
  const answer = await page.goto("/confirm-order/eyJvIjoiYWJjIiwiZSI6MX0.AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA");
  expect(answer?.status()).toBe(404);
  await expect(page.getByText("This link is not valid.")).toBeVisible();
  // Its buttons pressed all the same (a hand-made post): the same page, and nothing decided.
  const pressed = await page.request.post("/confirm-order/eyJvIjoiYWJjIiwiZSI6MX0.AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA", {
    form: { decision: "confirm" },
    headers: { Origin: new URL(page.url()).origin },
    maxRedirects: 0,
  });
  expect(pressed.status()).toBe(404);
  expect(await pressed.text()).toContain("This link is not valid.");
});
