import type { APIRequestContext, Page } from "@playwright/test";
import { en } from "../../app/locales/en";
import { ur } from "../../app/locales/ur";
import { expect, REQUEST_LEVEL, test } from "../fixtures";

const informationPages = ["/about-us", "/contact-us", "/faq", "/product-care", "/privacy", "/terms", "/accessibility", "/reviews"];

/** The internal destinations of every link in `scope`, including links inside closed menus. */
async function internalLinks(page: Page, scope: ReturnType<Page["getByRole"]>) {
  const hrefs = await scope
    .getByRole("link", { includeHidden: true })
    .evaluateAll((links) => links.map((link) => link.getAttribute("href") ?? ""));
  return hrefs.filter((href) => href.startsWith("/") && !href.startsWith("//"));
}

/** The sign-in prompt's title in either language: the header's language link sets the language for the links after it. */
const signInPromptTitles = [en.errors["signInPrompt.title"], ur.errors["signInPrompt.title"]];

/**
 * The links among `hrefs` that are dead. A link is alive when it answers 200, or a guarded page's
 * sign-in prompt with 401.
 */
async function deadLinks(request: APIRequestContext, hrefs: Iterable<string>) {
  const dead: string[] = [];
  for (const href of new Set(hrefs)) {
    const response = await request.get(href);
    const status = response.status();
    if (status === 200) continue;
    const text = await response.text();
    if (status === 401 && signInPromptTitles.some((title) => text.includes(title))) continue;
    dead.push(`${href} answered ${status}`);
  }
  return dead;
}

// Links are read from the HTML the server renders and checked by request: those checks run once.
test("every footer link answers a real page or the sign-in prompt", async ({ page, request, javaScriptEnabled }) => {
  test.skip(javaScriptEnabled, REQUEST_LEVEL);
  await page.goto("/home");
  const hrefs = await internalLinks(page, page.getByRole("contentinfo"));
  expect(hrefs.length).toBeGreaterThanOrEqual(14);
  expect(await deadLinks(request, hrefs)).toEqual([]);
});

test("every link of the top navigation, the Products dropdown and the side menu answers a real page or the sign-in prompt", async ({
  page,
  request,
  javaScriptEnabled,
}) => {
  test.skip(javaScriptEnabled, REQUEST_LEVEL);
  await page.goto("/home");
  const hrefs = [
    ...(await internalLinks(page, page.getByRole("banner"))),
    ...(await internalLinks(page, page.getByRole("navigation", { name: "Side menu", includeHidden: true }))),
  ];
  expect(hrefs).toEqual(
    expect.arrayContaining(["/", "/home", "/about-us", "/contact-us", "/cart", "/profile", "/products", "/products?category=18-piece"]),
  );
  expect(await deadLinks(request, hrefs)).toEqual([]);
});

test("every link on the information pages and the 404 page answers a real page or the sign-in prompt", async ({
  page,
  request,
  javaScriptEnabled,
}) => {
  test.skip(javaScriptEnabled, REQUEST_LEVEL);
  const hrefs = new Set<string>();
  for (const path of [...informationPages, "/no-such-page"]) {
    await page.goto(path);
    for (const href of await internalLinks(page, page.getByRole("main"))) hrefs.add(href);
  }
  // The About page's calls to action keep their original capitals; route matching ignores case.
  expect([...hrefs]).toEqual(expect.arrayContaining(["/Products", "/Contact-us", "/products", "/contact-us", "/faq"]));
  expect(
    await deadLinks(
      request,
      [...hrefs].map((href) => href.split("#")[0] || "/"),
    ),
  ).toEqual([]);
});

test("guarded pages show the sign-in prompt with status 401 to a signed-out visitor", async ({ page }) => {
  for (const path of ["/shipping-returns", "/collections/cookware", "/collections/bakeware"]) {
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(401);
    await expect(page.getByRole("heading", { name: "Please sign in" })).toBeVisible();
    await expect(page.getByRole("link", { name: "Sign in", exact: true })).toHaveAttribute(
      "href",
      `/sign-in?redirect_url=${encodeURIComponent(path)}`,
    );
  }
});

test("a signed-in shopper reads the shipping policy and every collection", async ({ page, shopper }) => {
  expect(shopper.email).toContain("@");
  const response = await page.goto("/shipping-returns");
  expect(response?.status()).toBe(200);
  await expect(page.getByRole("heading", { name: "Shipping & Return Policy", level: 1 })).toBeVisible();
  await expect(page.getByText("Free delivery on orders of Rs 5,000 or more.")).toBeVisible();
  await expect(page.getByText("A flat fee of Rs 200 on orders below Rs 5,000.")).toBeVisible();
  await expect(page.getByText(/TCS, Leopards and M&P/)).toBeVisible();

  const titles: Record<string, string> = {
    cookware: "Cookware",
    bakeware: "Bakeware",
    accessories: "Accessories",
    sets: "Cookware Sets",
    new: "New Arrivals",
    bestsellers: "Best Sellers",
    limited: "Limited Edition",
  };
  for (const [slug, title] of Object.entries(titles)) {
    const answer = await page.goto(`/collections/${slug}`);
    expect(answer?.status(), slug).toBe(200);
    await expect(page.getByRole("heading", { name: title, level: 1 })).toBeVisible();
    const products = page.getByRole("main").getByRole("link", { name: /Rs [\d,]+/ });
    if (["cookware", "sets", "bestsellers"].includes(slug)) {
      await expect(products.first(), `${slug} lists products`).toBeVisible();
      await expect(products.first()).toHaveAttribute("href", /^\/products\/[^/]+$/);
    }
    if ((await products.count()) === 0) {
      if (slug === "bakeware" || slug === "accessories") {
        await expect(page.getByRole("heading", { name: `${title} coming soon` })).toBeVisible();
      }
      await expect(page.getByRole("link", { name: "Browse all products" })).toHaveAttribute("href", "/products");
    }
  }
});

test("an unknown path answers 404 in the site's chrome, with the header's search and ways back", async ({ page }) => {
  const response = await page.goto("/this/does/not/exist");
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { name: "Page not found" })).toBeVisible();
  await expect(page.getByRole("navigation", { name: "Main" })).toBeAttached();
  await expect(page.getByRole("contentinfo")).toBeVisible();
  await expect(page.getByRole("link", { name: "Go to home" })).toHaveAttribute("href", "/home");
  await expect(page.getByRole("link", { name: "Read the FAQ" })).toHaveAttribute("href", "/faq");
  // The header's box (a combobox once JavaScript enhances it on focus).
  const search = page.getByRole("search", { name: "Search the store" }).locator('input[name="q"]');
  await expect(search).toHaveCount(1);
  await search.fill("karahi");
  await search.press("Enter");
  await expect(page).toHaveURL(/\/products\?q=karahi$/);

  const unknownCollection = await page.goto("/collections/spoons");
  expect(unknownCollection?.status()).toBe(404);
  await expect(page.getByRole("heading", { name: "Page not found" })).toBeVisible();
});

test("every page has its own title and description", async ({ page }) => {
  const seen = new Map<string, string>();
  const descriptions = new Set<string>();
  for (const path of [...informationPages, "/home", "/no-such-page"]) {
    await page.goto(path);
    const title = await page.title();
    const description = (await page.locator('meta[name="description"]').getAttribute("content")) ?? "";
    expect(title, path).not.toBe("");
    expect(description.length, path).toBeGreaterThan(20);
    expect(seen.get(title), `${path} shares its title`).toBeUndefined();
    expect(descriptions.has(description), `${path} shares its description`).toBe(false);
    seen.set(title, path);
    descriptions.add(description);
  }
});

test("robots.txt and sitemap.xml list the public pages at this site's address", async ({ request, baseURL, javaScriptEnabled }) => {
  test.skip(javaScriptEnabled, REQUEST_LEVEL);
  const robots = await request.get("/robots.txt");
  expect(robots.status()).toBe(200);
  expect(robots.headers()["content-type"]).toContain("text/plain");
  const robotsText = await robots.text();
  expect(robotsText).toContain("User-agent: *");
  expect(robotsText).toContain(`Sitemap: ${baseURL}/sitemap.xml`);
  expect(robotsText).toContain("Disallow: /checkout");

  const sitemap = await request.get("/sitemap.xml");
  expect(sitemap.status()).toBe(200);
  expect(sitemap.headers()["content-type"]).toContain("application/xml");
  const xml = await sitemap.text();
  for (const path of ["/home", ...informationPages]) expect(xml).toContain(`<loc>${baseURL}${path}</loc>`);
  expect(xml).not.toContain("/cart");
  expect(xml).not.toContain("/checkout");
});
