// Fault (c): two storefront processes behind one load balancer share one PostgreSQL and one
// SESSION_SECRET. No state lives in a process, so a shopper may land on either, request by request.
import { test, expect } from "@playwright/test";
import { startStorefront, type RunningProcess } from "../support/processes";
import {
  createFaultDatabase,
  FormClient,
  NO_DATABASE_REASON,
  productsInStock,
  storefrontSettings,
  testDatabaseUrl,
  type FaultDatabase,
} from "../support/fault-support";

test.describe("two storefront processes on one database", () => {
  test.skip(!testDatabaseUrl, NO_DATABASE_REASON);
  test.skip(({ javaScriptEnabled }) => !javaScriptEnabled, "request-level fault test: runs once, in the js project");
  test.setTimeout(90_000);
  // Both tests share the two processes (one worker, in order).
  test.describe.configure({ mode: "default" });

  let database: FaultDatabase;
  let one: RunningProcess;
  let two: RunningProcess;

  test.beforeAll(async ({}, testInfo) => {
    if (!testDatabaseUrl || testInfo.project.use.javaScriptEnabled === false) return;
    database = await createFaultDatabase(testDatabaseUrl);
    const settings = storefrontSettings(database.url);
    // One after the other: the second finds the database migrated and seeded (the start-up lock is tested elsewhere).
    one = await startStorefront(settings);
    two = await startStorefront(settings);
  });

  test.afterAll(async () => {
    await Promise.all([one?.stop(), two?.stop()]);
    await database?.drop();
  });

  test("a cart edited through one is seen through the other", async () => {
    const [product] = await productsInStock(database.sql, 1);
    const shopper = new FormClient(one.url);
    await shopper.signUp();

    expect((await shopper.addToCart(product.id, 1, product.sizes[0])).status).toBe(303);
    const seenOnTwo = await shopper.get("/cart", two.url);
    expect(seenOnTwo.status).toBe(200);
    expect(seenOnTwo.text).toContain(escapeHtml(product.name));

    // Save a new quantity through the second process; the first shows it.
    shopper.baseUrl = two.url;
    const saved = await shopper.post("/cart", {
      intent: "save",
      "items[0].product": product.id,
      "items[0].size": product.sizes[0],
      "items[0].quantity": "3",
    });
    expect(saved.status, saved.text.slice(0, 300)).toBe(303);
    const quantities = await database.sql<{ quantity: number }[]>`
      select c.quantity from cart_items c join users u on u.id = c.user_id where u.email = ${shopper.shopper.email}`;
    expect(quantities).toEqual([{ quantity: 3 }]);
    const seenOnOne = await shopper.get("/cart", one.url);
    expect(seenOnOne.text).toContain(escapeHtml(product.name));
    expect(seenOnOne.text).toMatch(/value="3"/);

    // Remove it through the second; the first shows an empty cart.
    const removed = await shopper.post("/cart", {
      intent: "remove:0",
      "items[0].product": product.id,
      "items[0].size": product.sizes[0],
      "items[0].quantity": "3",
    });
    expect(removed.status).toBe(303);
    const emptyOnOne = await shopper.get("/cart", one.url);
    expect(emptyOnOne.text).toContain("Your cart is empty");
  });

  test("a session made on one is valid on the other, and signing out on one ends it on both", async () => {
    const signedUp = new FormClient(one.url);
    await signedUp.signUp();

    // Signed in afresh through the second process: a second session for the same account.
    const shopper = new FormClient(two.url, signedUp.shopper);
    const signIn = await shopper.post("/sign-in", {
      email: signedUp.shopper.email,
      password: signedUp.shopper.password,
      redirectTo: "/cart",
    });
    expect(signIn.status, signIn.text.slice(0, 300)).toBe(303);

    for (const url of [one.url, two.url]) {
      const profile = await shopper.get("/profile", url);
      expect(profile.status, `profile through ${url}`).toBe(200);
      expect(profile.text).toContain(escapeHtml(signedUp.shopper.email));
      expect((await shopper.get("/cart", url)).status).toBe(200);
    }

    // The cookie as it was before signing out, as a stolen or stale copy would be.
    const before = shopper.cookie;
    const signOut = await shopper.post("/sign-out", {}, one.url);
    expect(signOut.status).toBe(303);
    const stale = new FormClient(two.url, signedUp.shopper);
    stale.cookie = before;
    const afterSignOut = await stale.get("/cart");
    expect(afterSignOut.status).toBe(401);
    expect(afterSignOut.text).not.toContain(escapeHtml(signedUp.shopper.email));

    // The other session (made on the first process at sign-up) is untouched.
    expect((await signedUp.get("/cart", two.url)).status).toBe(200);
  });
});

function escapeHtml(text: string) {
  return text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;").replace(/'/g, "&#x27;");
}
