import type { Page } from "@playwright/test";
import { expect, test } from "../fixtures";
import { slugFromName } from "../../contract/product-slug";
import { flash, publishNewProduct } from "../support/operating-support";
import { applyFilters, expectCount, filterBox, openListing, withWholeCatalogue } from "../support/shopping-support";

// A product made, sold out size by size and archived by the operator: more than one ordinary page's time.
test.describe.configure({ timeout: 120_000 });

const nothingFound = (page: Page) => page.getByText("No products found matching your criteria", { exact: true });

test("the size filter and 'In stock only' follow each size's stock, with or without JavaScript", async ({
  page,
  shopper: _,
  operatorPage: operator,
}, testInfo) => {
  // One word no other product has, so the search lists this product alone.
  const word = `Bandtest${testInfo.project.name.replace("-", "")}${Date.now()}`;
  const name = `${word} Deg`;
  const slug = slugFromName(name);

  // In the shop from its creation to its archiving: the listing specs count the demo catalogue meanwhile.
  await withWholeCatalogue(async () => {
    // Two numbered sizes; the opening stock lands on the first, No. 3 (small). No. 9 (large) has none.
    await publishNewProduct(operator, {
      name,
      description: "A deg in two sizes.",
      price: "24000",
      openingStock: "4",
      sizes: "No. 3, No. 9",
    });
    // Its form says its Small/Medium/Large ticks are for sizes without a number.
    await expect(operator.getByRole("group", { name: "Size Range" })).toHaveAccessibleDescription(
      /A size with a number \(No\. 5, 28 cm\) is filtered by that number while it is in stock/,
    );

    await openListing(page, testInfo, `/products?q=${word}`);
    await expectCount(page, 1);
    // Its large size has nothing to sell: a shopper asking for a large one is not offered it.
    await filterBox(page, "Large (7–9 or more)").check();
    await applyFilters(page, testInfo);
    await expect(page).toHaveURL(/[?&]category=large(&|$)/);
    await expect(nothingFound(page)).toBeVisible();
    await filterBox(page, "Large (7–9 or more)").uncheck();
    await filterBox(page, "Small (2–5)").check();
    await filterBox(page, "In stock only").check();
    await applyFilters(page, testInfo);
    await expect(page).toHaveURL(/[?&]category=small&inStock=1(&|$)/);
    await expectCount(page, 1);
    // The small-screen Filters button counts both.
    await expect(page.locator(`a[href="#filters"]`)).toHaveText("Filters (2)");

    // The operator counts No. 3's four units out: nothing of it is in stock now.
    const stock = operator.getByRole("region", { name: "Stock", exact: true });
    await stock.getByLabel("Size").selectOption("no-3");
    await stock.getByLabel("Change in units").fill("-4");
    await stock.getByLabel("Reason").selectOption("correction");
    await stock.getByRole("button", { name: "Adjust stock" }).click();
    await expect(flash(operator, "No. 3: stock is now 0.")).toBeVisible();

    await page.reload();
    await expect(nothingFound(page)).toBeVisible();
    await openListing(page, testInfo, `/products?q=${word}&inStock=1`);
    await expect(filterBox(page, "In stock only")).toBeChecked();
    await expect(nothingFound(page)).toBeVisible();
    // Without the filter it is still listed, marked out of stock.
    await filterBox(page, "In stock only").uncheck();
    await applyFilters(page, testInfo);
    await expectCount(page, 1);

    // Out of the shop again.
    await operator.goto(`/admin/products/${slug}`);
    await operator.getByRole("button", { name: "Archive", exact: true }).click();
    await expect(flash(operator, "Product archived")).toBeVisible();
  });
});
