// A proxy in front of the store with nginx's default body limit (1 MB) refuses a photo upload: with
// JavaScript the store says so beside the Photo field; without it the browser shows the proxy's own page
// (README: "Photo uploads behind a proxy", client_max_body_size).
import { randomBytes } from "node:crypto";
import type { Page } from "@playwright/test";
import { expect, hasJavaScript, test } from "../fixtures";
import { startBodyLimitProxy, type BodyLimitProxy } from "../support/body-limit-proxy";
import { deliverOrder, placeOrderThroughApi } from "../support/operating-support";
import { PHOTO_LARGER_THAN_SERVER_ACCEPTS } from "../../app/lib/forms/photo-upload";

let proxy: BodyLimitProxy;
test.beforeEach(async ({ baseURL }) => {
  proxy = await startBodyLimitProxy(baseURL!);
});
test.afterEach(async () => proxy.close());

// 1.5 MB: past the proxy's limit, well within the store's 10 MB (the form checks the size and type only).
const photoOverOneMegabyte = () => ({ name: "big.jpg", mimeType: "image/jpeg", buffer: randomBytes(1.5 * 1024 * 1024) });

async function expectRefusal(page: Page, photoField: ReturnType<Page["getByLabel"]>, title: RegExp, withJavaScript: boolean) {
  if (withJavaScript) {
    await expect(photoField).toHaveAccessibleDescription(new RegExp(`^${PHOTO_LARGER_THAN_SERVER_ACCEPTS}`));
    await expect(page).toHaveTitle(title);
  } else {
    await expect(page.getByRole("heading", { name: "413 Request Entity Too Large" })).toBeVisible();
  }
  expect(proxy.refused()).toBe(1);
}

test("an operator's photo over the proxy's limit: told beside the field with JavaScript, the proxy's page without", async ({
  operatorPage: operator,
}, testInfo) => {
  await operator.goto(`${proxy.url}/admin/products/shahi-copper-handi/photos`);
  const upload = operator.getByRole("region", { name: "Add a photo" });
  await upload.getByLabel("Description for shoppers who cannot see it").fill("The handi from above");
  await upload.getByLabel("Photo").setInputFiles(photoOverOneMegabyte());
  await upload.getByRole("button", { name: "Upload photo" }).click();
  await expectRefusal(operator, upload.getByLabel("Photo"), /^Photos of .* — Cookware\.pk operations$/, hasJavaScript(testInfo));
  if (hasJavaScript(testInfo))
    await expect(upload.getByLabel("Description for shoppers who cannot see it")).toHaveValue("The handi from above");
});

test("a shopper's return photo over the proxy's limit: told beside the field with JavaScript, the proxy's page without", async ({
  page,
  baseURL,
  shopper,
  operatorPage: operator,
}, testInfo) => {
  expect(shopper.email).toBeTruthy(); // signed in: the order is theirs
  const orderId = await placeOrderThroughApi(page.request, baseURL!);
  await deliverOrder(operator, orderId);
  await page.goto(`${proxy.url}/orders/${orderId}`);
  await page.getByLabel("Why are you returning it?").selectOption({ label: "It arrived damaged" });
  await page.getByRole("button", { name: "Request a return" }).click();
  const yourReturn = page.getByRole("region", { name: "Your return" });
  await yourReturn.getByLabel("Photo").setInputFiles(photoOverOneMegabyte());
  await yourReturn.getByRole("button", { name: "Add photo" }).click();
  await expectRefusal(page, yourReturn.getByLabel("Photo"), new RegExp(`^Order ${orderId}`), hasJavaScript(testInfo));
});
