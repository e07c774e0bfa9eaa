// The store's health in the back office (issue 40): a mail that cannot be sent shows on /admin/system with its reason.
import { randomBytes } from "node:crypto";
import { expect, OPERATOR_ACCOUNT, test } from "../fixtures";
import { freePort, newDataDir, startStorefront, type RunningProcess } from "../support/processes";

let store: RunningProcess;
let closedSmtpPort: number;

test.beforeAll(async () => {
  test.setTimeout(240_000);
  // Nothing listens there: every mail fails with the connection refused, as with a mail server that is down.
  closedSmtpPort = await freePort();
  store = await startStorefront({
    SESSION_SECRET: randomBytes(32).toString("base64url"),
    SEED_DEMO: "true",
    CLERK_PUBLISHABLE_KEY: "",
    CLERK_SECRET_KEY: "",
    SMTP_URL: `smtp://127.0.0.1:${closedSmtpPort}`,
    DATA_DIR: newDataDir("system-page"),
  });
});
test.afterAll(async () => {
  await store?.stop();
});

test("shows the failed mail with its reason, the process that answered, the migrations and the settings, secrets hidden", async ({
  browser,
  javaScriptEnabled,
}) => {
  const context = await browser.newContext({ baseURL: store.url, javaScriptEnabled });
  const page = await context.newPage();
  const signedIn = await page.request.post("/sign-in", {
    form: { email: OPERATOR_ACCOUNT.email, password: OPERATOR_ACCOUNT.password, redirectTo: "/admin" },
    headers: { Origin: store.url },
    maxRedirects: 0,
  });
  expect(signedIn.status()).toBe(303);
  // A mail the store must send: a password reset for the operator's own address.
  const asked = await page.request.post("/forgot-password", {
    form: { email: OPERATOR_ACCOUNT.email },
    headers: { Origin: store.url },
    maxRedirects: 0,
  });
  expect(asked.status()).toBe(303);

  await page.goto("/admin");
  await page.getByRole("navigation", { name: "Operations" }).getByRole("link", { name: "System" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "System" })).toBeVisible();
  const failures = page.getByRole("region", { name: "Emails and messages" });
  await expect(async () => {
    await page.reload();
    await expect(failures.getByRole("row", { name: new RegExp(OPERATOR_ACCOUNT.email) })).toBeVisible({ timeout: 1_000 });
  }).toPass({ timeout: 30_000 });
  const row = failures.getByRole("row", { name: new RegExp(OPERATOR_ACCOUNT.email) });
  await expect(row).toContainText(`ECONNREFUSED 127.0.0.1:${closedSmtpPort}`);
  await expect(row).toContainText(/Attempt 1 failed; next try/);
  await expect(row).toContainText("Retries on its own");
  await expect(failures.getByRole("row", { name: /^email/ })).toContainText("1");

  const running = page.getByRole("region", { name: "The store" });
  await expect(running).toContainText("Embedded PGlite, in DATA_DIR");
  await expect(running).toContainText(/(\d+) of \1 applied, the newest \d{4}_\w+/);
  await expect(running.getByRole("row", { name: /answered this page/ })).toContainText("Hearing the database");

  await expect(page.getByRole("region", { name: "Backups" })).toContainText("Not scheduled (BACKUP_EVERY_HOURS): run npm run backup");
  await expect(page.getByRole("region", { name: "Backups" })).toContainText("None yet");

  const settings = page.getByRole("region", { name: "Settings in force" });
  await expect(settings.getByRole("row", { name: /^SMTP_URL/ })).toContainText(`smtp://127.0.0.1:${closedSmtpPort}`);
  await expect(settings.getByRole("row", { name: /^SESSION_SECRET/ })).toContainText("set (hidden)");
  await expect(settings.getByRole("row", { name: /^SEED_DEMO/ })).toContainText("the environment");
  // The storefront's own settings too, once each.
  await expect(settings.getByRole("row", { name: /^PORT/ })).toContainText(new URL(store.url).port);
  await expect(settings.getByRole("row", { name: /^SESSION_SECRET/ })).toHaveCount(1);

  // On a phone every table turns into cards: nothing wider than the screen.
  await page.setViewportSize({ width: 375, height: 800 });
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  await context.close();
});
