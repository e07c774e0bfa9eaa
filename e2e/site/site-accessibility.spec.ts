import type { Locator, Page } from "@playwright/test";
import { ur } from "../../app/locales/ur";
import { INCORRECT_CREDENTIALS } from "../../contract/auth";
import { addToCart, PLENTIFUL_PRODUCT } from "../support/buying-support";
import { expect, hasJavaScript, test } from "../fixtures";
import { placeOrderThroughApi } from "../support/operating-support";
import { sidewaysOverflow } from "../support/layout";
import { card } from "../support/shopping-support";

const SIGN_IN_TITLE = "Sign in — Cookware.pk";

/** Hydrated: both header menus are enhanced once the header's script runs. */
async function hydrated(page: Page) {
  await expect(page.locator('details[data-enhanced="true"]')).toHaveCount(2);
}

/** The sRGB bytes a CSS colour paints as (computed colours may be oklch, which only a canvas turns into sRGB). */
async function paintedColour(locator: Locator, property: "color" | "backgroundColor"): Promise<[number, number, number]> {
  return locator.evaluate((element, name) => {
    const canvas = document.createElement("canvas");
    canvas.width = canvas.height = 1;
    const context = canvas.getContext("2d")!;
    context.fillStyle = getComputedStyle(element)[name];
    context.fillRect(0, 0, 1, 1);
    const [red, green, blue] = context.getImageData(0, 0, 1, 1).data;
    return [red, green, blue] as [number, number, number];
  }, property);
}

function contrastRatio(first: [number, number, number], second: [number, number, number]): number {
  const luminance = (rgb: [number, number, number]) => {
    const [r, g, b] = rgb.map((byte) => {
      const channel = byte / 255;
      return channel <= 0.04045 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
    });
    return 0.2126 * r + 0.7152 * g + 0.0722 * b;
  };
  const [light, dark] = [luminance(first), luminance(second)].sort((a, b) => b - a);
  return (light + 0.05) / (dark + 0.05);
}

test.describe("titles", () => {
  test("a page that asks a signed-out visitor to sign in is titled so, in the page's language", async ({ page }) => {
    for (const path of ["/cart", "/orders", "/orders/ORD-404", "/checkout", "/order-confirmation/ORD-404"]) {
      await page.goto(path);
      await expect(page.getByRole("heading", { name: "Please sign in" }), path).toBeVisible();
      await expect(page, path).toHaveTitle(SIGN_IN_TITLE);
    }
    // A `?lng=` address names the language and keeps it for the next pages.
    await page.goto("/cart?lng=ur");
    await expect(page).toHaveTitle(`${ur.errors["signInPrompt.signIn"]} — Cookware.pk`);
    await page.goto("/no-such-page");
    await expect(page).toHaveTitle(`${ur.errors["error.notFoundTitle"]} — Cookware.pk`);
  });
});

test.describe("focus", () => {
  test("after a client-side navigation, focus is on the new page's heading and the title is the new page's", async ({
    page,
    shopper: _,
  }, testInfo) => {
    test.skip(!hasJavaScript(testInfo), "client-side navigation needs JavaScript; without it every page is a full load");
    await page.goto("/home");
    await hydrated(page);
    await page.getByRole("banner").getByRole("link", { name: "Cart", exact: false }).first().click();
    await expect(page).toHaveURL(/\/cart$/);
    await expect(page.locator("h1")).toBeFocused();
    await expect(page).toHaveTitle("Your Cart — Cookware.pk");
  });

  test("after a wrong password, focus stays on Sign in, beside the message", async ({ page }, testInfo) => {
    test.skip(!hasJavaScript(testInfo), "without JavaScript the refusal is a new page, focused from its top");
    await page.goto("/sign-in");
    await hydrated(page);
    await page.getByLabel("Email").fill("nobody@example.com");
    await page.getByLabel("Password").fill("not-the-password");
    const submit = page.getByRole("button", { name: "Sign in", exact: true });
    await submit.focus();
    await page.keyboard.press("Enter");
    await expect(page.getByRole("alert").filter({ hasText: INCORRECT_CREDENTIALS })).toBeVisible();
    await expect(submit).toBeFocused();
  });
});

test.describe("the toast", () => {
  test("is read from a live region that was there before it, in colours of at least 4.5:1", async ({ page, shopper: _ }, testInfo) => {
    test.skip(!hasJavaScript(testInfo), "the toast answers a card's add without leaving the page, which needs JavaScript");
    await page.goto("/products?category=handi");
    await hydrated(page);
    const productCard = card(page, "Noor Marble-Coated Handi");
    const status = productCard.getByRole("status");
    await expect(status).toHaveCount(1);
    await expect(status).toHaveText("");
    await productCard.getByRole("combobox").selectOption({ index: 1 });
    await productCard.getByRole("button", { name: "Add to cart" }).click();
    await expect(status).toHaveText("Item added to cart!");
    const toast = status.locator("p");
    const ratio = contrastRatio(await paintedColour(toast, "color"), await paintedColour(toast, "backgroundColor"));
    expect(ratio, `toast contrast ${ratio.toFixed(2)}:1`).toBeGreaterThanOrEqual(4.5);
  });
});

test.describe("the back office", () => {
  test("is English, left to right, under the Urdu cookie; the shop's header around it stays Urdu", async ({ operatorPage: page }) => {
    await page.goto("/admin/orders?lng=ur");
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(page.locator("html")).toHaveAttribute("lang", "en");
    await expect(page.locator("html")).toHaveAttribute("dir", "ltr");
    await expect(page.locator('[lang="ur"][dir="rtl"]').getByRole("banner")).toHaveCount(1);
  });
});

test.describe("the hero carousel", () => {
  test("keeps the slides out of sight out of the Tab order (with JavaScript; without it, Tab scrolls to them)", async ({
    page,
  }, testInfo) => {
    await page.goto("/home");
    const carousel = page.getByRole("region", { name: /./ }).and(page.locator('[aria-roledescription="carousel"]'));
    if (hasJavaScript(testInfo)) await hydrated(page);
    const tabStops = await carousel.evaluate(
      (section) =>
        [...section.querySelectorAll<HTMLElement>("a[href], button")].filter(
          (element) => element.tabIndex >= 0 && !element.closest("[inert]"),
        ).length,
    );
    // The current slide's "Shop now" and the four dots; without JavaScript every slide's "Shop now".
    expect(tabStops).toBe(hasJavaScript(testInfo) ? 5 : 8);
  });
});

test.describe("reflow", () => {
  test.beforeEach(({}, testInfo) => test.skip(hasJavaScript(testInfo), "layout is the stylesheet's: measured in the no-js project"));

  test("no page scrolls sideways at 320 px, in English and Urdu, nor with text at 200% at 1280 px", async ({
    page,
    baseURL,
    shopper: _,
    operatorPage,
  }) => {
    test.setTimeout(120_000);
    const orderId = await placeOrderThroughApi(page.request, baseURL!);
    await addToCart(page.request, baseURL!, PLENTIFUL_PRODUCT.id, 1, PLENTIFUL_PRODUCT.size);
    const shopperPaths = ["/home", "/products", `/products/${PLENTIFUL_PRODUCT.id}`, "/cart", "/checkout"];
    const measure = async (target: Page, path: string, how: string) => {
      await target.goto(path);
      // Set through the CSSOM: the store's Content-Security-Policy refuses an added <style>.
      if (how.includes("200%")) await target.evaluate(() => document.documentElement.style.setProperty("font-size", "200%"));
      await expect.poll(() => sidewaysOverflow(target), { message: `${path} scrolls sideways (${how})` }).toBe(0);
    };
    for (const [width, how] of [
      [320, "320 px"],
      [1280, "1280 px, text at 200%"],
    ] as const) {
      await page.setViewportSize({ width, height: 800 });
      await operatorPage.setViewportSize({ width, height: 800 });
      for (const language of ["en", "ur"]) {
        for (const path of shopperPaths) await measure(page, `${path}?lng=${language}`, `${how}, ${language}`);
      }
      await measure(operatorPage, `/admin/orders/${orderId}`, how);
    }
  });
});

test.describe("the sticky header", () => {
  /** How far the element's top is below the header's bottom (negative: partly hidden under it). */
  async function clearance(page: Page, element: Locator): Promise<number> {
    const header = (await page.getByRole("banner").boundingBox())!;
    return (await element.boundingBox())!.y - (header.y + header.height);
  }

  test("hides neither a #fragment's target nor checkout's Edit Cart when Shift+Tab comes back up to it, on a phone", async ({
    page,
    baseURL,
    shopper: _,
  }) => {
    await addToCart(page.request, baseURL!, PLENTIFUL_PRODUCT.id, 1, PLENTIFUL_PRODUCT.size);
    for (const [width, language] of [
      [375, "en"],
      [320, "ur"],
    ] as const) {
      await page.setViewportSize({ width, height: 640 });
      await page.goto(`/checkout?lng=${language}#order-summary-heading`);
      const summary = page.getByRole("region", { name: language === "en" ? "Order Summary" : ur.cart.orderSummary });
      await expect(summary.getByRole("heading")).toBeInViewport();
      expect(await clearance(page, summary.getByRole("heading")), `the #fragment at ${width} px (${language})`).toBeGreaterThanOrEqual(0);

      // From the footer's first link at the foot of the page, Edit Cart (the link before it) is above the screen.
      const editCart = summary.getByRole("link", { name: language === "en" ? "Edit Cart" : ur.checkout.editCart });
      await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
      await page.getByRole("contentinfo").getByRole("link").first().focus();
      await expect(editCart).not.toBeInViewport();
      await page.keyboard.press("Shift+Tab");
      await expect(editCart).toBeFocused();
      expect(await clearance(page, editCart), `Edit Cart at ${width} px (${language})`).toBeGreaterThanOrEqual(0);
    }
  });
});
