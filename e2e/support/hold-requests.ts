import type { Page } from "@playwright/test";

/**
 * Holds the browser's requests matching `url` (only `method`'s, when given) until `release` is
 * called, to see a page while they are in flight.
 */
export async function holdRequests(page: Page, url: RegExp, method?: string): Promise<() => void> {
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(url, async (route) => {
    if (!method || route.request().method() === method) await held;
    await route.continue();
  });
  return release;
}
