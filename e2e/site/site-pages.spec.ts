import { expect, test } from "../fixtures";

test("About Us tells the story, three product lines, six values and the mission, with calls to action", async ({ page }) => {
  await page.goto("/about-us");
  const main = page.getByRole("main");
  for (const heading of ["About Us", "Our story", "Our product lines", "Our core values", "Our mission"]) {
    await expect(main.getByRole("heading", { name: heading, exact: true })).toBeVisible();
  }
  await expect(main.getByRole("region", { name: "Our product lines" }).getByRole("listitem")).toHaveCount(3);
  await expect(main.getByRole("region", { name: "Our core values" }).getByRole("listitem")).toHaveCount(6);
  // The delivery figures live on the pages written from the rule in force (buying/delivery-charges.spec.ts), not in the story.
  expect(await main.textContent()).not.toMatch(/Rs \d/);
  await expect(main.getByText("$")).toHaveCount(0);
  await expect(main.getByRole("link", { name: "Shop our cookware" })).toHaveAttribute("href", "/Products");
  await main.getByRole("link", { name: "Contact us" }).click();
  await expect(page.getByRole("heading", { name: "Contact Us", level: 1 })).toBeVisible();
});

test("the product care guide has do and don't cards for each material", async ({ page }) => {
  await page.goto("/product-care");
  for (const material of ["Cast Iron", "Non-Stick", "Marble Coated", "Stainless Steel", "Metal Finish"]) {
    const section = page.getByRole("region", { name: material });
    await expect(section.getByRole("heading", { name: "Do", exact: true })).toBeVisible();
    await expect(section.getByRole("heading", { name: "Don't", exact: true })).toBeVisible();
  }
  await expect(page.getByText(/bake upside down at 375°F \(190°C\) for 1 hour/)).toBeVisible();
});

test("the policy pages and reviews are written for this store", async ({ page }) => {
  await page.goto("/privacy");
  await expect(page.getByRole("heading", { name: "Privacy Policy", level: 1 })).toBeVisible();
  await expect(page.getByRole("heading", { name: "What we keep, and why" })).toBeVisible();

  await page.goto("/terms");
  await expect(page.getByRole("heading", { name: "Cash on delivery" })).toBeVisible();
  await expect(page.getByText("Orders placed on this website are paid in cash to the courier when your order is delivered.")).toBeVisible();

  await page.goto("/accessibility");
  await expect(page.getByRole("heading", { name: "Our commitment" })).toBeVisible();
  await expect(page.getByRole("link", { name: "support@cookware.example" })).toBeVisible();

  await page.goto("/reviews");
  await expect(page.getByRole("heading", { name: "Customer Reviews", level: 1 })).toBeVisible();
  await expect(page.getByRole("main").getByRole("figure")).toHaveCount(6);
});
