import type { Download, Page } from "@playwright/test";
import ExcelJS from "exceljs";
import sharp from "sharp";
import { addToCart, PLENTIFUL_PRODUCT, stockLeft } from "../support/buying-support";
import { expect, hasJavaScript, test } from "../fixtures";
import {
  deliverOrder,
  placeOrderThroughApi,
  returnToSender,
  shipWith,
  stepForm,
  takeStep,
  type Product,
} from "../support/operating-support";
import { newestMail } from "../support/mail";

/**
 * Products whose shelves only these tests count, one per project (the two projects share a server)
 * and one per test that counts, so no other order moves the number between two reads.
 */
const OPERATOR_CANCEL_PRODUCT: Record<string, Product> = {
  "no-js": { id: "charcoal-wok-karahi", size: "No. 5" },
  js: { id: "peshawari-steel-karahi", size: "No. 5" },
};
const SHOPPER_CANCEL_PRODUCT: Record<string, Product> = {
  "no-js": { id: "granite-deep-karahi", size: "No. 6" },
  js: { id: "marble-baking-tray", size: "30 cm" },
};

// Each test walks an order through several steps on two pages: more than one ordinary page's time.
test.describe.configure({ timeout: 120_000 });

const orderRow = (page: Page, orderId: string) => page.getByRole("row").filter({ has: page.getByRole("rowheader", { name: orderId }) });
const timeline = (page: Page) => page.getByRole("region", { name: "Timeline" });

test("an order is confirmed, shipped and delivered by the operator, and the shopper follows each step", async ({
  page,
  baseURL,
  shopper,
  operatorPage: operator,
}) => {
  expect(shopper.email).toContain("@");
  const orderId = await placeOrderThroughApi(page.request, baseURL!);

  await page.goto(`/orders/${orderId}`);
  await expect(page.getByText("Awaiting confirmation")).toBeVisible();
  await expect(timeline(page).getByText("Order placed")).toBeVisible();

  // The queue finds it by its number, in "To confirm".
  await operator.goto("/admin/orders");
  await operator.getByLabel("Search by order ID, phone, email or tracking ID").fill(orderId);
  await operator.getByRole("button", { name: "Search" }).click();
  await expect(operator).toHaveURL(new RegExp(`q=${orderId}`));
  await operator.getByRole("link", { name: orderId }).click();
  await expect(operator.getByRole("heading", { name: `Order ${orderId}` })).toBeVisible();
  await expect(operator.getByText("0300 1234567").or(operator.getByText("+923001234567"))).toBeVisible();
  // Only what the state allows: no shipping before the confirmation call.
  await expect(operator.getByRole("button", { name: "Mark as shipped" })).toHaveCount(0);
  await takeStep(operator, "Confirm order", "Order confirmed", (form) => form.getByLabel(/Note/).fill("Called, confirmed the address"));

  await page.reload();
  await expect(timeline(page).getByText("Order confirmed")).toBeVisible();

  // No tracking ID: the message is next to the field and the courier chosen is kept.
  const ship = stepForm(operator, "Mark as shipped");
  await ship.getByLabel("Courier").selectOption("TCS");
  await ship.getByRole("button", { name: "Mark as shipped" }).click();
  await expect(stepForm(operator, "Mark as shipped").getByLabel("Tracking ID")).toHaveAccessibleDescription(
    "Please enter the courier's tracking ID",
  );
  await expect(stepForm(operator, "Mark as shipped").getByLabel("Courier")).toHaveValue("TCS");
  const trackingId = `TCS${Date.now()}`;
  await takeStep(operator, "Mark as shipped", "Shipped", shipWith("TCS", trackingId));

  await page.reload();
  await expect(page.getByText(trackingId)).toBeVisible();
  const track = page.getByRole("link", { name: "Track your parcel with TCS" });
  await expect(track).toHaveAttribute("href", new RegExp(trackingId));
  await expect(page.getByRole("button", { name: "Cancel order" })).toHaveCount(0);
  await page.goto("/orders");
  await expect(orderRow(page, orderId)).toContainText("Shipped");
  await expect(orderRow(page, orderId)).toContainText("Pending");

  await takeStep(operator, "Mark as delivered", "Delivered");
  await expect(operator.getByRole("region", { name: "Audit log" })).toContainText("Delivered");

  await page.reload();
  await expect(orderRow(page, orderId)).toContainText("Delivered");
  await expect(orderRow(page, orderId)).toContainText("Paid");
  await page.goto(`/orders/${orderId}`);
  await expect(page.getByText("Paid", { exact: true })).toBeVisible();
  await expect(timeline(page).getByText("Delivered", { exact: true })).toBeVisible();
});

test("an operator's cancel puts the stock back and marks the payment Cancelled, never Failed", async ({
  page,
  baseURL,
  shopper,
  operatorPage: operator,
}, testInfo) => {
  expect(shopper.email).toContain("@");
  const product = OPERATOR_CANCEL_PRODUCT[testInfo.project.name];
  const before = await stockLeft(operator.request, baseURL!, product.id, product.size);
  const orderId = await placeOrderThroughApi(page.request, baseURL!, product);
  expect(await stockLeft(operator.request, baseURL!, product.id, product.size)).toBe(before - 1);

  await operator.goto(`/admin/orders/${orderId}`);
  // No reason: refused next to the field, nothing changes.
  await stepForm(operator, "Cancel order").getByRole("button", { name: "Cancel order" }).click();
  await expect(stepForm(operator, "Cancel order").getByLabel("Reason")).toHaveAccessibleDescription(
    "Please choose why the order is cancelled",
  );
  // The fields pass first; then it asks once more, and "Keep order" changes nothing.
  const cancelForm = stepForm(operator, "Cancel order");
  await cancelForm.getByLabel("Reason").selectOption({ label: "Fake order" });
  await cancelForm.getByRole("button", { name: "Cancel order" }).click();
  const question = operator.getByRole("dialog", { name: `Cancel order ${orderId}?` });
  await expect(question).toBeVisible();
  await question.getByRole(hasJavaScript(testInfo) ? "button" : "link", { name: "Keep order" }).click();
  await expect(question).toBeHidden();
  expect(await stockLeft(operator.request, baseURL!, product.id, product.size)).toBe(before - 1);
  await cancelForm.getByLabel("Reason").selectOption({ label: "Fake order" });
  await cancelForm.getByRole("button", { name: "Cancel order" }).click();
  await question.getByRole("button", { name: "Cancel order" }).click();
  await expect(operator.getByRole("status").filter({ hasText: "Cancelled." })).toBeVisible();
  expect(await stockLeft(operator.request, baseURL!, product.id, product.size)).toBe(before);

  await page.goto("/orders");
  // Status and payment both read Cancelled: nothing was paid, so nothing failed.
  await expect(orderRow(page, orderId).getByText("Cancelled", { exact: true })).toHaveCount(2);
  await expect(orderRow(page, orderId)).not.toContainText("Failed");
});

test("a shopper cancels their own order within two hours, after a second question, and the stock comes back", async ({
  page,
  baseURL,
  shopper,
  operatorPage: operator,
}, testInfo) => {
  expect(shopper.email).toContain("@");
  const product = SHOPPER_CANCEL_PRODUCT[testInfo.project.name];
  const before = await stockLeft(operator.request, baseURL!, product.id, product.size);
  const orderId = await placeOrderThroughApi(page.request, baseURL!, product);
  expect(await stockLeft(operator.request, baseURL!, product.id, product.size)).toBe(before - 1);

  // It asks once more: "Keep order" changes nothing, "Cancel order" in the question cancels.
  await page.goto(`/orders/${orderId}`);
  const question = page.getByRole("dialog", { name: `Cancel order ${orderId}?` });
  await expect(question).toBeHidden();
  await page.getByRole("button", { name: "Cancel order" }).click();
  await expect(question).toBeVisible();
  await expect(question.getByRole("heading", { name: `Cancel order ${orderId}?` })).toBeFocused();
  await question.getByRole(hasJavaScript(testInfo) ? "button" : "link", { name: "Keep order" }).click();
  await expect(question).toBeHidden();
  await expect(timeline(page).getByText("Cancelled by you")).toHaveCount(0);
  expect(await stockLeft(operator.request, baseURL!, product.id, product.size)).toBe(before - 1);

  await page.getByRole("button", { name: "Cancel order" }).click();
  await question.getByRole("button", { name: "Cancel order" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Your order has been cancelled." })).toBeVisible();
  await expect(timeline(page).getByText("Cancelled by you")).toBeVisible();
  await expect(page.getByRole("button", { name: "Cancel order" })).toHaveCount(0);
  expect(await stockLeft(operator.request, baseURL!, product.id, product.size)).toBe(before);
});

/** A size only each project's returned-to-sender test counts. */
const RETURNED_TO_SENDER: Record<string, Product> = {
  "no-js": { id: "lahori-cast-iron-karahi", size: "No. 3" },
  js: { id: "lahori-cast-iron-karahi", size: "No. 4" },
};

test("a parcel refused at the door is cancelled at once, and goes back on the shelf only when it is received back", async ({
  page,
  baseURL,
  shopper,
  operatorPage: operator,
}, testInfo) => {
  expect(shopper.email).toContain("@");
  const product = RETURNED_TO_SENDER[testInfo.project.name];
  const before = await stockLeft(operator.request, baseURL!, product.id, product.size);
  const orderId = await placeOrderThroughApi(page.request, baseURL!, product);
  await operator.goto(`/admin/orders/${orderId}`);
  await takeStep(operator, "Confirm order", "Order confirmed");
  await takeStep(operator, "Mark as shipped", "Shipped", shipWith("TCS", `TCS${Date.now()}`));

  await returnToSender(operator, orderId);
  await expect(operator.getByText(/^Cancelled: returning to us · placed/)).toBeVisible();
  expect(await stockLeft(operator.request, baseURL!, product.id, product.size)).toBe(before - 1);

  // The parcel on its way back waits in the returns tab; each line's condition decides where it goes.
  await operator.goto("/admin/orders?tab=returns");
  await operator.getByRole("link", { name: orderId }).click();
  const line = `Lahori Cast Iron Karahi (${product.size}) × 1`;
  await stepForm(operator, "Parcel received back").getByRole("button", { name: "Parcel received back" }).click();
  await expect(stepForm(operator, "Parcel received back").getByLabel(line)).toHaveAccessibleDescription(
    "Choose the condition of each returned item",
  );
  await takeStep(operator, "Parcel received back", "Parcel received back", (form) =>
    form.getByLabel(line).selectOption({ label: "Resellable: back in stock" }),
  );
  expect(await stockLeft(operator.request, baseURL!, product.id, product.size)).toBe(before);
  await expect(operator.getByText(/^Cancelled · placed/)).toBeVisible();

  await page.goto(`/orders/${orderId}`);
  await expect(timeline(page).getByText("Returned to sender")).toBeVisible();
  await expect(timeline(page).getByText("Parcel received back")).toBeVisible();
  await expect(page.getByText("Cancelled", { exact: true }).first()).toBeVisible();
});

/** The line each project's return test sends back, a size only it counts (the other line stays with the shopper). */
const RETURNED_LINE: Record<string, Product> = {
  "no-js": { id: PLENTIFUL_PRODUCT.id, size: "28 cm" },
  js: { id: PLENTIFUL_PRODUCT.id, size: "30 cm" },
};

test("one line of two is returned, received back into stock and refunded in two parts up to what it cost, each amount in the email and on the order", async ({
  page,
  baseURL,
  shopper,
  operatorPage: operator,
}, testInfo) => {
  const returned = RETURNED_LINE[testInfo.project.name];
  const returnedName = `${PLENTIFUL_PRODUCT.name} (${returned.size})`;
  await addToCart(page.request, baseURL!, returned.id, 1, returned.size);
  const orderId = await placeOrderThroughApi(page.request, baseURL!);
  const before = await stockLeft(operator.request, baseURL!, returned.id, returned.size);
  await deliverOrder(operator, orderId);

  // The shopper keeps the 24 cm pan and returns the other one.
  await page.goto(`/orders/${orderId}`);
  await page.getByRole("button", { name: "Request a return" }).click();
  await expect(page.getByLabel("Why are you returning it?")).toHaveAccessibleDescription("Please choose why you are returning it");
  await page.getByLabel(`How many of ${PLENTIFUL_PRODUCT.name} (${PLENTIFUL_PRODUCT.size}) are you returning?`).selectOption("0");
  // "Something else" needs the shopper's own words; what was chosen stays.
  await page.getByLabel("Why are you returning it?").selectOption({ label: "Something else" });
  await page.getByRole("button", { name: "Request a return" }).click();
  const note = page.getByLabel("Anything else we should know? (optional)");
  await expect(note).toHaveAccessibleDescription(/^Please tell us why you are returning it/);
  await expect(page.getByLabel("Why are you returning it?")).toHaveValue("other");
  await expect(page.getByLabel(`How many of ${PLENTIFUL_PRODUCT.name} (${PLENTIFUL_PRODUCT.size}) are you returning?`)).toHaveValue("0");
  await note.fill("The lid does not fit");
  // In the end the shopper asks to return both; the operator accepts only one of them.
  const keptName = `${PLENTIFUL_PRODUCT.name} (${PLENTIFUL_PRODUCT.size})`;
  await page.getByLabel(`How many of ${keptName} are you returning?`).selectOption("1");
  await page.getByRole("button", { name: "Request a return" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Your return request has been sent" })).toBeVisible();
  await expect(timeline(page).getByText("Return requested")).toBeVisible();
  await expect(page.getByRole("region", { name: "Your return" })).toContainText(`${returnedName} × 1`);
  await expect(page.getByRole("region", { name: "Your return" })).toContainText("Something else");

  await operator.goto("/admin/orders?tab=returns");
  await operator.getByRole("link", { name: orderId }).click();
  await expect(operator.getByText(/^Something else: The lid does not fit \(/)).toBeVisible();
  await takeStep(operator, "Approve return", "Return approved", (form) => form.getByLabel(`${keptName} × 1`).uncheck());
  await expect(operator.getByText(`${keptName} × 1: Not accepted`)).toBeVisible();
  await page.reload();
  await expect(page.getByRole("region", { name: "Your return" })).toContainText(`${keptName} × 1 · not accepted for return`);
  const approvedMail = await newestMail(baseURL!, shopper.email, `Your order ${orderId}: Return approved`);
  expect(approvedMail.text).toContain(`We could not accept the return of: ${keptName} × 1.`);
  expect(await stockLeft(operator.request, baseURL!, returned.id, returned.size)).toBe(before);

  // Received back: each returned line's condition is asked; resellable goes back on its size's shelf.
  await stepForm(operator, "Received back").getByRole("button", { name: "Received back" }).click();
  await expect(stepForm(operator, "Received back").getByLabel(`${returnedName} × 1`)).toHaveAccessibleDescription(
    "Choose the condition of each returned item",
  );
  await takeStep(operator, "Received back", "Received back", (form) =>
    form.getByLabel(`${returnedName} × 1`).selectOption({ label: "Resellable: back in stock" }),
  );
  expect(await stockLeft(operator.request, baseURL!, returned.id, returned.size)).toBe(before + 1);

  // A refund needs an amount and how it was given back; what was typed stays.
  const refund = stepForm(operator, "Record refund");
  const hint = (await refund.getByText(/^At most Rs [\d,.]+, what is left of what was paid for the returned items/).textContent())!;
  const linePrice = /Rs \d+(?:,\d+)*(?:\.\d\d)?/.exec(hint)![0];
  await refund.getByLabel("Reference (optional)").fill("JC-4411");
  await refund.getByRole("button", { name: "Record refund" }).click();
  await expect(stepForm(operator, "Record refund").getByLabel("Amount refunded (Rs)")).toHaveAccessibleDescription(
    /^Please enter the amount refunded/,
  );
  await expect(stepForm(operator, "Record refund").getByLabel("Refunded by")).toHaveAccessibleDescription(
    "Please choose how the money was given back",
  );
  await expect(stepForm(operator, "Record refund").getByLabel("Reference (optional)")).toHaveValue("JC-4411");

  await takeStep(operator, "Record refund", "Refunded", async (form) => {
    await form.getByLabel("Amount refunded (Rs)").fill("1000");
    await form.getByLabel("Refunded by").selectOption({ label: "JazzCash" });
  });
  await expect(operator.getByText("Partially refunded").first()).toBeVisible();
  await expect(operator.getByText(/^Rs 1,000 by JazzCash \(JC-4411\) · /)).toBeVisible();
  const firstMail = await newestMail(baseURL!, shopper.email, `Your order ${orderId}: Refunded`);
  expect(firstMail.text).toContain("Rs 1,000 has been refunded to you by JazzCash.");
  expect(firstMail.text).toMatch(/So far Rs 1,000 of the Rs [\d,.]+ you paid has been refunded\./);

  // Never more than the returned line cost: the rest, and not a rupee beyond it.
  await stepForm(operator, "Record refund").getByLabel("Amount refunded (Rs)").fill("9999999");
  await stepForm(operator, "Record refund").getByLabel("Refunded by").selectOption({ label: "Cash" });
  await stepForm(operator, "Record refund").getByRole("button", { name: "Record refund" }).click();
  const left = /^At most (Rs \d+(?:,\d+)*(?:\.\d\d)?) can be refunded on this order/;
  await expect(stepForm(operator, "Record refund").getByLabel("Amount refunded (Rs)")).toHaveAccessibleDescription(left);
  const description = await stepForm(operator, "Record refund")
    .getByLabel("Amount refunded (Rs)")
    .evaluate((input) =>
      (input.getAttribute("aria-describedby") ?? "")
        .split(" ")
        .map((id) => document.getElementById(id)?.textContent ?? "")
        .join(" "),
    );
  const rest = left.exec(description)![1];
  expect(Number(rest.replace(/[^\d.]/g, "")) + 1000).toBe(Number(linePrice.replace(/[^\d.]/g, "")));
  await takeStep(operator, "Record refund", "Refunded", async (form) => {
    await form.getByLabel("Amount refunded (Rs)").fill(rest.replace("Rs ", ""));
    await form.getByLabel("Refunded by").selectOption({ label: "Bank transfer" });
  });
  await expect(operator.getByRole("listitem").filter({ hasText: `${rest} by Bank transfer · ` })).toBeVisible();
  // The audit log says each amount too.
  await expect(operator.getByText(`${rest} by Bank transfer`, { exact: true })).toBeVisible();
  await expect(operator.getByText("Rs 1,000 by JazzCash (reference JC-4411)", { exact: true })).toBeVisible();
  const secondMail = await newestMail(baseURL!, shopper.email, `Your order ${orderId}: Refunded`, 2);
  expect(secondMail.text).toContain(`${rest} has been refunded to you by Bank transfer.`);
  // Beyond the line, only a delivery fee may be left (and only given back with its box ticked); free delivery leaves nothing to offer.
  if (await operator.getByRole("button", { name: "Record refund" }).count())
    await expect(stepForm(operator, "Record refund").getByText(/^At most Rs 0, /)).toBeVisible();
  else await expect(operator.getByText("Nothing more to do for this order.")).toBeVisible();

  await page.reload();
  await expect(timeline(page).getByText("Refunded", { exact: true })).toHaveCount(2);
  const payment = page.getByRole("region", { name: "Payment" });
  await expect(payment.getByText("Partially refunded", { exact: true })).toBeVisible();
  await expect(payment.getByText(/^Rs 1,000\.00 refunded by JazzCash on /)).toBeVisible();
  await expect(payment.getByText("Reference: JC-4411")).toBeVisible();
  await expect(payment.getByText(new RegExp(`refunded by Bank transfer on`))).toBeVisible();
});

test("a shopper adds photos to their return, seen only by them and the operator, and removes one", async ({
  page,
  baseURL,
  playwright,
  shopper,
  operatorPage: operator,
}) => {
  expect(shopper.email).toBeTruthy(); // signed in: the order and its photos are theirs
  const orderId = await placeOrderThroughApi(page.request, baseURL!);
  await deliverOrder(operator, orderId);
  await page.goto(`/orders/${orderId}`);
  await page.getByLabel("Why are you returning it?").selectOption({ label: "It arrived damaged" });
  await page.getByRole("button", { name: "Request a return" }).click();
  const yourReturn = page.getByRole("region", { name: "Your return" });
  await expect(yourReturn.getByText(/^Photos of the items help us decide: up to 3, JPEG, PNG or WebP, at most 10 MB each\./)).toBeVisible();

  // A file that claims to be a JPEG but is not: the backend says so beside the field.
  await yourReturn
    .getByLabel("Photo")
    .setInputFiles({ name: "dent.jpg", mimeType: "image/jpeg", buffer: Buffer.from("not a photo at all") });
  await yourReturn.getByRole("button", { name: "Add photo" }).click();
  await expect(page.getByRole("region", { name: "Your return" }).getByLabel("Photo")).toHaveAccessibleDescription(
    /^This file is not the image it claims to be: please choose a JPEG, PNG or WebP photo/,
  );

  const dent = await sharp({ create: { width: 1600, height: 1200, channels: 3, background: "#92400e" } })
    .jpeg()
    .toBuffer();
  await page
    .getByRole("region", { name: "Your return" })
    .getByLabel("Photo")
    .setInputFiles({ name: "dent.jpg", mimeType: "image/jpeg", buffer: dent });
  await page.getByRole("region", { name: "Your return" }).getByRole("button", { name: "Add photo" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Your photo has been added to your return." })).toBeVisible();
  const thumbnail = page.getByRole("img", { name: "Your returned item, view 1" });
  await expect(thumbnail).toBeVisible();
  await expect.poll(() => thumbnail.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBe(320);
  const large = (await page.getByRole("link", { name: "Your returned item, view 1" }).getAttribute("href"))!;
  const asOwner = await page.request.get(large);
  expect([asOwner.status(), asOwner.headers()["content-type"], asOwner.headers()["cache-control"]]).toEqual([
    200,
    "image/webp",
    "private, max-age=86400",
  ]);

  // Nobody else's to see: signed out, the address gives no photo.
  const stranger = await playwright.request.newContext({ baseURL });
  const asStranger = await stranger.get(large, { maxRedirects: 0 });
  expect(asStranger.status()).not.toBe(200);
  expect(asStranger.headers()["content-type"] ?? "").not.toContain("image");
  await stranger.dispose();

  await operator.goto(`/admin/orders/${orderId}`);
  const seen = operator.getByRole("img", { name: "Returned item as the customer sent it, view 1 (opens larger)" });
  await expect.poll(() => seen.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBe(320);

  await page.getByRole("button", { name: "Remove photo 1" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Your photo has been removed." })).toBeVisible();
  await expect(page.getByRole("img", { name: "Your returned item, view 1" })).toHaveCount(0);
  expect((await page.request.get(large)).status()).toBe(404);
});

/** Products only the final-sale test buys, one per project: marking them a final sale changes no other test. */
const FINAL_SALE_PRODUCT: Record<string, Product & { name: string }> = {
  "no-js": { id: "dum-pukht-handi", name: "Dum Pukht Handi", size: "No. 6" },
  js: { id: "balti-copper-karahi", name: "Balti Copper Karahi", size: "No. 2" },
};

test("a product the operator marks a final sale cannot be returned: the return form says why and takes the rest", async ({
  page,
  baseURL,
  shopper,
  operatorPage: operator,
}, testInfo) => {
  expect(shopper.email).toBeTruthy();
  const finalSale = FINAL_SALE_PRODUCT[testInfo.project.name];
  const finalSaleLine = `${finalSale.name} (${finalSale.size})`;
  await operator.goto(`/admin/products/${finalSale.id}`);
  await operator.getByLabel("Final sale: cannot be returned").check();
  await operator.getByRole("button", { name: "Save changes" }).click();
  await expect(operator.getByRole("status").filter({ hasText: "Changes saved." })).toBeVisible();
  await expect(operator.getByLabel("Final sale: cannot be returned")).toBeChecked();

  await addToCart(page.request, baseURL!, finalSale.id, 1, finalSale.size);
  const orderId = await placeOrderThroughApi(page.request, baseURL!);
  await deliverOrder(operator, orderId);

  await page.goto(`/orders/${orderId}`);
  await expect(page.getByText(`${finalSaleLine}: Clearance and custom items cannot be returned`)).toBeVisible();
  await expect(page.getByLabel(`How many of ${finalSaleLine} are you returning?`)).toHaveCount(0);
  await page.getByLabel("Why are you returning it?").selectOption({ label: "I changed my mind" });
  await page.getByRole("button", { name: "Request a return" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Your return request has been sent" })).toBeVisible();
  const yourReturn = page.getByRole("region", { name: "Your return" });
  await expect(yourReturn).toContainText(`${PLENTIFUL_PRODUCT.name} (${PLENTIFUL_PRODUCT.size}) × 1`);
  await expect(yourReturn).not.toContainText(finalSale.name);
});

test("a step taken from a stale page is refused, and the page shows the order as it is now", async ({
  page,
  baseURL,
  shopper,
  operatorPage: operator,
}) => {
  expect(shopper.email).toContain("@");
  const orderId = await placeOrderThroughApi(page.request, baseURL!);
  const second = await operator.context().newPage();
  await operator.goto(`/admin/orders/${orderId}`);
  await second.goto(`/admin/orders/${orderId}`);

  await takeStep(operator, "Confirm order", "Order confirmed");
  const cancel = stepForm(second, "Cancel order");
  await cancel.getByLabel("Reason").selectOption({ label: "Shopper unreachable" });
  await cancel.getByRole("button", { name: "Cancel order" }).click();
  await second
    .getByRole("dialog", { name: `Cancel order ${orderId}?` })
    .getByRole("button", { name: "Cancel order" })
    .click();
  await expect(second.getByRole("alert").filter({ hasText: "This order changed since you opened it" })).toBeVisible();
  await expect(second.getByText("It is now: Confirmed")).toBeVisible();
  // The other operator's step stands.
  await page.goto(`/orders/${orderId}`);
  await expect(timeline(page).getByText("Order confirmed")).toBeVisible();
  await expect(timeline(page).getByText("Cancelled")).toHaveCount(0);
});

/** A download's bytes. */
async function downloaded(download: Download): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of await download.createReadStream()) chunks.push(Buffer.from(chunk));
  return Buffer.concat(chunks);
}

test("the courier booking file keeps the phone's 0 in Excel, and sent back as XLSX ships its orders with a report per row", async ({
  page,
  baseURL,
  shopper,
  operatorPage: operator,
}) => {
  expect(shopper.email).toContain("@");
  const orderId = await placeOrderThroughApi(page.request, baseURL!, PLENTIFUL_PRODUCT, "0321 5550101");
  await operator.goto(`/admin/orders/${orderId}`);
  await takeStep(operator, "Confirm order", "Order confirmed");

  // The order ticked on the "To ship" tab, TCS's XLSX: a plain form, with or without JavaScript.
  await operator.goto("/admin/orders?tab=to-ship");
  const booking = operator.getByRole("form", { name: "Courier booking file" });
  await operator.getByRole("checkbox", { name: `Book ${orderId}` }).check();
  await booking.getByLabel("Courier").selectOption("TCS");
  await booking.getByLabel("File").selectOption("xlsx");
  const [xlsx] = await Promise.all([
    operator.waitForEvent("download"),
    booking.getByRole("button", { name: "Download ticked orders" }).click(),
  ]);
  expect(xlsx.suggestedFilename()).toMatch(/^booking-TCS-\d{4}-\d{2}-\d{2}\.xlsx$/);
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(new Uint8Array(await downloaded(xlsx)).buffer);
  const sheet = workbook.worksheets[0];
  expect(sheet.rowCount).toBe(2);
  expect(sheet.getRow(2).getCell(1).value).toBe(orderId);
  const phone = sheet.getRow(2).getCell(3);
  expect(sheet.getRow(1).getCell(3).value).toBe("Consignee Mobile No");
  expect(phone.value).toBe("03215550101");
  expect(phone.type).toBe(ExcelJS.ValueType.String);
  expect(phone.numFmt).toBe("@");

  // Every order to ship as CSV for the portal: UTF-8's byte order mark first, so Urdu names survive (issue 33).
  await booking.getByLabel("File").selectOption("csv");
  const [csvDownload] = await Promise.all([
    operator.waitForEvent("download"),
    booking.getByRole("button", { name: "Download all to ship" }).click(),
  ]);
  const bytes = await downloaded(csvDownload);
  expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  const csv = bytes.toString("utf8");
  expect(csv.split(/\r?\n/)[0]).toContain("Customer Reference No");
  expect(csv).toContain(`"${orderId}"`);

  // Nothing ticked: back to the queue with what to do.
  await operator.goto("/admin/orders?tab=to-ship");
  await operator.getByRole("button", { name: "Download ticked orders" }).click();
  await expect(operator.getByText("Tick the orders to put in the booking file, or download all of them.")).toBeVisible();

  await operator.getByRole("link", { name: "Import tracking IDs" }).click();
  // The XLSX booking file sent back with the courier's numbers (and a row for an order that does not exist).
  const trackingId = `LP${Date.now()}`;
  const cn = sheet.columnCount + 1;
  sheet.getRow(1).getCell(cn).value = "Tracking ID";
  sheet.getRow(1).getCell(cn + 1).value = "Courier";
  sheet.getRow(2).getCell(cn).value = trackingId;
  sheet.getRow(2).getCell(cn + 1).value = "Leopards";
  sheet.getRow(3).getCell(1).value = "CW-999999999";
  sheet.getRow(3).getCell(cn).value = "LP1";
  sheet.getRow(3).getCell(cn + 1).value = "Leopards";
  const sentBack = Buffer.from(await workbook.xlsx.writeBuffer());
  await operator.getByLabel("CSV or XLSX file").setInputFiles({
    name: "booked.xlsx",
    mimeType: "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
    buffer: sentBack,
  });
  await operator.getByRole("button", { name: "Import" }).click();
  const report = operator.getByRole("region", { name: /marked as shipped/ });
  await expect(report).toContainText("1 marked as shipped, 1 refused");
  await expect(report.getByRole("listitem").filter({ hasText: orderId })).toContainText("Shipped");
  await expect(report.getByRole("listitem").filter({ hasText: "CW-999999999" })).toContainText("Refused: Order not found");

  await page.goto(`/orders/${orderId}`);
  await expect(page.getByText(trackingId)).toBeVisible();
  await expect(page.getByRole("link", { name: "Track your parcel with Leopards" })).toBeVisible();
});

test("the dashboard sums up the day and leads to each queue", async ({ operatorPage: operator }) => {
  await operator.goto("/admin");
  await expect(operator.getByRole("heading", { name: "Dashboard" })).toBeVisible();
  await expect(operator.locator('meta[name="robots"]')).toHaveAttribute("content", /noindex/);
  await expect(operator.getByRole("link", { name: /Cash to collect\s*Rs/ })).toBeVisible();
  await operator.getByRole("link", { name: /Open returns/ }).click();
  await expect(operator).toHaveURL(/\/admin\/orders\?tab=returns/);
  await expect(operator.getByRole("link", { name: /Returns \(\d+\)/ })).toHaveAttribute("aria-current", "page");
});

/** Where a link's WhatsApp chat opens, and the first message it writes. */
async function whatsAppChat(link: ReturnType<Page["getByRole"]>) {
  const url = new URL((await link.getAttribute("href"))!);
  return { to: `${url.origin}${url.pathname}`, text: url.searchParams.get("text") };
}

test("a search from the default tab finds an order at any stage, each row naming its stage, with tap-to-call and WhatsApp", async ({
  page,
  baseURL,
  shopper,
  operatorPage: operator,
}) => {
  expect(shopper.email).toContain("@");
  const orderId = await placeOrderThroughApi(page.request, baseURL!);
  const trackingId = `TCS${Date.now()}`;
  await operator.goto(`/admin/orders/${orderId}`);
  await takeStep(operator, "Confirm order", "Order confirmed");
  await takeStep(operator, "Mark as shipped", "Shipped", shipWith("TCS", trackingId));

  // "To confirm" is the default tab; the shipped order is found from it all the same, by its ID and by the courier's tracking ID.
  for (const query of [orderId, trackingId.toLowerCase()]) {
    await operator.goto("/admin/orders");
    await expect(operator.getByRole("link", { name: /^To confirm \(\d+\)$/ })).toHaveAttribute("aria-current", "page");
    await operator.getByLabel("Search by order ID, phone, email or tracking ID").fill(query);
    await operator.getByRole("button", { name: "Search" }).click();
    await expect(operator.getByRole("heading", { name: `Search results for “${query}” in all orders` })).toBeVisible();
    await expect(operator.getByText("No order matches that search")).toHaveCount(0);
    const row = orderRow(operator, orderId);
    await expect(row.getByRole("cell").filter({ hasText: /^Shipped/ })).toBeVisible();
    await expect(operator.getByRole("row").filter({ has: operator.getByRole("rowheader") })).toHaveCount(1);
    // The search is not a tab's: no tab is marked as the one shown.
    await expect(operator.getByRole("navigation", { name: "Order queues" }).locator("[aria-current]")).toHaveCount(0);
  }

  // The row reaches the shopper: the phone calls, WhatsApp opens a chat about this order.
  const row = orderRow(operator, orderId);
  await expect(row.getByRole("link", { name: "Call 0300 1234567" })).toHaveAttribute("href", "tel:+923001234567");
  const chat = await whatsAppChat(row.getByRole("link", { name: "WhatsApp" }));
  expect(chat.to).toBe("https://wa.me/923001234567");
  expect(chat.text).toMatch(
    new RegExp(`^Assalam-o-alaikum, this is Cookware\\.pk about your order ${orderId} \\(cash on delivery: Rs [\\d,]+\\)`),
  );

  // Nothing found says it looked everywhere; clearing the search goes back to the tab it was typed on.
  await operator.getByLabel("Search by order ID, phone, email or tracking ID").fill("CW-999999999");
  await operator.getByRole("button", { name: "Search" }).click();
  await expect(operator.getByText("No order matches that search in any stage.")).toBeVisible();
  await operator.getByRole("link", { name: "Clear search" }).click();
  await expect(operator).toHaveURL(/\/admin\/orders\?tab=to-confirm$/);
  await expect(operator.getByRole("heading", { name: /^Search results/ })).toHaveCount(0);
});

test("on a phone the order page puts its steps first and the queue fits the screen, City and Total in view", async ({
  page,
  baseURL,
  shopper,
  operatorPage: operator,
}) => {
  expect(shopper.email).toContain("@");
  const orderId = await placeOrderThroughApi(page.request, baseURL!);
  await operator.setViewportSize({ width: 375, height: 800 });

  await operator.goto(`/admin/orders/${orderId}`);
  const top = async (name: string) => (await operator.getByRole("region", { name, exact: true }).boundingBox())!.y;
  const actionsBottom = await operator
    .getByRole("region", { name: "Actions" })
    .boundingBox()
    .then((box) => box!.y + box!.height);
  for (const below of ["Items", "Timeline", "Audit log"])
    expect(actionsBottom, `Actions above ${below}`).toBeLessThanOrEqual(await top(below));
  const customer = operator.getByRole("region", { name: "Customer and delivery" });
  await expect(customer.getByRole("link", { name: "Call 0300 1234567" })).toHaveAttribute("href", "tel:+923001234567");
  const chat = await whatsAppChat(customer.getByRole("link", { name: "WhatsApp" }));
  expect(chat.to).toBe("https://wa.me/923001234567");
  expect(chat.text).toContain(`about your order ${orderId}`);

  await operator.goto(`/admin/orders?q=${orderId}`);
  const row = orderRow(operator, orderId);
  await expect(row).toBeVisible();
  // Nothing wider than the screen (the page and the table), and the row's City and Total inside its width.
  expect(await operator.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  const table = (await operator.getByRole("table").boundingBox())!;
  expect(table.x + table.width).toBeLessThanOrEqual(375);
  for (const column of ["City", "Total"]) {
    const cell = row.locator(`td[data-label="${column}"]`);
    await expect(cell).toBeVisible();
    const box = (await cell.boundingBox())!;
    expect([box.x >= 0, box.x + box.width <= 375], column).toEqual([true, true]);
  }
  // The back office's other pages fit a phone too: nothing scrolls sideways.
  for (const path of ["/admin", "/admin/products", "/admin/reviews", "/admin/settings"]) {
    await operator.goto(path);
    expect(await operator.evaluate(() => document.documentElement.scrollWidth), path).toBeLessThanOrEqual(375);
  }
});

test("the header links the back office for an operator only, in both languages", async ({ page, shopper, operatorPage: operator }) => {
  expect(shopper.email).toContain("@");
  await page.goto("/home");
  await expect(page.getByRole("banner").getByRole("link", { name: "Cart" })).toBeVisible();
  await expect(page.getByRole("banner").getByRole("link", { name: "Admin" })).toHaveCount(0);

  await operator.goto("/home");
  await operator.getByRole("banner").getByRole("link", { name: "Admin", exact: true }).click();
  await expect(operator).toHaveURL(/\/admin$/);
  await expect(operator.getByRole("heading", { name: "Dashboard" })).toBeVisible();
  await expect(operator.getByRole("banner").getByRole("link", { name: "Admin", exact: true })).toHaveAttribute("aria-current", "page");

  await operator.goto("/home?lng=ur");
  await expect(operator.getByRole("banner").getByRole("link", { name: "ایڈمن" })).toHaveAttribute("href", "/admin");
});
