import type { Locator, Page } from "@playwright/test";
import { ur } from "../../app/locales/ur";
import { expect, test } from "../fixtures";

/**
 * Where the first and the last character of `text` are drawn inside the element's text (the left
 * edges of their boxes, from a Range over each), and whether they share a line: a number read left
 * to right draws its first digit left of its last one.
 */
async function drawnEdges(locator: Locator, text: string) {
  return locator.evaluate((element, text) => {
    const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const at = (node.textContent ?? "").indexOf(text);
      if (at < 0) continue;
      const box = (offset: number) => {
        const range = document.createRange();
        range.setStart(node, offset);
        range.setEnd(node, offset + 1);
        return range.getBoundingClientRect();
      };
      const [first, last] = [box(at), box(at + text.length - 1)];
      return { first: first.left, last: last.left, sameLine: Math.abs(first.top - last.top) < 2 };
    }
    return null;
  }, text);
}

async function expectDrawnInOrder(page: Page, text: string) {
  const holder = page.getByText(text).first();
  await expect(holder).toBeVisible();
  const edges = await drawnEdges(holder, text);
  expect(edges, `"${text}" on the page`).not.toBeNull();
  expect(edges!.sameLine, `"${text}" on one line`).toBe(true);
  expect(edges!.first, `"${text}" drawn left to right inside the Urdu sentence`).toBeLessThan(edges!.last);
}

test.describe("Urdu layout", () => {
  test("a phone number, a range of days and a size range keep their order inside Urdu sentences", async ({ page, shopper }) => {
    expect(shopper.email).toContain("@");
    // "…میں 2-3 کاروباری دن۔": after Urdu letters, an unisolated "2-3" is drawn "3-2".
    await page.goto("/shipping-returns?lng=ur");
    await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
    await expectDrawnInOrder(page, "2-3");
    // "…جیسے 0300 1234567": unisolated, it is drawn "1234567 0300".
    await page.goto("/profile?edit=1&lng=ur");
    await expect(page.getByText(ur.profile.phoneHint)).toBeVisible();
    await expectDrawnInOrder(page, "0300 1234567");
    // "چھوٹا (2–5)" among the listing's size filters.
    await page.goto("/products?lng=ur");
    await expectDrawnInOrder(page, "2–5");
  });

  test("Urdu headings are drawn in the bold Naskh, and body text a size up with room for its dots", async ({ page, shopper }) => {
    expect(shopper.email).toContain("@");
    await page.goto("/products?lng=ur");
    const heading = page.getByRole("heading", { level: 1, name: ur.listing.allProducts });
    await expect(heading).toBeVisible();
    const style = await heading.evaluate((element) => {
      const computed = getComputedStyle(element);
      return { weight: Number(computed.fontWeight), family: computed.fontFamily };
    });
    expect(style.weight).toBeGreaterThanOrEqual(700);
    expect(style.family).toContain("Noto Naskh Arabic Urdu");
    // The face the heading uses is the bold file, loaded; not the regular one thickened.
    await expect
      .poll(() =>
        page.evaluate(async () => {
          await document.fonts.ready;
          return [...document.fonts]
            .filter((face) => face.family.replace(/"/g, "") === "Noto Naskh Arabic Urdu" && face.status === "loaded")
            .map((face) => face.weight);
        }),
      )
      .toContain("600 700");
    expect(await page.evaluate(() => document.fonts.check('700 32px "Noto Naskh Arabic Urdu"', "ہانڈی"))).toBe(true);

    const body = await page.locator("body").evaluate((element) => {
      const computed = getComputedStyle(element);
      return { size: parseFloat(computed.fontSize), lineHeight: parseFloat(computed.lineHeight) };
    });
    expect(body.size).toBe(17);
    expect(body.lineHeight / body.size).toBeCloseTo(1.7, 2);
  });

  test("email and phone fields are typed left to right on Urdu pages", async ({ page }) => {
    await page.goto("/contact-us?lng=ur");
    for (const label of [ur.contact.emailAddress, ur.contact.phoneOptional]) {
      const field = page.getByLabel(label);
      await expect(field).toHaveAttribute("dir", "ltr");
      expect(await field.evaluate((element) => getComputedStyle(element).direction)).toBe("ltr");
    }
    await page.getByLabel(ur.contact.emailAddress).fill("ali@");
    const edges = await page
      .getByLabel(ur.contact.emailAddress)
      .evaluate((input: HTMLInputElement) => ({ value: input.value, direction: getComputedStyle(input).direction }));
    expect(edges).toEqual({ value: "ali@", direction: "ltr" });
  });
});
