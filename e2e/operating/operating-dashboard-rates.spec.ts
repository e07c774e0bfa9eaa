import type { Locator, Page } from "@playwright/test";
import { expect, test } from "../fixtures";
import { PLENTIFUL_PRODUCT } from "../support/buying-support";
import { orderMessage } from "../support/mail";
import { placeOrderThroughApi, returnToSender, shipWith, takeStep } from "../support/operating-support";
import {
  DASHBOARD_WINDOW_DAYS,
  messageAnswerLabels,
  MESSAGES_HEADING,
  REFUSALS_HEADING,
  refusalsExplained,
} from "../../contract/order-lifecycle/dashboard-rates";

// Two orders placed, one walked to a refusal on the operator's page, the other confirmed from its message's link.
test.describe.configure({ timeout: 120_000 });

/** One of a dashboard section's tables, by its caption. */
const tableOf = (page: Page, section: string, caption: string | RegExp) =>
  page.getByRole("region", { name: section }).getByRole("table", { name: caption });

/** The figures beside a row's header; null when the table has no such row. */
async function rowFigures(table: Locator, label: string): Promise<string[] | null> {
  const row = table.getByRole("row").filter({ has: table.page().getByRole("rowheader", { name: label, exact: true }) });
  if ((await row.count()) === 0) return null;
  return (await row.getByRole("cell").allInnerTexts()).map((text) => text.trim());
}

/** "Confirmed by the link": how many of how many orders messaged; none of none while no message was sent. */
async function confirmedByLink(page: Page) {
  const answers = tableOf(page, MESSAGES_HEADING, /^Answers/);
  if ((await answers.count()) === 0) return { count: 0, of: 0 };
  const [share] = (await rowFigures(answers, messageAnswerLabels.confirmed))!;
  const match = /^(\d+) of (\d+) \(\d+%\)$/.exec(share);
  expect(match, share).not.toBeNull();
  return { count: Number(match![1]), of: Number(match![2]) };
}

test("the dashboard counts a parcel refused at the door by its town and courier, and a message confirmed by its link", async ({
  page,
  baseURL,
  shopper,
  operatorPage: operator,
}, testInfo) => {
  expect(shopper.email).toContain("@");
  // A town only this project's run ships to, so its row is this test's alone (short words: the layout test reads this
  // page at 375 px, where a long one would break); the courier's row is shared.
  const town = `Refusal ${testInfo.project.name} ${Date.now().toString(36)}`;
  const courier = "M&P";
  await operator.goto("/admin");
  const courierBefore = (await rowFigures(tableOf(operator, REFUSALS_HEADING, "By courier"), courier)) ?? ["0", "0", "—"];
  const confirmedBefore = await confirmedByLink(operator);

  // Refused at the door: placed (with a phone of its own, so no other order reads its refusal), shipped, returned.
  const phone = `0345 ${String(Date.now()).slice(-7)}`;
  const refused = await placeOrderThroughApi(page.request, baseURL!, PLENTIFUL_PRODUCT, phone, town);
  await operator.goto(`/admin/orders/${refused}`);
  await takeStep(operator, "Confirm order", "Order confirmed");
  await takeStep(operator, "Mark as shipped", "Shipped", shipWith(courier, `MP${Date.now()}`));
  await returnToSender(operator, refused);

  // Confirmed by the shopper from the link in its message, signed out.
  const confirmed = await placeOrderThroughApi(page.request, baseURL!);
  const link = new URL((await orderMessage(baseURL!, confirmed)).link);
  await page.context().clearCookies();
  await page.goto(link.pathname + link.search);
  await page.getByRole("button", { name: "Confirm my order" }).click();
  await expect(page.getByRole("status")).toContainText("Thank you. Your order is confirmed");

  await operator.goto("/admin");
  await expect(operator.getByRole("region", { name: REFUSALS_HEADING })).toContainText(refusalsExplained(DASHBOARD_WINDOW_DAYS));
  // Shipped and refused within the 30 days: one of one.
  expect(await rowFigures(tableOf(operator, REFUSALS_HEADING, "By city"), town)).toEqual(["1", "1", "100%"]);
  // Other tests ship and refuse with couriers at the same time: at least this test's parcel more.
  const courierAfter = (await rowFigures(tableOf(operator, REFUSALS_HEADING, "By courier"), courier))!;
  expect(Number(courierAfter[0])).toBeGreaterThanOrEqual(Number(courierBefore[0]) + 1);
  expect(Number(courierAfter[1])).toBeGreaterThanOrEqual(Number(courierBefore[1]) + 1);
  expect(courierAfter[2]).toMatch(/^\d+%$/);

  const confirmedAfter = await confirmedByLink(operator);
  expect(confirmedAfter.count).toBeGreaterThanOrEqual(confirmedBefore.count + 1);
  expect(confirmedAfter.of).toBeGreaterThanOrEqual(confirmedBefore.of + 1);
  await operator.getByRole("link", { name: "Orders waiting for an answer now" }).click();
  await expect(operator).toHaveURL(/\/admin\/orders\?tab=no-answer$/);
});
