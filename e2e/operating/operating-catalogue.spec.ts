import type { Locator, Page } from "@playwright/test";
import sharp from "sharp";
import { expect, test } from "../fixtures";
import { flash, placeOrderThroughApi } from "../support/operating-support";
import { makeTestPhoto } from "../../scripts/test-photo.mjs";
import { PHOTO_NOT_AN_IMAGE, PHOTO_TOO_ELONGATED } from "../../contract/product-photos";

// One product's whole life on two pages: more than one ordinary page's time.
test.describe.configure({ timeout: 180_000 });

/**
 * A <picture> of an uploaded photo: AVIF then WebP, each at `widths`, an <img> with its box's width
 * and height, loaded at once when `eager`; and its files served immutable with their own type.
 */
async function expectResponsivePicture(page: Page, picture: Locator, { widths, eager }: { widths: string[]; eager: boolean }) {
  for (const [index, format] of ["avif", "webp"].entries()) {
    const source = picture.locator("source").nth(index);
    await expect(source).toHaveAttribute("type", `image/${format}`);
    const srcset = (await source.getAttribute("srcset")) ?? "";
    expect(srcset.split(", ").map((entry) => entry.split(" ")[1])).toEqual(widths);
    const [first] = srcset.split(" ");
    const file = await page.request.get(first);
    expect(file.headers()["content-type"]).toBe(`image/${format}`);
    expect(file.headers()["cache-control"]).toBe("public, max-age=31536000, immutable");
  }
  await expect(picture.locator("source")).toHaveCount(2);
  const image = picture.locator("img");
  await expect(image).toHaveAttribute("width", /^\d+$/);
  await expect(image).toHaveAttribute("height", /^\d+$/);
  await expect(image).toHaveAttribute("loading", eager ? "eager" : "lazy");
}

test("the operator creates a product, the shop lists and sells it, a price change shows at once, and archiving hides it while its order keeps it", async ({
  page,
  baseURL,
  shopper: _,
  operatorPage: operator,
}, testInfo) => {
  const stamp = `${testInfo.project.name}-${Date.now()}`;
  const slug = `catalogue-test-handi-${stamp}`;
  const name = `Catalogue Test Handi ${stamp}`;

  await operator.goto("/admin/products");
  await operator.getByRole("link", { name: "New product" }).click();
  await expect(operator.getByRole("heading", { name: "New product" })).toBeVisible();

  // A URL id the rule refuses: the message sits next to the field and nothing typed is lost.
  await operator.getByLabel("Name", { exact: true }).fill(name);
  await operator.getByLabel("URL id").fill("Not A Slug!");
  await operator.getByLabel("Description", { exact: true }).fill("**Hand hammered** copper.\nTinned inside.");
  await operator.getByLabel("Price in rupees").fill("7777");
  await operator.getByLabel("Opening stock").fill("12");
  await operator.getByRole("checkbox", { name: "Handi", exact: true }).check();
  await operator.getByRole("checkbox", { name: "Glass Lid" }).check();
  await operator.getByRole("button", { name: "Create product" }).click();
  await expect(operator.getByLabel("URL id")).toHaveAccessibleDescription(/^A URL id is 3 to 80 lowercase letters/);
  await expect(operator.getByLabel("Name", { exact: true })).toHaveValue(name);
  await expect(operator.getByRole("checkbox", { name: "Glass Lid" })).toBeChecked();

  await operator.getByLabel("URL id").fill(slug);
  await operator.getByRole("button", { name: "Create product" }).click();
  await expect(flash(operator, `${name} created.`)).toBeVisible();
  await expect(operator.getByRole("heading", { name, level: 1 })).toBeVisible();
  await expect(operator.getByRole("link", { name: "Manage photos" })).toHaveAttribute("href", `/admin/products/${slug}/photos`);
  await expect(operator.getByRole("region", { name: "Stock ledger" }).getByText("+12 · Received → 12 in stock")).toBeVisible();
  // A new product is a draft until it is published.
  await operator.getByRole("button", { name: "Publish", exact: true }).click();
  await expect(flash(operator, "Published: the product is in the shop.")).toBeVisible();

  // Two photos, made here with sharp. A file that is not the image it claims to be is refused first,
  // with the description typed kept.
  await operator.getByRole("link", { name: "Manage photos" }).click();
  await expect(operator.getByRole("heading", { name: `Photos of ${name}` })).toBeVisible();
  const upload = operator.getByRole("region", { name: "Add a photo" });
  const description = upload.getByLabel("Description for shoppers who cannot see it");
  await description.fill("The handi from the front");
  await upload.getByLabel("Photo").setInputFiles({ name: "handi.jpg", mimeType: "image/jpeg", buffer: Buffer.from("not a photo at all") });
  await upload.getByRole("button", { name: "Upload photo" }).click();
  await expect(upload.getByLabel("Photo")).toHaveAccessibleDescription(startsWith(PHOTO_NOT_AN_IMAGE));
  await expect(description).toHaveValue("The handi from the front");
  // A photo the shop's formats cannot hold (a 1 × 20,000 strip) is refused with the reason, not a 500.
  const strip = await sharp({ create: { width: 1, height: 20_000, channels: 3, background: "#b45309" } })
    .png()
    .toBuffer();
  await upload.getByLabel("Photo").setInputFiles({ name: "strip.png", mimeType: "image/png", buffer: strip });
  await upload.getByRole("button", { name: "Upload photo" }).click();
  await expect(upload.getByLabel("Photo")).toHaveAccessibleDescription(startsWith(PHOTO_TOO_ELONGATED));
  await expect(description).toHaveValue("The handi from the front");
  const photos = [
    {
      alt: "The handi from the front",
      file: { name: "front.jpg", mimeType: "image/jpeg", buffer: await makeTestPhoto(1600, 1200, "jpeg") },
    },
    {
      alt: "The handi with its lid off",
      file: { name: "open.png", mimeType: "image/png", buffer: await makeTestPhoto(1000, 1000, "png", "#0f766e") },
    },
  ];
  for (const [index, photo] of photos.entries()) {
    await description.fill(photo.alt);
    await upload.getByLabel("Photo").setInputFiles(photo.file);
    await upload.getByRole("button", { name: "Upload photo" }).click();
    await expect(operator.getByRole("heading", { name: `${index + 1} of 8 photos` })).toBeVisible();
  }
  await expect(flash(operator, "Photo added.")).toBeVisible();
  // The open handi goes first: it is the card's photo and the gallery's main one.
  await operator.getByRole("listitem", { name: "Photo 2 of 2" }).getByRole("button", { name: "Move earlier" }).click();
  await expect(flash(operator, "Photo moved.")).toBeVisible();
  await expect(operator.getByRole("listitem", { name: "Photo 1 of 2" }).getByRole("img")).toHaveAttribute(
    "alt",
    "The handi with its lid off",
  );
  await operator.getByRole("link", { name: `← ${name}` }).click();
  await expect(operator.getByRole("heading", { name, level: 1 })).toBeVisible();

  // The shop lists it under its category, its card showing the first photo in AVIF and WebP at several widths.
  await page.goto(`/products?category=handi&q=${encodeURIComponent(name)}`);
  const card = page.getByRole("article", { name });
  await expectResponsivePicture(page, card.locator("picture"), { widths: ["320w", "640w", "960w"], eager: true });
  await page.getByRole("link", { name }).first().click();
  await expect(page).toHaveURL(new RegExp(`/products/${slug}$`));
  await expect(page.getByRole("heading", { name, level: 1 })).toBeVisible();
  await expect(page.getByText("Rs 7,777").first()).toBeVisible();
  const gallery = page.getByRole("region", { name: `Pictures of ${name}` });
  await expect(gallery.getByRole("img", { name: "The handi with its lid off" })).toBeVisible();
  await expectResponsivePicture(page, gallery.locator("picture").first(), { widths: ["320w", "640w", "960w"], eager: true });
  await gallery.getByRole("link", { name: "Show picture 2 of 2" }).click();
  await expect(gallery.getByRole("img", { name: "The handi from the front" })).toBeVisible();
  await expectResponsivePicture(page, gallery.locator("picture").first(), { widths: ["320w", "640w", "960w", "1280w"], eager: true });
  await expect(page.locator('head link[rel="preload"][as="image"][type="image/avif"]')).toHaveCount(1);
  const orderId = await placeOrderThroughApi(page.request, baseURL!, { id: slug, size: "" });

  // A price change shows on its page at once.
  await operator.reload();
  await operator.getByLabel("Price in rupees").fill("8888");
  await operator.getByRole("button", { name: "Save changes" }).click();
  await expect(flash(operator, "Changes saved.")).toBeVisible();
  await page.reload();
  await expect(page.getByText("Rs 8,888").first()).toBeVisible();

  // Stock moves with a reason, in the ledger beside the order's.
  const stock = operator.getByRole("region", { name: "Stock", exact: true });
  await stock.getByLabel("Change in units").fill("-2");
  await stock.getByLabel("Reason").selectOption("damaged");
  await stock.getByRole("button", { name: "Adjust stock" }).click();
  await expect(flash(operator, "Stock is now 9.")).toBeVisible();
  const ledger = operator.getByRole("region", { name: "Stock ledger" });
  await expect(ledger.getByText("-1 · Ordered → 11 in stock")).toBeVisible();
  await expect(ledger.getByText("-2 · Damaged → 9 in stock")).toBeVisible();

  // Archived: gone from the listing, its page says so, and the earlier order still shows it.
  await operator.getByRole("button", { name: "Archive", exact: true }).click();
  await expect(flash(operator, "Product archived")).toBeVisible();
  await page.goto(`/products?q=${encodeURIComponent(name)}`);
  await expect(page.getByRole("link", { name })).toHaveCount(0);
  const gone = await page.goto(`/products/${slug}`);
  expect(gone?.status()).toBe(410);
  await expect(page.getByRole("heading", { name: "This product is no longer available" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Back to Products" })).toBeVisible();
  await page.goto(`/orders/${orderId}`);
  await expect(page.getByText(name)).toBeVisible();
  await expect(page.getByText(/Rs 7,777/).first()).toBeVisible();
});

test("a shopper gets the site's 404 on every catalogue page", async ({ page, shopper: _ }) => {
  for (const path of [
    "/admin/products",
    "/admin/products?lowStock=1",
    "/admin/products/new",
    "/admin/products/shahi-copper-handi",
    "/admin/products/shahi-copper-handi/photos",
  ]) {
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(404);
    await expect(page).toHaveTitle("Page not found — Cookware.pk");
  }
});

/** The message first; a hint may follow it in the description (without JavaScript, "Choose the file again."). */
function startsWith(message: string): RegExp {
  return new RegExp(`^${message.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}`);
}
