import { expect, test, hasJavaScript } from "../fixtures";
import { byName, card, cardSizeChoices } from "../support/shopping-support";

const handi = byName("Noor Marble-Coated Handi");
const karahi = byName("Zaiqa Non-Stick Karahi");

const cartLine = (page: import("@playwright/test").Page, name: string) =>
  page.getByRole("listitem").filter({ has: page.getByRole("heading", { name }) });

test.describe("sizes from product cards", () => {
  test("a listing card adds the size the shopper chose, and the cart shows it", async ({ page, shopper: _ }) => {
    await page.goto("/products?category=handi");
    const productCard = card(page, handi.name);
    const size = productCard.getByRole("combobox", { name: `Size of ${handi.name}` });
    await expect(size).toHaveValue("");
    // Each size with its own price (the handi's sizes differ in price).
    await expect(size.getByRole("option")).toHaveText(["Choose size", ...cardSizeChoices(handi.name)]);
    await size.selectOption("No. 5");
    await productCard.getByRole("button", { name: "Add to cart" }).click();
    await expect(page.getByText("Item added to cart!")).toBeVisible();

    await page.goto("/cart");
    await expect(cartLine(page, handi.name).getByText("Size: No. 5")).toBeVisible();
  });

  test("a best-seller card adds the size the shopper chose", async ({ page, shopper: _ }) => {
    await page.goto("/home");
    const bestSellers = page.getByRole("region", { name: "Best Sellers" });
    const productCard = bestSellers.getByRole("article", { name: handi.name, exact: true });
    await productCard.getByRole("combobox", { name: `Size of ${handi.name}` }).selectOption("No. 4");
    await productCard.getByRole("button", { name: "Add to cart" }).click();
    await expect(page.getByText("Item added to cart!")).toBeVisible();

    await page.goto("/cart");
    await expect(cartLine(page, handi.name).getByText("Size: No. 4")).toBeVisible();
  });

  test("a card with no size chosen does not send, and nothing enters the cart", async ({ page, shopper: _ }) => {
    await page.goto("/products?category=karahi&sort=price-asc");
    const productCard = card(page, karahi.name);
    const size = productCard.getByRole("combobox", { name: `Size of ${karahi.name}` });
    await productCard.getByRole("button", { name: "Add to cart" }).click();
    // The browser's own check (it works without JavaScript) stops the post.
    expect(await size.evaluate((select: HTMLSelectElement) => select.validity.valueMissing)).toBe(true);
    await expect(page.getByText("Item added to cart!")).toHaveCount(0);
    await page.goto("/cart");
    await expect(page.getByRole("heading", { name: "Your cart is empty" })).toBeVisible();
  });

  test("a post without a size (an old page, a tampered form) is refused with a message, and nothing is added", async ({
    page,
    baseURL,
    shopper: _,
  }, testInfo) => {
    await page.goto("/products?category=karahi&sort=price-asc");
    const form = card(page, karahi.name).locator("form");
    // The card's own form with its size left out, as a page from before sizes were asked would send it.
    await form.evaluate((element: HTMLFormElement) => {
      element.noValidate = true;
      element.querySelector("select")?.removeAttribute("name");
    });
    await form.getByRole("button", { name: "Add to cart" }).click();
    await expect(page.getByRole("alert").filter({ hasText: `Please choose a size of ${karahi.name}` })).toBeVisible();
    // Back to the same listing, at the card (#card-…).
    if (!hasJavaScript(testInfo)) await expect(page).toHaveURL(/\/products\?category=karahi&sort=price-asc#card-[\w-]+$/);

    const response = await page.request.post("/cart", {
      form: { intent: "add", productId: karahi.id!, quantity: "1", redirectTo: "/cart" },
      headers: { Origin: baseURL! },
    });
    expect(await response.text()).toContain(`Please choose a size of ${karahi.name}`);
    await page.goto("/cart");
    await expect(page.getByRole("heading", { name: "Your cart is empty" })).toBeVisible();
  });

  test("the product page says what each size means beside the size choices", async ({ page, shopper: _ }) => {
    await page.goto(`/products/${handi.id}`);
    const guide = page.getByRole("list", { name: "Size guide" });
    await expect(guide.getByRole("listitem")).toHaveText([
      "No. 3 — 1.5 litres, serves 2–3",
      "No. 4 — 2.5 litres, serves 3–4",
      "No. 5 — 3.5 litres, serves 4–6",
      "No. 6 — 4.5 litres, serves 6–8",
    ]);
    await page.goto(`/products/${karahi.id}`);
    await expect(page.getByRole("list", { name: "Size guide" }).getByRole("listitem").first()).toHaveText(
      /^No\. \d+ — \d+ cm across, serves/,
    );
  });
});
