import { expect, test } from "@playwright/test";

test("the root redirects to /home, which renders the site chrome", async ({ page }) => {
  const response = await page.goto("/");
  expect(response?.status()).toBe(200);
  await expect(page).toHaveURL(/\/home$/);
  const mainNavigation = page.getByRole("navigation", { name: "Main" });
  await expect(mainNavigation.getByRole("link", { name: "Home" })).toBeVisible();
  await expect(mainNavigation.getByRole("link", { name: "About" })).toBeVisible();
  await expect(mainNavigation.getByRole("link", { name: "Contact" })).toBeVisible();
  await expect(page.getByRole("link", { name: /^Cart/ })).toHaveAttribute("href", "/cart");
  await expect(page.getByRole("link", { name: /^Profile/ })).toHaveAttribute("href", "/profile");
  await expect(page.getByRole("link", { name: "Cookware Store home" })).toHaveAttribute("href", "/");
});

test("the Products dropdown reaches all products and the ten categories", async ({ page }) => {
  await page.goto("/home");
  const mainNavigation = page.getByRole("navigation", { name: "Main" });
  await mainNavigation.getByText("Products", { exact: true }).click();
  const expected = [
    ["All Products", "/products"],
    ["Handi", "/products?category=handi"],
    ["Karahi", "/products?category=karahi"],
    ["Gift Sets", "/products?category=gift-set"],
    ["Open Cookware", "/products?category=open-cookware"],
    ["Non-Stick", "/products?category=non-stick"],
    ["Marble Coated", "/products?category=marble-coated"],
    ["Steel Handle", "/products?category=steel-handle"],
    ["Glass Lid", "/products?category=glass-lid"],
    ["15-Piece Sets", "/products?category=15-piece"],
    ["18-Piece Sets", "/products?category=18-piece"],
  ] as const;
  for (const [name, href] of expected) {
    const link = mainNavigation.getByRole("link", { name, exact: true });
    await expect(link).toBeVisible();
    await expect(link).toHaveAttribute("href", href);
  }
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

test("healthz answers ok when the backend and database answer", async ({ request }) => {
  const response = await request.get("/healthz");
  expect(response.status()).toBe(200);
  expect(await response.json()).toEqual({ status: "ok" });
});

test("an unknown path answers a 404 page with a way back", async ({ page }) => {
  const response = await page.goto("/no-such-page");
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { name: "Page not found" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Browse products" })).toHaveAttribute("href", "/products");
});
