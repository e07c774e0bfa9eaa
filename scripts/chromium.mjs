// @ts-check
// Debian's Chromium and the flags it runs with everywhere here (browser tests, the bench, Lighthouse):
// Playwright's own browser download is impossible on these machines.
export const chromiumPath = process.env.CHROMIUM_PATH || "/usr/bin/chromium";

export const chromiumArgs = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
  "--disable-quic",
];
