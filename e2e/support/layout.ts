import { expect, type Page } from "@playwright/test";

/** A word the browser split across two lines, with the element it sits in (for the failure message). */
export type SplitWord = { word: string; in: string };

/**
 * Every visible word that wraps inside itself (e.g. "Searc / h"): a Range over each word of each
 * text node, and more than one line among its client rects. Words are runs of letters and digits,
 * so a break at a hyphen or a slash is allowed. Text in clipped screen-reader-only boxes is skipped.
 */
export async function wordsSplitAcrossLines(page: Page): Promise<SplitWord[]> {
  return page.evaluate(() => {
    const split: { word: string; in: string }[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    const skipped = new Set(["SCRIPT", "STYLE", "NOSCRIPT", "TEMPLATE", "OPTION", "TEXTAREA"]);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement;
      if (!parent || skipped.has(parent.tagName) || !parent.checkVisibility({ visibilityProperty: true })) continue;
      const box = parent.getBoundingClientRect();
      if (box.width <= 2 || box.height <= 2) continue;
      const text = node.textContent ?? "";
      for (const match of text.matchAll(/[\p{L}\p{N}]{2,}/gu)) {
        const range = document.createRange();
        range.setStart(node, match.index);
        range.setEnd(node, match.index + match[0].length);
        const rects = [...range.getClientRects()].filter((rect) => rect.width > 0 && rect.height > 0);
        const lines: number[] = [];
        for (const rect of rects) {
          if (!lines.some((top) => Math.abs(top - rect.top) < rect.height / 2)) lines.push(rect.top);
        }
        if (lines.length > 1) {
          const where = `${parent.tagName.toLowerCase()}${parent.className ? `.${String(parent.className).split(/\s+/).join(".")}` : ""}`;
          split.push({ word: match[0], in: where });
        }
      }
    }
    return split;
  });
}

/** Scrolls every sideways-scrolling box (carousels, rows of cards) to its far end. */
export async function scrollCarouselsToEnd(page: Page) {
  await page.evaluate(() => {
    for (const element of document.querySelectorAll<HTMLElement>("body *")) {
      const overflowX = getComputedStyle(element).overflowX;
      if ((overflowX === "auto" || overflowX === "scroll") && element.scrollWidth > element.clientWidth) {
        element.scrollTo({ left: element.scrollWidth, behavior: "instant" });
      }
    }
  });
}

/** How far the page itself scrolls sideways past the screen (0 when it does not). */
export function sidewaysOverflow(page: Page): Promise<number> {
  return page.evaluate(() => Math.max(0, document.documentElement.scrollWidth - window.innerWidth));
}

export const LAYOUT_WIDTHS = [375, 1280] as const;

/**
 * The page at each width: no word wraps inside itself, and nothing scrolls the page sideways,
 * also once every carousel has been scrolled to its end.
 */
export async function expectTidyLayout(page: Page, path: string, { widths = LAYOUT_WIDTHS }: { widths?: readonly number[] } = {}) {
  for (const width of widths) {
    await page.setViewportSize({ width, height: 900 });
    if (page.url() === "about:blank" || new URL(page.url()).pathname + new URL(page.url()).search !== path) await page.goto(path);
    await expect.poll(() => wordsSplitAcrossLines(page), { message: `words split on ${path} at ${width} px` }).toEqual([]);
    await scrollCarouselsToEnd(page);
    await expect.poll(() => sidewaysOverflow(page), { message: `${path} scrolls sideways at ${width} px` }).toBe(0);
    await expect.poll(() => wordsSplitAcrossLines(page), { message: `words split on ${path} at ${width} px, scrolled` }).toEqual([]);
  }
}
