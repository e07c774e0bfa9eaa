/**
 * Issue 40: a store backed up with `npm run backup` and restored with `npm run restore` into a fresh
 * DATA_DIR (and database) starts with the same orders, photo bytes, accounts, sessions and stock.
 * On PGlite the backup is asked of the running store (PGlite opens in one process only); on
 * PostgreSQL it is pg_dump's.
 */
import { existsSync, readdirSync, rmSync, statSync } from "node:fs";
import { join } from "node:path";
import sharp from "sharp";
import { afterAll, describe, expect, it } from "vitest";
import { createScratchDatabase, testDrivers } from "../test/harness";
import { call, migratedDataDir, newFolder, runScript, signIn, startStore, type RunningStore } from "../test/backup-support";

const PRODUCT = "cast-iron-roti-tawa";
const SHOPPER = ["demo@example.com", "cookware-demo"] as const;
const OPERATOR = ["operator@example.com", "cookware-operator"] as const;

const filesIn = (folder: string) => (existsSync(folder) ? readdirSync(folder).sort() : []);

async function until(condition: () => boolean, what: string) {
  const deadline = Date.now() + 30_000;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error(`never happened: ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

describe.each(testDrivers)("a backup's round trip [%s]", (driver) => {
  const folders = { source: newFolder("backup-source"), restored: newFolder("backup-restored"), backups: newFolder("backups") };
  const cleanups: (() => Promise<void>)[] = [];
  const stores: RunningStore[] = [];

  async function database(): Promise<Record<string, string>> {
    if (driver === "pglite") return {};
    const scratch = await createScratchDatabase(process.env.TEST_DATABASE_URL!);
    cleanups.push(scratch.drop);
    return { DATABASE_URL: scratch.url };
  }

  async function start(env: Record<string, string>) {
    const store = await startStore(env);
    stores.push(store);
    return store;
  }

  afterAll(async () => {
    await Promise.all(stores.map((store) => store.stop()));
    for (const cleanup of cleanups) await cleanup();
    for (const folder of Object.values(folders)) rmSync(folder, { recursive: true, force: true });
  });

  it("restores the same orders, photo bytes, accounts, sessions and stock into a fresh store", async () => {
    const sourceDatabase = await database();
    // Started from a migrated embedded database (the harness's template): the store only seeds it.
    if (driver === "pglite") {
      rmSync(folders.source, { recursive: true, force: true });
      folders.source = await migratedDataDir("backup-source");
    }
    const store = await start({ DATA_DIR: folders.source, SEED_DEMO: "true", ...sourceDatabase });
    const shopper = await signIn(store, folders.source, ...SHOPPER);
    const operator = await signIn(store, folders.source, ...OPERATOR);

    const png = await sharp({ create: { width: 300, height: 200, channels: 3, background: { r: 180, g: 90, b: 30 } } })
      .png()
      .toBuffer();
    const form = new FormData();
    form.set("photo", new File([new Uint8Array(png)], "tawa.png", { type: "image/png" }));
    form.set("alt", "A roti tawa on the stove");
    const uploaded = await call(store, operator.token, `/admin/products/${PRODUCT}/photos`, { method: "POST", body: form });
    expect(uploaded.status).toBe(201);
    const photoFile: string = uploaded.body.photos[0].files[0].file;
    const photoBytes = (await call(store, null, `/media/${photoFile}`)).body as Buffer;

    const [address] = (await call(store, shopper.token, "/users/address")).body;
    const profile = JSON.stringify({ name: "Demo Shopper", phone: "0300 1234567" });
    expect((await call(store, shopper.token, "/users/profile", { method: "PUT", body: profile })).status).toBe(200);
    const cartItem = JSON.stringify({ productId: PRODUCT, quantity: 2, size: "30 cm" });
    expect((await call(store, shopper.token, "/cart/items", { method: "POST", body: cartItem })).status).toBe(200);
    const order = JSON.stringify({ shippingAddress: address._id, paymentMethod: "cod" });
    const placed = await call(store, shopper.token, "/orders/create", {
      method: "POST",
      body: order,
      headers: { "Idempotency-Key": "round-trip" },
    });
    expect(placed.status).toBe(201);
    const orders = (await call(store, shopper.token, "/orders/history")).body;
    expect(orders).toHaveLength(3);
    const product = (await call(store, shopper.token, `/products/${PRODUCT}`)).body;
    // The outbox has sent the order's confirmation (kept as a file without SMTP_URL).
    await until(() => filesIn(join(folders.source, "mail")).length > 0, "the order's confirmation is kept");

    const backup = await runScript("backup.mjs", [], { DATA_DIR: folders.source, BACKUP_DIR: folders.backups, ...sourceDatabase });
    expect(backup.stderr).toBe("");
    expect(backup.code).toBe(0);
    if (driver === "postgres") {
      const [written] = filesIn(folders.backups).filter((name) => name.endsWith(".tar"));
      const overRunningStore = await runScript("restore.mjs", [join(folders.backups, written), "--force"], {
        DATA_DIR: folders.restored,
        ...sourceDatabase,
      });
      expect(overRunningStore.stderr).toMatch(/^restore failed: 1 store process\(es\) are connected to DATABASE_URL's database: stop them/);
    }
    await store.stop();
    const [archive] = filesIn(folders.backups).filter((name) => name.endsWith(".tar"));
    expect(statSync(join(folders.backups, archive)).mode & 0o777).toBe(0o600);

    const targetDatabase = await database();
    const restore = await runScript("restore.mjs", [join(folders.backups, archive)], { DATA_DIR: folders.restored, ...targetDatabase });
    expect(restore.stderr).toBe("");
    expect(restore.code).toBe(0);
    expect(filesIn(join(folders.restored, "mail"))).toEqual(filesIn(join(folders.source, "mail")));

    const restored = await start({ DATA_DIR: folders.restored, SEED_DEMO: "false", ...targetDatabase });
    // The session secret and the sessions came along: the token minted before the backup still works.
    expect(await call(restored, shopper.token, "/orders/history")).toEqual({ status: 200, body: orders });
    const again = await signIn(restored, folders.restored, ...SHOPPER);
    expect(again.status).toBe(200);
    expect((await call(restored, again.token, `/products/${PRODUCT}`)).body).toEqual(product);
    const photoAgain = await call(restored, null, `/media/${photoFile}`);
    expect(photoAgain.status).toBe(200);
    expect(Buffer.compare(photoAgain.body as Buffer, photoBytes)).toBe(0);
  }, 150_000);
});
