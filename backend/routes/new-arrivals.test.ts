import { beforeEach, expect, it } from "vitest";
import { DEFAULT_NEW_ARRIVAL_DAYS } from "../../contract/catalogue-admin";
import { defaultDeliveryRule } from "../../contract/delivery-fee";
import { settingsMessages } from "../../contract/store-settings";
import { createProduct, createUser } from "../test/fixtures";
import { describeOnEachDatabase, tokenFor } from "../test/harness";

const OPERATOR = tokenFor("operator-arrivals");
const SHOPPER = tokenFor("shopper-arrivals");
const DAY_MS = 24 * 60 * 60 * 1000;
const daysAgo = (days: number) => new Date(Date.now() - days * DAY_MS);

describeOnEachDatabase("New Arrivals", (backend) => {
  beforeEach(async () => {
    await backend.reset();
    await createUser(backend.db, "operator-arrivals");
  });

  const newArrivals = async () => {
    const answer = await backend.call("GET", "/products?collection=new", { token: SHOPPER });
    expect(answer.status).toBe(200);
    return answer.body.items.map((product: { id: string }) => product.id);
  };
  const settingsNow = async () => (await backend.call("GET", "/admin/settings", { token: OPERATOR })).body;
  const saveSettings = async (fields: Record<string, unknown>) =>
    backend.call("PUT", "/admin/settings", {
      token: OPERATOR,
      body: {
        version: (await settingsNow()).version,
        deliveryRule: defaultDeliveryRule,
        lowStockThreshold: 5,
        firstOrderLimitRupees: 30_000,
        ...fields,
      },
    });
  const flag = (productId: string, action: "mark-new" | "unmark-new", version: number) =>
    backend.call("POST", `/admin/products/${productId}/${action}`, { token: OPERATOR, body: { version } });

  it("holds the products added in the last 30 days by default, newest first, and none older", async () => {
    await createProduct(backend.db, { id: "added-today", createdAt: daysAgo(0) });
    await createProduct(backend.db, { id: "added-last-week", createdAt: daysAgo(7) });
    await createProduct(backend.db, { id: "added-29-days-ago", createdAt: daysAgo(29) });
    await createProduct(backend.db, { id: "added-31-days-ago", createdAt: daysAgo(31) });
    await createProduct(backend.db, { id: "added-last-year", createdAt: daysAgo(365) });
    await createProduct(backend.db, { id: "recent-but-archived", createdAt: daysAgo(1), status: "archived" });

    expect((await settingsNow()).newArrivalDays).toBe(DEFAULT_NEW_ARRIVAL_DAYS);
    expect(await newArrivals()).toEqual(["added-today", "added-last-week", "added-29-days-ago"]);
    // The whole listing still has them all.
    expect((await backend.call("GET", "/products?page=1", { token: SHOPPER })).body.total).toBe(5);
  });

  it("follows the operator's window as soon as it is saved, and keeps it when a client leaves it out", async () => {
    await createProduct(backend.db, { id: "added-last-week", createdAt: daysAgo(7) });
    await createProduct(backend.db, { id: "added-40-days-ago", createdAt: daysAgo(40) });
    expect(await newArrivals()).toEqual(["added-last-week"]);

    const widened = await saveSettings({ newArrivalDays: 60 });
    expect(widened.status).toBe(200);
    expect(widened.body).toMatchObject({ newArrivalDays: 60, defaults: { newArrivalDays: DEFAULT_NEW_ARRIVAL_DAYS } });
    expect(await newArrivals()).toEqual(["added-last-week", "added-40-days-ago"]);

    expect((await saveSettings({ newArrivalDays: 3 })).status).toBe(200);
    expect(await newArrivals()).toEqual([]);

    // A save that predates the setting changes the others and leaves the window as it was.
    const without = await saveSettings({ lowStockThreshold: 8 });
    expect(without.body).toMatchObject({ lowStockThreshold: 8, newArrivalDays: 3 });
  });

  it("refuses a window outside 1 to 365 whole days, saving nothing", async () => {
    for (const newArrivalDays of [0, -5, 366, 7.5, "thirty"]) {
      const refused = await saveSettings({ newArrivalDays });
      expect(refused.status, String(newArrivalDays)).toBe(400);
      expect(refused.body.fields).toMatchObject({ newArrivalDays: settingsMessages.newArrivalDays });
    }
    expect((await settingsNow()).version).toBe(0);
  });

  it("holds a product the operator marks new whatever its age, until they unmark it", async () => {
    const old = await createProduct(backend.db, { id: "old-favourite", createdAt: daysAgo(200) });
    await createProduct(backend.db, { id: "added-yesterday", createdAt: daysAgo(1) });
    expect(await newArrivals()).toEqual(["added-yesterday"]);

    const marked = await flag(old.id, "mark-new", old.version);
    expect(marked.status).toBe(200);
    expect(marked.body).toMatchObject({ markedNew: true, version: old.version + 1 });
    expect((await newArrivals()).sort()).toEqual(["added-yesterday", "old-favourite"]);
    const row = (await backend.call("GET", "/admin/products", { token: OPERATOR })).body.rows.find(
      (product: { _id: string }) => product._id === old.id,
    );
    expect(row.markedNew).toBe(true);

    // A stale version changes nothing.
    expect((await flag(old.id, "unmark-new", old.version)).status).toBe(409);
    expect((await newArrivals()).sort()).toEqual(["added-yesterday", "old-favourite"]);
    const unmarked = await flag(old.id, "unmark-new", old.version + 1);
    expect(unmarked.body).toMatchObject({ markedNew: false });
    expect(await newArrivals()).toEqual(["added-yesterday"]);
    expect((await flag(old.id, "mark-new", old.version + 2)).status).toBe(200);
    // Shoppers cannot mark anything.
    expect((await backend.call("POST", `/admin/products/${old.id}/unmark-new`, { token: SHOPPER, body: { version: 4 } })).status).toBe(403);
  });
});
