import { randomUUID } from "node:crypto";
import type { Page } from "@playwright/test";
import { expect, REQUEST_LEVEL, test } from "../fixtures";
import { deliverOrder, placeOrderThroughApi, type Product } from "../support/operating-support";

/** Products only these tests review, one per project (the two projects share a server), so their counts are these tests' own. */
const REVIEWED: Record<string, Product & { name: string }> = {
  "no-js": { id: "emerald-marble-handi", size: "No. 5", name: "Emerald Marble-Coated Handi" },
  js: { id: "everyday-non-stick-handi", size: "No. 3", name: "Everyday Non-Stick Handi with Steel Handles" },
};
/** Ordered but never delivered in these tests. */
const NOT_DELIVERED: Product = { id: "biryani-deg-handi", size: "No. 8" };

test.describe.configure({ timeout: 120_000 });

const reviewsRegion = (page: Page) => page.getByRole("region", { name: "Customer reviews" });
const reviewArticle = (page: Page, title: string) => page.getByRole("article").filter({ has: page.getByRole("heading", { name: title }) });

async function productJsonLd(page: Page) {
  const text = await page.locator('script[type="application/ld+json"]').first().textContent();
  return JSON.parse(text ?? "{}") as { aggregateRating?: { ratingValue: number; reviewCount: number }; review?: { name: string }[] };
}

test("a delivered order's buyer reviews it from the order page: stars, verified purchase and JSON-LD on the product page", async ({
  page,
  baseURL,
  shopper,
  operatorPage: operator,
}, testInfo) => {
  expect(shopper.email).toContain("@");
  const product = REVIEWED[testInfo.project.name];
  const orderId = await placeOrderThroughApi(page.request, baseURL!, product);

  await page.goto(`/products/${product.id}`);
  await expect(page.getByText("No reviews yet").first()).toBeVisible();
  await expect(reviewsRegion(page).getByRole("group", { name: "Your rating" })).toHaveCount(0);
  expect(await productJsonLd(page)).not.toHaveProperty("aggregateRating");

  await deliverOrder(operator, orderId);
  if (!testInfo.project.use.javaScriptEnabled) {
    // Bad input (past the browser's own checks): the messages next to their fields, what was typed kept.
    const refused = await page.request.post(`/orders/${orderId}`, {
      form: { intent: "review", productId: product.id, stars: "9", title: "Kept title", text: "" },
      headers: { Origin: baseURL! },
      maxRedirects: 0,
    });
    expect(refused.status()).toBe(400);
    const html = await refused.text();
    expect(html).toContain("Please choose from 1 to 5 stars");
    expect(html).toContain("Please enter the review");
    expect(html).toContain('value="Kept title"');
  }
  await page.goto(`/orders/${orderId}`);
  const form = page.getByRole("region", { name: `Review ${product.name}` });
  const title = `Even heat ${randomUUID().slice(0, 8)}`;
  await form.getByRole("radio", { name: "4 stars" }).check();
  await form.getByLabel("Title").fill(title);
  await form.getByLabel("Your review").fill("Cooks a korma evenly. <b>not bold</b>");
  await form.getByRole("button", { name: "Submit review" }).click();
  await expect(page.getByText("Thank you! Your review is published.")).toBeVisible();

  await page.goto(`/products/${product.id}`);
  const shown = reviewArticle(page, title);
  await expect(shown.getByRole("img", { name: "Rated 4 out of 5" })).toBeVisible();
  await expect(shown.getByText("Verified purchase")).toBeVisible();
  // The shopper's text is text: the tag shows as typed, nothing is made bold.
  await expect(shown.getByText("Cooks a korma evenly. <b>not bold</b>")).toBeVisible();
  await expect(shown.locator("b")).toHaveCount(0);
  await expect(page.getByRole("img", { name: "Rated 4 out of 5" }).first()).toBeVisible();
  await expect(page.getByRole("link", { name: "1 review" })).toBeVisible();
  const jsonLd = await productJsonLd(page);
  expect(jsonLd.aggregateRating).toMatchObject({ ratingValue: 4, reviewCount: 1 });
  expect(jsonLd.review?.map((review) => review.name)).toEqual([title]);

  // Editing from the product page keeps one review.
  const edit = page.getByRole("region", { name: "Edit your review" });
  await expect(edit.getByRole("radio", { name: "4 stars" })).toBeChecked();
  await edit.getByRole("radio", { name: "5 stars" }).check();
  await edit.getByRole("button", { name: "Update review" }).click();
  await expect(page.getByText("Thank you! Your review is published.")).toBeVisible();
  await expect(reviewArticle(page, title).getByRole("img", { name: "Rated 5 out of 5" })).toBeVisible();
  await expect(page.getByRole("link", { name: "1 review" })).toBeVisible();

  // The listing's card says the same.
  await page.goto(`/products?q=${encodeURIComponent(product.name)}`);
  await expect(page.getByRole("article", { name: product.name }).getByText("Rated 5 out of 5, 1 review")).toBeAttached();

  // The operator replies once, then hides it: no stars and no rating in the JSON-LD any more.
  await operator.goto("/admin/reviews?status=published");
  const moderated = reviewArticle(operator, title);
  await moderated.getByLabel(/Reply/).fill("Thank you for cooking with us.");
  await moderated.getByRole("button", { name: "Post reply" }).click();
  await expect(operator.getByText("Reply posted.")).toBeVisible();
  await page.goto(`/products/${product.id}`);
  await expect(reviewArticle(page, title).getByText("Thank you for cooking with us.")).toBeVisible();
  await expect(reviewArticle(page, title).getByText("Reply from Cookware.pk")).toBeVisible();

  await operator.goto("/admin/reviews?status=published");
  await reviewArticle(operator, title).getByRole("button", { name: "Hide" }).click();
  await expect(operator.getByText("Review hidden.")).toBeVisible();
  await page.goto(`/products/${product.id}`);
  await expect(reviewArticle(page, title)).toHaveCount(0);
  await expect(page.getByText("No reviews yet").first()).toBeVisible();
  expect(await productJsonLd(page)).not.toHaveProperty("aggregateRating");
});

test("a shopper whose order was not delivered has no review form on the product or order page", async ({ page, baseURL, shopper }) => {
  expect(shopper.email).toContain("@");
  const orderId = await placeOrderThroughApi(page.request, baseURL!, NOT_DELIVERED);
  await page.goto(`/products/${NOT_DELIVERED.id}`);
  await expect(reviewsRegion(page).getByText(/can review it from here or from their order page/)).toBeVisible();
  await expect(page.getByRole("group", { name: "Your rating" })).toHaveCount(0);
  await expect(page.getByRole("button", { name: "Submit review" })).toHaveCount(0);
  await page.goto(`/orders/${orderId}`);
  await expect(page.getByText("Awaiting confirmation")).toBeVisible();
  await expect(page.getByRole("button", { name: "Submit review" })).toHaveCount(0);
});

test("a forged review post is refused, from the product page and the order page, and shows nowhere", async ({
  page,
  baseURL,
  shopper,
  javaScriptEnabled,
}) => {
  test.skip(javaScriptEnabled, REQUEST_LEVEL);
  expect(shopper.email).toContain("@");
  const orderId = await placeOrderThroughApi(page.request, baseURL!, NOT_DELIVERED);
  const forged = { intent: "review", stars: "5", title: `Forged ${randomUUID().slice(0, 8)}`, text: "I never received it." };
  const headers = { Origin: baseURL! };
  const fromProduct = await page.request.post(`/products/${NOT_DELIVERED.id}`, { form: forged, headers, maxRedirects: 0 });
  expect(fromProduct.status()).toBe(403);
  expect(await fromProduct.text()).toContain("You can review a product once an order with it has been delivered to you");
  const fromOrder = await page.request.post(`/orders/${orderId}`, {
    form: { ...forged, productId: NOT_DELIVERED.id },
    headers,
    maxRedirects: 0,
  });
  expect(fromOrder.status()).toBe(403);
  // Another product than the order's, through an order page: refused the same.
  const otherProduct = await page.request.post(`/orders/${orderId}`, {
    form: { ...forged, productId: REVIEWED["no-js"].id },
    headers,
    maxRedirects: 0,
  });
  expect(otherProduct.status()).toBe(403);
  for (const path of [`/products/${NOT_DELIVERED.id}`, "/reviews"]) {
    await page.goto(path);
    await expect(page.getByText(forged.title)).toHaveCount(0);
  }
});
