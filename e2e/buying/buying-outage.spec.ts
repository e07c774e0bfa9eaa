import { randomBytes } from "node:crypto";
import { createServer, type Server } from "node:http";
import type { Page } from "@playwright/test";
import { expect, newShopper, test, hasJavaScript } from "../fixtures";
import { ENHANCED_FIELD } from "../../app/lib/forms/progressive";
import { addAddressAtCheckout, address, addToCart, fillAddress, givePhoneAtCheckout, PLENTIFUL_PRODUCT } from "../support/buying-support";
import { freePort, newDataDir, startBackend, startStorefront, type RunningProcess } from "../support/processes";

/**
 * A backend that can be switched off: the standalone backend behind a small proxy that, when
 * down, answers every call with 503 as a failing upstream would.
 */
function switchableProxy(target: string) {
  const state = { up: true };
  const server: Server = createServer(async (request, response) => {
    if (!state.up) {
      response.writeHead(503, { "Content-Type": "application/json" }).end(JSON.stringify({ error: "Service unavailable" }));
      return;
    }
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    const headers = new Headers();
    for (const [name, value] of Object.entries(request.headers)) {
      if (typeof value === "string" && !["host", "connection", "content-length"].includes(name)) headers.set(name, value);
    }
    const answer = await fetch(new URL(request.url ?? "/", target), {
      method: request.method,
      headers,
      body: chunks.length > 0 ? Buffer.concat(chunks) : undefined,
    });
    response.writeHead(answer.status, { "Content-Type": answer.headers.get("content-type") ?? "application/json" });
    response.end(Buffer.from(await answer.arrayBuffer()));
  });
  return { server, state };
}

test.describe("when the backend is down", () => {
  // One backend, proxy and storefront for the group; its tests switch the backend off in turn.
  test.describe.configure({ mode: "default" });
  let backend: RunningProcess;
  let storefront: RunningProcess;
  let proxy: ReturnType<typeof switchableProxy>;

  test.beforeAll(async () => {
    test.setTimeout(400_000);
    const settings = {
      SESSION_SECRET: randomBytes(32).toString("base64url"),
      SEED_DEMO: "true",
      CLERK_PUBLISHABLE_KEY: "",
      CLERK_SECRET_KEY: "",
      SIGN_UP_LIMIT_PER_HOUR: "1000",
    };
    backend = await startBackend({ ...settings, DATA_DIR: newDataDir("buying-outage-backend") });
    proxy = switchableProxy(backend.url);
    const proxyPort = await freePort();
    await new Promise<void>((resolve) => proxy.server.listen(proxyPort, "127.0.0.1", resolve));
    storefront = await startStorefront({
      ...settings,
      BACKEND_URL: `http://127.0.0.1:${proxyPort}`,
      BACKEND_TIMEOUT_MS: "5000",
      DATA_DIR: newDataDir("buying-outage-storefront"),
    });
  });

  test.afterAll(async () => {
    await storefront?.stop();
    proxy?.server.close();
    await backend?.stop();
  });

  test.afterEach(() => {
    if (proxy) proxy.state.up = true;
  });

  async function signedInShopper(page: Page) {
    const shopper = newShopper("outage");
    const response = await page.request.post(`${storefront.url}/sign-up`, {
      form: { name: shopper.name, email: shopper.email, password: shopper.password, redirectTo: "/home" },
      headers: { Origin: storefront.url },
      maxRedirects: 0,
    });
    expect(response.status()).toBe(303);
  }

  test("order history says it could not load and offers Retry to the same page", async ({ page }) => {
    await signedInShopper(page);
    proxy.state.up = false;
    const path = "/orders?q=handi&sort=oldest";
    await page.goto(`${storefront.url}${path}`);
    await expect(page.getByText("Failed to fetch order history. Please try again.")).toBeVisible();
    const retry = page.getByRole("link", { name: "Retry" });
    await expect(retry).toHaveAttribute("href", path);

    proxy.state.up = true;
    await retry.click();
    await expect(page.getByText("You have no orders yet")).toBeVisible();
    await expect(page.getByRole("searchbox", { name: "Search orders" })).toHaveValue("handi");
  });

  test("the profile shows each of its failure banners", async ({ page }) => {
    await signedInShopper(page);
    await page.goto(`${storefront.url}/profile`);
    await expect(page.getByRole("heading", { name: "My Profile" })).toBeVisible();

    proxy.state.up = false;
    await page.goto(`${storefront.url}/profile`);
    await expect(page.getByText("Failed to load profile data")).toBeVisible();
    await expect(page.getByRole("button", { name: "Sign Out" })).toBeVisible();

    proxy.state.up = true;
    await page.goto(`${storefront.url}/profile?edit=1`);
    await page.getByLabel("Name").fill("Still Me");
    proxy.state.up = false;
    await page.getByRole("button", { name: "Save" }).click();
    await expect(page.getByText("Failed to update profile")).toBeVisible();

    proxy.state.up = true;
    await page.goto(`${storefront.url}/profile?add-address=1`);
    const form = page.getByRole("form", { name: "Add New Address" });
    await fillAddress(page, form, address("1 Outage Road"));
    proxy.state.up = false;
    await form.getByRole("button", { name: "Save Address" }).click();
    await expect(page.getByText("Failed to add address")).toBeVisible();

    // Two addresses, so one offers Set as Default.
    proxy.state.up = true;
    for (const street of ["2 First Street", "3 Second Street"]) {
      await page.request.post(`${storefront.url}/profile`, {
        form: { intent: "add-address", street, city: "Lahore", state: "Punjab", postalCode: "54000", country: "Pakistan" },
        headers: { Origin: storefront.url },
        maxRedirects: 0,
      });
    }
    await page.goto(`${storefront.url}/profile`);
    proxy.state.up = false;
    await page.getByRole("button", { name: /Set as Default/ }).click();
    await expect(page.getByText("Failed to set default address")).toBeVisible();
  });

  const logLineOf = (requestId: string) =>
    storefront
      .output()
      .split("\n")
      .find((line) => line.includes(`"requestId":"${requestId}"`)) ?? "";
  const shownReference = async (page: Page) => {
    const reference = page.getByText("If you contact us, quote this reference:");
    await expect(reference).toBeVisible();
    return (await reference.locator("bdi").textContent()) ?? "";
  };

  test("the calm 503 page shows the request's id as a reference, which finds its line in the store's log", async ({ page }, testInfo) => {
    await signedInShopper(page);
    proxy.state.up = false;
    const answer = await page.goto(`${storefront.url}/products/${PLENTIFUL_PRODUCT.id}`);
    expect(answer?.status()).toBe(503);
    await expect(page.getByRole("heading", { name: "We'll be right back" })).toBeVisible();
    const requestId = answer!.headers()["x-request-id"];
    expect(requestId).toMatch(/^[0-9a-f-]{36}$/);
    expect(await shownReference(page)).toBe(requestId);
    await expect.poll(() => logLineOf(requestId)).toContain('"res":{"status":503}');

    if (!hasJavaScript(testInfo)) return;
    // A navigation's own failure shows its own data request's id, not the document's.
    proxy.state.up = true;
    await page.goto(`${storefront.url}/home`);
    // The cards' forms gain their marker field once the page has hydrated: links are handled from then on.
    await expect(page.locator(`input[name="${ENHANCED_FIELD}"]`).first()).toBeAttached();
    proxy.state.up = false;
    const dataAnswer = page.waitForResponse((response) => response.url().includes(".data") && response.status() === 503);
    await page.locator('main a[href^="/products/"]').first().click();
    const navigationId = (await dataAnswer).headers()["x-request-id"];
    await expect(page.getByRole("heading", { name: "We'll be right back" })).toBeVisible();
    expect(await shownReference(page)).toBe(navigationId);
    expect(navigationId).not.toBe(requestId);
    await expect.poll(() => logLineOf(navigationId)).toContain('"status":503');
  });

  test("a failed order keeps the shopper's choices with JavaScript, and shows the friendly page without", async ({ page }, testInfo) => {
    await signedInShopper(page);
    await addToCart(page.request, storefront.url, PLENTIFUL_PRODUCT.id, 1, PLENTIFUL_PRODUCT.size);
    await page.goto(`${storefront.url}/checkout`);
    await addAddressAtCheckout(page, address("4 Steady Street"));
    await givePhoneAtCheckout(page);
    await page.getByRole("checkbox", { name: /I agree to the Terms and Conditions/ }).check();

    proxy.state.up = false;
    await page.getByRole("button", { name: "Place Order" }).click();
    if (hasJavaScript(testInfo)) {
      await expect(
        page.getByText("We could not place your order. Our store is taking a short break. Please try again in a moment."),
      ).toBeVisible();
      await expect(page.getByRole("radio", { name: /4 Steady Street/ })).toBeChecked();
      await expect(page.getByRole("checkbox", { name: /I agree to the Terms and Conditions/ })).toBeChecked();

      // Once the backend is back, the same page places the order.
      proxy.state.up = true;
      await page.getByRole("button", { name: "Place Order" }).click();
      await expect(page.getByRole("heading", { name: "Order Confirmed!" })).toBeVisible();
    } else {
      // Without JavaScript the page itself cannot be drawn without the backend: the calm 503 page.
      await expect(page.getByRole("heading", { name: "We'll be right back" })).toBeVisible();
      proxy.state.up = true;
      await page.goto(`${storefront.url}/orders`);
      await expect(page.getByText("Showing 0 of 0 orders")).toBeVisible();
    }
  });
});
