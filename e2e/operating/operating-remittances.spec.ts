import type { Page } from "@playwright/test";
import { expect, test } from "../fixtures";
import { deliverOrder, placeOrderThroughApi } from "../support/operating-support";

// Two orders walked to delivered on the operator's page, then a payment report: more than one ordinary page's time.
test.describe.configure({ timeout: 120_000 });

/** The order's total on the operator's order page, as rupees the courier's report would write ("6250"). */
async function orderTotal(page: Page, orderId: string) {
  await page.goto(`/admin/orders/${orderId}`);
  const total = page
    .locator("dl > div")
    .filter({ has: page.locator("dt", { hasText: /^Total$/ }) })
    .locator("dd");
  return (await total.innerText()).replace(/[^\d.]/g, "");
}

test("a courier's payment report marks the order it pays in full remitted and lists the one whose amount differs", async ({
  page,
  baseURL,
  shopper,
  operatorPage: operator,
}) => {
  expect(shopper.email).toContain("@");
  const paidOrder = await placeOrderThroughApi(page.request, baseURL!);
  const shortOrder = await placeOrderThroughApi(page.request, baseURL!);
  const stamp = `${Date.now()}${Math.floor(Math.random() * 1000)}`;
  await deliverOrder(operator, paidOrder, `TCSPAY${stamp}`);
  await deliverOrder(operator, shortOrder, `TCSSHORT${stamp}`);
  const total = await orderTotal(operator, paidOrder);
  expect(Number(total)).toBeGreaterThan(100);

  await operator.goto("/admin");
  await expect(operator.getByRole("heading", { name: "Cash with couriers" })).toBeVisible();
  await operator.getByRole("navigation", { name: "Operations" }).getByRole("link", { name: "Courier payments" }).click();
  await expect(operator.getByRole("heading", { name: "Courier payments", level: 1 })).toBeVisible();
  await operator
    .getByLabel("Or paste the CSV")
    .fill(
      [
        "Tracking ID,Amount Collected,Courier Charges,Date",
        `TCSPAY${stamp},${total},150,27/11/2026`,
        `TCSSHORT${stamp},${Number(total) - 500},150,27/11/2026`,
      ].join("\n"),
    );
  await operator.getByRole("button", { name: "Import payments" }).click();
  const report = operator.getByRole("region", { name: /remitted/ });
  await expect(report).toContainText("1 remitted, 1 listed for you to check");
  await expect(report.getByRole("listitem").filter({ hasText: `TCSPAY${stamp}` })).toContainText("Remitted");
  await expect(report.getByRole("listitem").filter({ hasText: `TCSSHORT${stamp}` })).toContainText(/Check: Amount collected .* differs/);

  // The remittance beside the payment on the operator's page; the other order has none.
  await operator.goto(`/admin/orders/${paidOrder}`);
  await expect(operator.getByText(/Remitted Rs.*courier charges Rs.*150.*paid on 2026-11-27/)).toBeVisible();
  await operator.goto(`/admin/orders/${shortOrder}`);
  await expect(operator.getByText("Courier remittance")).toHaveCount(0);
});
