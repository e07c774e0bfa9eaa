import { expect, test } from "@playwright/test";
import { REQUEST_LEVEL } from "../fixtures";

test("the root redirects to /home, which renders the site chrome", async ({ page }) => {
  const response = await page.goto("/");
  expect(response?.status()).toBe(200);
  await expect(page).toHaveURL(/\/home$/);
  const mainNavigation = page.getByRole("navigation", { name: "Main" });
  await expect(mainNavigation.getByRole("link", { name: "Home" })).toBeVisible();
  await expect(mainNavigation.getByRole("link", { name: "About" })).toBeVisible();
  await expect(mainNavigation.getByRole("link", { name: "Contact" })).toBeVisible();
  await expect(page.getByRole("link", { name: /^Cart/ })).toHaveAttribute("href", "/cart");
  await expect(page.getByRole("link", { name: "Sign in to your profile" })).toHaveAttribute("href", "/profile");
  await expect(page.getByRole("link", { name: "Cookware.pk home" })).toHaveAttribute("href", "/");
});

test("the footer has its three link groups", async ({ page }) => {
  await page.goto("/home");
  const footer = page.getByRole("contentinfo");
  for (const href of [
    "/collections/cookware",
    "/collections/bakeware",
    "/collections/accessories",
    "/collections/sets",
    "/collections/new",
    "/collections/bestsellers",
    "/collections/limited",
    "/contact-us",
    "/shipping-returns",
    "/product-care",
    "/faq",
    "/privacy",
    "/terms",
    "/accessibility",
  ]) {
    await expect(footer.locator(`a[href="${href}"]`)).toHaveCount(1);
  }
});

test("healthz answers ok when the backend and database answer", async ({ request, javaScriptEnabled }) => {
  test.skip(javaScriptEnabled, REQUEST_LEVEL);
  const response = await request.get("/healthz");
  expect(response.status()).toBe(200);
  expect(await response.json()).toEqual({ status: "ok" });
});

test("public files are served under their own names, with an hour's cache", async ({ request, javaScriptEnabled }) => {
  test.skip(javaScriptEnabled, REQUEST_LEVEL);
  for (const [path, type] of [
    ["/favicon.svg", "image/svg+xml"],
    ["/site.webmanifest", "application/manifest+json"],
    ["/images/hero/non-stick.svg", "image/svg+xml"],
    ["/fonts/noto-naskh-arabic-urdu-subset.woff2", "font/woff2"],
    ["/fonts/noto-naskh-arabic-urdu-bold-subset.woff2", "font/woff2"],
  ]) {
    const response = await request.get(path);
    expect(response.status(), path).toBe(200);
    expect(response.headers()["content-type"], path).toContain(type);
    expect(response.headers()["cache-control"], path).toBe("public, max-age=3600");
  }
  // A name that is not in public/ reaches the store, which answers its own 404 page.
  const missing = await request.get("/images-missing/x.svg");
  expect(missing.status()).toBe(404);
  expect(await missing.text()).toContain("Page not found");
});

test("an unknown path answers a 404 page with a way back", async ({ page }) => {
  const response = await page.goto("/no-such-page");
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { name: "Page not found" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Browse products" })).toHaveAttribute("href", "/products");
});
