import { expect, test } from "../fixtures";
import { demoRequest } from "../support/buying-support";

test("another shopper's order numbers, and unknown ones, answer 404", async ({ page, baseURL, shopper: _ }) => {
  // The demo account's order numbers, read from its own history in a separate session.
  const demo = await demoRequest(baseURL!);
  const history = await (await demo.get("/orders")).text();
  await demo.dispose();
  const demoOrders = [...new Set(history.match(/CW-\d{6,}/g) ?? [])];
  expect(demoOrders.length).toBeGreaterThanOrEqual(2);

  for (const orderId of [...demoOrders.slice(0, 2), "CW-999999", "not-an-order"]) {
    for (const path of [`/orders/${orderId}`, `/order-confirmation/${orderId}`]) {
      const response = await page.goto(path);
      expect(response?.status(), path).toBe(404);
      await expect(page.getByRole("heading", { name: "Order not found" })).toBeVisible();
      await expect(page.getByText(orderId)).toHaveCount(0);
    }
  }
  await expect(page.getByRole("link", { name: "Go to home" })).toBeVisible();
});

test("signed-out visitors get the sign-in prompt on the buying pages", async ({ page }) => {
  for (const path of ["/checkout", "/orders", "/orders/CW-100001", "/order-confirmation/CW-100001"]) {
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(401);
    await expect(page.getByRole("heading", { name: "Please sign in" })).toBeVisible();
  }
});
