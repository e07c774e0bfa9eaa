import { execFile } from "node:child_process";
import { readdirSync } from "node:fs";
import { join } from "node:path";
import { promisify } from "node:util";
import { expect, newShopper, REQUEST_LEVEL, signInThroughForm, signUpThroughApi, test } from "../fixtures";
import { PLENTIFUL_PRODUCT, stockLeft } from "../support/buying-support";
import { placeOrderThroughApi } from "../support/operating-support";
import { newDataDir, startStorefront, type RunningProcess } from "../support/processes";

/*
 * Issue 40: `npm run backup` while the store runs on its embedded database (the store makes the copy:
 * PGlite opens in one process only), `npm run restore` into a fresh DATA_DIR, and the storefront started
 * on it has the shopper's account (the old password signs in), the old session, the order and the stock.
 * PostgreSQL's round trip is backend/ops/backup-round-trip.test.ts.
 */
const command = promisify(execFile);
const run = (script: string, args: string[], env: Record<string, string>) =>
  command(process.execPath, [script, ...args], { env: { ...process.env, DATABASE_URL: "", ...env } });

test.describe("a backup restored into a fresh DATA_DIR", () => {
  const stores: RunningProcess[] = [];
  test.afterAll(async () => {
    await Promise.all(stores.map((store) => store.stop()));
  });

  test("starts a store with the same account, session, order and stock", async ({ browser, javaScriptEnabled }) => {
    test.skip(javaScriptEnabled, REQUEST_LEVEL);
    test.setTimeout(300_000);
    // No SESSION_SECRET: the generated one, in DATA_DIR, must travel with the archive.
    const settings = { SEED_DEMO: "true", CLERK_PUBLISHABLE_KEY: "", CLERK_SECRET_KEY: "", SESSION_SECRET: "" };
    const source = newDataDir("backup-source");
    const original = await startStorefront({ ...settings, DATA_DIR: source });
    stores.push(original);
    const context = await browser.newContext({ baseURL: original.url, javaScriptEnabled });
    const page = await context.newPage();
    const shopper = newShopper("backup");
    await signUpThroughApi(page.request, original.url, shopper);
    const orderId = await placeOrderThroughApi(page.request, original.url, PLENTIFUL_PRODUCT);
    const stock = await stockLeft(page.request, original.url, PLENTIFUL_PRODUCT.id, PLENTIFUL_PRODUCT.size);

    const backups = newDataDir("backups");
    const backup = await run("scripts/backup.mjs", [], { DATA_DIR: source, BACKUP_DIR: backups });
    expect(backup.stdout).toMatch(/^Backup written: .*cookware-backup-.*\.tar/);
    await original.stop();
    const [archive] = readdirSync(backups).filter((name) => name.endsWith(".tar"));
    const restoredDir = join(newDataDir("backup-restored"), "data");
    await run("scripts/restore.mjs", [join(backups, archive)], { DATA_DIR: restoredDir });

    const restored = await startStorefront({ ...settings, SEED_DEMO: "false", DATA_DIR: restoredDir });
    stores.push(restored);
    // The old session's cookie (cookies name a host, not a port) is still good there.
    const ordersPage = await page.request.get(`${restored.url}/orders`);
    expect(await ordersPage.text()).toContain(orderId);

    const fresh = await browser.newContext({ baseURL: restored.url, javaScriptEnabled });
    const again = await fresh.newPage();
    await again.goto("/sign-in");
    await signInThroughForm(again, shopper.email, shopper.password);
    await again.goto("/orders");
    await expect(again.getByText(orderId, { exact: true })).toBeVisible();
    expect(await stockLeft(again.request, restored.url, PLENTIFUL_PRODUCT.id, PLENTIFUL_PRODUCT.size)).toBe(stock);
    await fresh.close();
    await context.close();
  });
});
