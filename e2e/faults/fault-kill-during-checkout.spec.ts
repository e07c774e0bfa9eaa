// Fault (b): the storefront process is killed (SIGKILL, no goodbye) while orders are being placed.
// After a restart on the same database every order exists completely or not at all.
import { randomUUID } from "node:crypto";
import { test, expect } from "@playwright/test";
import { startStorefront, type RunningProcess } from "../support/processes";
import {
  createFaultDatabase,
  FormClient,
  NO_DATABASE_REASON,
  ordersWithoutItems,
  productsInStock,
  storefrontSettings,
  testDatabaseUrl,
  type FaultDatabase,
} from "../support/fault-support";

const SHOPPERS = 12;
const KILL_AFTER_ANSWERS = 3;

test.describe("storefront killed during order placement", () => {
  test.skip(!testDatabaseUrl, NO_DATABASE_REASON);
  test.skip(({ javaScriptEnabled }) => !javaScriptEnabled, "request-level fault test: runs once, in the js project");
  test.setTimeout(90_000);

  let database: FaultDatabase;
  const storefronts: RunningProcess[] = [];

  test.beforeAll(async ({}, testInfo) => {
    if (!testDatabaseUrl || testInfo.project.use.javaScriptEnabled === false) return;
    database = await createFaultDatabase(testDatabaseUrl);
  });

  test.afterAll(async () => {
    await Promise.all(storefronts.map((storefront) => storefront.stop()));
    await database?.drop();
  });

  test("every order exists completely or not at all after a restart, and carts agree", async () => {
    const settings = storefrontSettings(database.url);
    const first = await startStorefront(settings);
    storefronts.push(first);

    const products = await productsInStock(database.sql, 2);
    expect(products.length).toBe(2);
    const stockBefore = new Map(products.map((product) => [product.id, product.stock]));

    // Each shopper: an address and a cart of two lines (2 of the first product, 1 of the second).
    const shoppers = Array.from({ length: SHOPPERS }, () => new FormClient(first.url));
    const addressIds: string[] = [];
    // Two at a time: a sign-up is a deliberately slow password hash, and CI machines are small.
    const prepare = async (index: number) => {
      const shopper = shoppers[index];
      await shopper.signUp();
      addressIds[index] = await shopper.addAddress();
      expect((await shopper.addToCart(products[0].id, 2, products[0].sizes[0])).status).toBe(303);
      expect((await shopper.addToCart(products[1].id, 1, products[1].sizes[0])).status).toBe(303);
    };
    for (let index = 0; index < SHOPPERS; index += 2) await Promise.all([prepare(index), prepare(index + 1)]);
    const keys = shoppers.map(() => randomUUID());

    // All checkouts at once; the process dies once a few are answered, with the rest in flight.
    let answered = 0;
    let firstAnswered = () => {};
    const firstAnswer = new Promise<void>((resolve) => (firstAnswered = resolve));
    const posts = shoppers.map((shopper, index) =>
      shopper
        .placeOrder(addressIds[index], keys[index])
        .then((answer) => {
          if (++answered === KILL_AFTER_ANSWERS) firstAnswered();
          return answer.status;
        })
        .catch(() => 0),
    );
    await firstAnswer;
    first.child.kill("SIGKILL");
    const statuses = await Promise.all(posts);
    console.log(`[fault] killed after ${answered} of ${SHOPPERS} checkouts were answered; statuses: ${statuses.join(",")}`);

    const second = await startStorefront(settings);
    storefronts.push(second);

    // Only this test's shoppers count (the demo account comes with orders of its own).
    const emails = shoppers.map((shopper) => shopper.shopper.email);
    const snapshot = async () => {
      const orders = await database.sql<{ id: string; user_id: string }[]>`
        select o.id, o.user_id from orders o join users u on u.id = o.user_id where u.email in ${database.sql(emails)}`;
      const carts = await database.sql<{ user_id: string; quantity: number }[]>`
        select c.user_id, c.quantity from cart_items c join users u on u.id = c.user_id where u.email in ${database.sql(emails)}`;
      return { orders, carts };
    };
    const checkConsistency = async () => {
      const { orders, carts } = await snapshot();
      expect(await ordersWithoutItems(database.sql), "orders without items").toEqual([]);
      const items = await database.sql<{ order_id: string; product_id: string; quantity: number }[]>`
        select order_id, product_id, quantity from order_items where order_id in ${database.sql(orders.length ? orders.map((order) => order.id) : [""])}`;
      for (const [index, shopper] of shoppers.entries()) {
        const [{ id: userId }] = await database.sql<{ id: string }[]>`select id from users where email = ${shopper.shopper.email}`;
        const own = orders.filter((order) => order.user_id === userId);
        const cart = carts.filter((line) => line.user_id === userId);
        expect(own.length, `orders of shopper ${index}`).toBeLessThanOrEqual(1);
        if (own.length === 1) {
          // Complete: both lines with their quantities, and the cart emptied.
          const lines = items.filter((item) => item.order_id === own[0].id).map((item) => `${item.product_id}x${item.quantity}`);
          expect(lines.sort()).toEqual([`${products[0].id}x2`, `${products[1].id}x1`].sort());
          expect(cart, `cart of shopper ${index} after their order`).toEqual([]);
        } else {
          // Not at all: the cart is still there, untouched.
          expect(cart.map((line) => line.quantity).sort()).toEqual([1, 2]);
        }
      }
      for (const [productId, stock] of stockBefore) {
        const sold = items.filter((item) => item.product_id === productId).reduce((sum, item) => sum + item.quantity, 0);
        const [row] = await database.sql<{ stock: number }[]>`select stock from products where id = ${productId}`;
        expect(row.stock + sold, `stock of ${productId}`).toBe(stock);
      }
      return orders.length;
    };

    const ordersAfterCrash = await checkConsistency();
    console.log(`[fault] ${ordersAfterCrash} of ${SHOPPERS} orders were written before the kill`);
    // A 303 to the confirmation page was only sent for an order that was committed.
    expect(ordersAfterCrash).toBeGreaterThanOrEqual(statuses.filter((status) => status === 303).length);

    // Each shopper presses Place Order again with the same page (same key): one order each, none doubled.
    for (const [index, shopper] of shoppers.entries()) {
      shopper.baseUrl = second.url;
      const answer = await shopper.placeOrder(addressIds[index], keys[index]);
      expect(answer.status, answer.text.slice(0, 300)).toBe(303);
      expect(answer.location).toMatch(/^\/order-confirmation\//);
      expect((await shopper.get("/cart")).status).toBe(200);
    }
    expect(await checkConsistency()).toBe(SHOPPERS);
  });
});
