import { randomBytes } from "node:crypto";
import { createServer, type Server } from "node:http";
import { expect, test } from "../fixtures";
import { catalogue } from "../support/shopping-support";
import { freePort, newDataDir, startStorefront, type RunningProcess } from "../support/processes";

// Each group runs its own storefront, with settings the main test server does not have.

test.describe("with PUBLIC_CATALOGUE=true", () => {
  test.describe.configure({ mode: "default" });
  let storefront: RunningProcess;

  test.beforeAll(async () => {
    test.setTimeout(180_000);
    storefront = await startStorefront({
      PUBLIC_CATALOGUE: "true",
      SEED_DEMO: "true",
      DATA_DIR: newDataDir("public-catalogue"),
      SESSION_SECRET: randomBytes(32).toString("base64url"),
    });
  });
  test.afterAll(async () => storefront?.stop());

  test("a signed-out visitor sees the best sellers, the listing and a product page", async ({ page }) => {
    await page.goto(`${storefront.url}/home`);
    const bestSellers = page.getByRole("region", { name: "Best Sellers" });
    await expect(bestSellers.getByRole("article")).toHaveCount(catalogue.filter((row) => row.isBestSeller).length);
    await expect(bestSellers.getByRole("link", { name: "Sign in" })).toHaveCount(0);

    const listing = await page.goto(`${storefront.url}/products?category=handi`);
    expect(listing?.status()).toBe(200);
    await expect(page.getByText(/^Showing \d+ product\(s\)$/)).toBeVisible();

    const product = catalogue[0];
    const detail = await page.goto(`${storefront.url}/products/${product.id}`);
    expect(detail?.status()).toBe(200);
    await expect(page.getByRole("heading", { level: 1, name: product.name })).toBeVisible();
  });

  test("adding to the cart still asks a signed-out visitor to sign in first", async ({ page }) => {
    const product = catalogue.find((row) => row.stock! > 0)!;
    await page.goto(`${storefront.url}/products/${product.id}`);
    await page.getByRole("button", { name: "Add to Cart" }).click();
    await expect(page).toHaveURL(/\/sign-in\?redirect_url=/);
  });
});

test.describe("when the best sellers cannot be fetched", () => {
  test.describe.configure({ mode: "default" });
  let storefront: RunningProcess;
  let stub: Server;

  test.beforeAll(async () => {
    test.setTimeout(180_000);
    // A backend that is healthy but fails every product call.
    const stubPort = await freePort();
    stub = createServer((request, response) => {
      const healthy = request.url === "/health";
      response.writeHead(healthy ? 200 : 500, { "Content-Type": "application/json" });
      response.end(JSON.stringify(healthy ? { status: "ok" } : { error: "Internal error" }));
    });
    await new Promise<void>((resolve) => stub.listen(stubPort, "127.0.0.1", resolve));
    storefront = await startStorefront({
      PUBLIC_CATALOGUE: "true",
      BACKEND_URL: `http://127.0.0.1:${stubPort}`,
      DATA_DIR: newDataDir("failing-backend"),
      SESSION_SECRET: randomBytes(32).toString("base64url"),
    });
  });
  test.afterAll(async () => {
    await storefront?.stop();
    await new Promise((resolve) => stub?.close(resolve));
  });

  test("the home page still renders, with 'Failed to fetch products' in the strip's place", async ({ page }) => {
    const response = await page.goto(`${storefront.url}/home`);
    expect(response?.status()).toBe(200);
    const bestSellers = page.getByRole("region", { name: "Best Sellers" });
    await expect(bestSellers.getByRole("alert")).toHaveText("Failed to fetch products");
    await expect(page.getByRole("heading", { name: "Featured Collections" })).toBeVisible();
    await expect(page.getByRole("region", { name: "Join our kitchen" })).toBeVisible();
  });
});
