import { expect, type Page } from "@playwright/test";
import { expectTidyLayout } from "./layout";
import { en } from "../../app/locales/en";
import { ur } from "../../app/locales/ur";

// Every English text of the catalogue that Urdu says differently, as a whole-text pattern
// ("Showing {{count}} product(s)" matches "Showing 12 product(s)", not a product called "Handi Set").
const englishTexts = Object.entries(en).flatMap(([namespace, strings]) =>
  Object.entries(strings as Record<string, string>)
    .filter(([key, text]) => (ur as unknown as Record<string, Record<string, string>>)[namespace][key] !== text)
    .map(([, text]) => text),
);
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
const englishPatterns = englishTexts.map((text) => new RegExp(`^${escape(text).replace(/\\\{\\\{\w+\\\}\\\}/g, ".+")}$`, "s"));

/** What a shopper reads or hears: visible text, and names, placeholders and alt texts; not what is marked lang="en" (the catalogue's data). */
async function shopperTexts(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const texts: string[] = [];
    const english = (element: Element) => element.closest("[lang]:not(html)")?.getAttribute("lang") === "en";
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement;
      if (!parent || ["SCRIPT", "STYLE", "TEMPLATE"].includes(parent.tagName) || english(parent)) continue;
      if (!parent.checkVisibility() && !parent.closest(".sr-only")) continue;
      const text = (node.textContent ?? "").trim();
      if (text) texts.push(text);
    }
    for (const element of document.querySelectorAll("[aria-label], [placeholder], img[alt], title")) {
      if (english(element)) continue;
      for (const value of [element.getAttribute("aria-label"), element.getAttribute("placeholder"), element.getAttribute("alt")]) {
        if (value?.trim()) texts.push(value.trim());
      }
    }
    texts.push(document.title);
    return texts;
  });
}

/** The catalogue's English texts a shopper can read or hear on the page (none, on a translated Urdu page). */
export async function englishLeftOn(page: Page): Promise<string[]> {
  const texts = await shopperTexts(page);
  return texts.filter((text) => englishPatterns.some((pattern) => pattern.test(text)));
}

/**
 * The catalogue's product names the page shows outside an element marked lang="en" (a screen reader
 * would read them with Urdu's voice), each as the text it sits in.
 */
export async function productNamesOutsideEnglish(page: Page, names: string[]): Promise<string[]> {
  return page.evaluate((names) => {
    const found: string[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement;
      const text = node.textContent ?? "";
      if (!parent?.checkVisibility() || !names.some((name) => text.includes(name))) continue;
      if (parent.closest("[lang]")?.getAttribute("lang") !== "en") found.push(text.trim());
    }
    return found;
  }, names);
}

/** Each page in Urdu: lang and dir on <html>, none of the catalogue's English, and a tidy 375 px layout. */
export async function expectUrduPages(page: Page, paths: string[]) {
  for (const path of paths) {
    await page.setViewportSize({ width: 375, height: 900 });
    await page.goto(path);
    await expect(page.locator("html"), path).toHaveAttribute("lang", "ur");
    await expect(page.locator("html"), path).toHaveAttribute("dir", "rtl");
    expect(await englishLeftOn(page), `English left on ${path}`).toEqual([]);
    await expectTidyLayout(page, path, { widths: [375] });
  }
}
