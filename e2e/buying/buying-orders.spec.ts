import type { Locator, Page, TestInfo } from "@playwright/test";
import { DEMO_ACCOUNT, expect, test, hasJavaScript } from "../fixtures";

/*
 * Order history of the demo account: its two seeded orders, an older delivered and paid one (a
 * karahi and a roti tawa, Rs 9,600 at their sizes' prices) and a recent shipped one still to be paid (a 15-piece set,
 * Rs 19,500). Other orders may join them; the checks hold whatever else is there.
 */
const OLDER = /Cast Iron Roti Tawa/;
const NEWER = /15-Piece Cookware Set/;

async function signInAsDemo(page: Page, baseURL: string) {
  const response = await page.request.post("/sign-in", {
    form: { email: DEMO_ACCOUNT.email, password: DEMO_ACCOUNT.password, redirectTo: "/orders" },
    headers: { Origin: baseURL },
    maxRedirects: 0,
  });
  expect(response.status()).toBe(303);
}

const orderRows = (page: Page) =>
  page
    .getByRole("table")
    .getByRole("row")
    .filter({ has: page.getByRole("link", { name: /^View/ }) });
const rowWith = (page: Page, items: RegExp) => orderRows(page).filter({ hasText: items });
const filterBox = (page: Page, group: string, label: string) =>
  page.getByRole("group", { name: group }).getByRole("checkbox", { name: label, exact: true });

/** Without JavaScript the shopper presses Apply Filters; with it, changes apply by themselves. */
async function applyFilters(page: Page, testInfo: TestInfo, expectedUrl: RegExp) {
  if (!hasJavaScript(testInfo)) await page.getByRole("button", { name: "Apply Filters" }).click();
  await expect(page).toHaveURL(expectedUrl);
}

async function openFilters(page: Page) {
  const toggle = page.getByText("Filters", { exact: true });
  if (!(await page.getByRole("group", { name: "Order Status" }).isVisible())) await toggle.click();
}

async function totals(rows: Locator): Promise<number[]> {
  const values: number[] = [];
  for (const row of await rows.all()) {
    const total = (await row.getByRole("cell").nth(2).textContent()) ?? "";
    values.push(Number(total.replace(/[^0-9.]/g, "")));
  }
  return values;
}

test.beforeEach(async ({ page, baseURL }) => {
  await signInAsDemo(page, baseURL!);
});

test("order history lists the orders with their columns, newest first", async ({ page }) => {
  await page.goto("/orders");
  await expect(page.getByRole("heading", { name: "Order History" })).toBeVisible();
  for (const column of ["Order ID", "Date", "Items", "Total", "Payment", "Status", "Actions"]) {
    await expect(page.getByRole("columnheader", { name: column })).toBeVisible();
  }
  const older = rowWith(page, OLDER);
  await expect(older).toContainText("1 × Noor Marble-Coated Karahi with Glass Lid (No. 4)");
  await expect(older).toContainText("1 × Cast Iron Roti Tawa (30 cm)");
  await expect(older).toContainText("Rs 9,600.00");
  await expect(older).toContainText("Cash on Delivery");
  await expect(older).toContainText("Paid");
  await expect(older).toContainText("Delivered");
  await expect(older.getByRole("rowheader")).toHaveText(/^CW-\d+$/);
  await expect(older.getByRole("cell").first()).toHaveText(/^[A-Z][a-z]{2} \d{1,2}, \d{4}$/);
  await expect(rowWith(page, NEWER)).toContainText("Shipped");
  await expect(rowWith(page, NEWER)).toContainText("Pending");
  await expect(page.getByText(/^Showing (\d+) of \1 orders$/)).toBeVisible();

  const rows = await orderRows(page).allTextContents();
  expect(rows.findIndex((row) => NEWER.test(row))).toBeLessThan(rows.findIndex((row) => OLDER.test(row)));
  await expect(page.getByRole("combobox", { name: "Sort by" })).toHaveValue("newest");
});

test("search matches order numbers, tracking IDs and item names, in any case", async ({ page }, testInfo) => {
  await page.goto("/orders");
  const olderNumber = (await rowWith(page, OLDER).getByRole("rowheader").textContent())!;
  await rowWith(page, NEWER).getByRole("link", { name: /^View/ }).click();
  const trackingId = (await page.getByText(/^TRK[A-Z0-9]+$/).textContent())!;
  await page.goto("/orders");

  const search = page.getByRole("searchbox", { name: "Search orders" });
  await expect(search).toHaveAttribute("placeholder", "Search orders, tracking ID...");
  const searchFor = async (text: string) => {
    await search.fill(text);
    // With JavaScript the list follows the typing; without, Enter sends the form.
    if (!hasJavaScript(testInfo)) await search.press("Enter");
    await expect(page).toHaveURL(new RegExp(`[?&]q=${encodeURIComponent(text).replace(/%20/g, "\\+")}(&|$)`));
  };

  await searchFor("roti TAWA");
  await expect(rowWith(page, OLDER)).toBeVisible();
  await expect(rowWith(page, NEWER)).toHaveCount(0);
  await expect(page.getByText(/^Showing 1 of \d+ orders$/)).toBeVisible();

  await searchFor(trackingId.toLowerCase());
  await expect(rowWith(page, NEWER)).toBeVisible();
  await expect(orderRows(page)).toHaveCount(1);

  await searchFor(olderNumber.toLowerCase());
  await expect(rowWith(page, OLDER)).toBeVisible();
  await expect(orderRows(page)).toHaveCount(1);

  await searchFor("no such pot anywhere");
  await expect(page.getByText("No orders found")).toBeVisible();
  await expect(page.getByText("Try adjusting your search or filters")).toBeVisible();
  await expect(page.getByText(/^Showing 0 of \d+ orders$/)).toBeVisible();
});

test("order status filters OR within the group", async ({ page }, testInfo) => {
  await page.goto("/orders");
  await openFilters(page);
  await filterBox(page, "Order Status", "Delivered").check();
  await applyFilters(page, testInfo, /status=Delivered/);
  await expect(rowWith(page, OLDER)).toBeVisible();
  await expect(rowWith(page, NEWER)).toHaveCount(0);
  for (const row of await orderRows(page).all()) await expect(row).toContainText("Delivered");

  await filterBox(page, "Order Status", "Shipped").check();
  await applyFilters(page, testInfo, /status=Shipped.*status=Delivered|status=Delivered.*status=Shipped/);
  await expect(rowWith(page, OLDER)).toBeVisible();
  await expect(rowWith(page, NEWER)).toBeVisible();
  // The panel stays open and remembers the choice after the page comes back.
  await expect(filterBox(page, "Order Status", "Delivered")).toBeChecked();
  await expect(filterBox(page, "Order Status", "Processing")).not.toBeChecked();
});

test("payment status filters AND with the order status", async ({ page }, testInfo) => {
  await page.goto("/orders");
  await openFilters(page);
  await filterBox(page, "Payment Status", "Pending").check();
  await applyFilters(page, testInfo, /payment=Pending/);
  await expect(rowWith(page, NEWER)).toBeVisible();
  await expect(rowWith(page, OLDER)).toHaveCount(0);

  await filterBox(page, "Order Status", "Delivered").check();
  await applyFilters(page, testInfo, /status=Delivered/);
  // Delivered AND Pending: the delivered order is paid, the pending one is only shipped.
  await expect(rowWith(page, NEWER)).toHaveCount(0);
  await expect(rowWith(page, OLDER)).toHaveCount(0);

  await filterBox(page, "Payment Status", "Paid").check();
  await applyFilters(page, testInfo, /payment=Paid/);
  await expect(rowWith(page, OLDER)).toBeVisible();
});

test("payment method filters, with nothing found for a method never used", async ({ page }, testInfo) => {
  await page.goto("/orders");
  await openFilters(page);
  await filterBox(page, "Payment Method", "Jazz Cash").check();
  await applyFilters(page, testInfo, /method=JazzCash/);
  await expect(page.getByText("No orders found")).toBeVisible();
  await expect(page.getByText("Try adjusting your search or filters")).toBeVisible();

  await filterBox(page, "Payment Method", "Cash on Delivery").check();
  await applyFilters(page, testInfo, /method=cod/);
  await expect(rowWith(page, OLDER)).toBeVisible();
  await expect(rowWith(page, NEWER)).toBeVisible();
  for (const label of ["Easy Paisa", "Credit Card"]) await expect(filterBox(page, "Payment Method", label)).not.toBeChecked();
});

test("each sort orders the table", async ({ page }, testInfo) => {
  await page.goto("/orders");
  const sort = page.getByRole("combobox", { name: "Sort by" });
  const choose = async (label: string, value: string) => {
    await sort.selectOption({ label });
    if (!hasJavaScript(testInfo)) await page.getByRole("button", { name: "Apply", exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`sort=${value}`));
    await expect(sort).toHaveValue(value);
    // The new table, whole, before its rows are read (without JavaScript the URL changes before the page is drawn).
    for (const items of [OLDER, NEWER]) await expect(orderRows(page).filter({ hasText: items })).toHaveCount(1);
  };
  const position = async (items: RegExp) => (await orderRows(page).allTextContents()).findIndex((row) => items.test(row));

  await choose("Oldest First", "oldest");
  expect(await position(OLDER)).toBeLessThan(await position(NEWER));

  await choose("Highest Amount", "highest");
  expect(await position(NEWER)).toBeLessThan(await position(OLDER));
  const highest = await totals(orderRows(page));
  expect(highest).toEqual([...highest].sort((a, b) => b - a));

  await choose("Lowest Amount", "lowest");
  expect(await position(OLDER)).toBeLessThan(await position(NEWER));
  const lowest = await totals(orderRows(page));
  expect(lowest).toEqual([...lowest].sort((a, b) => a - b));

  await choose("Newest First", "newest");
  expect(await position(NEWER)).toBeLessThan(await position(OLDER));
});

test("Clear Filters clears the search, the filters and the sort", async ({ page }) => {
  await page.goto("/orders?q=tawa&status=Delivered&payment=Paid&method=cod&sort=lowest");
  await expect(page.getByRole("searchbox", { name: "Search orders" })).toHaveValue("tawa");
  await expect(filterBox(page, "Order Status", "Delivered")).toBeChecked();
  await expect(rowWith(page, NEWER)).toHaveCount(0);

  await page.getByRole("link", { name: "Clear Filters" }).click();
  await expect(page).toHaveURL(/\/orders$/);
  await expect(page.getByRole("searchbox", { name: "Search orders" })).toHaveValue("");
  await expect(page.getByRole("combobox", { name: "Sort by" })).toHaveValue("newest");
  await openFilters(page);
  await expect(filterBox(page, "Order Status", "Delivered")).not.toBeChecked();
  await expect(filterBox(page, "Payment Method", "Cash on Delivery")).not.toBeChecked();
  await expect(rowWith(page, NEWER)).toBeVisible();
  await expect(rowWith(page, OLDER)).toBeVisible();
  await expect(page.getByText(/^Showing (\d+) of \1 orders$/)).toBeVisible();
});
