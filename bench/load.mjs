// @ts-check
// npm run bench:load: 200 virtual shoppers, each with an account of their own, browse, fill and edit
// carts and place orders against the production server on PostgreSQL for 60 seconds, from a second
// process on loopback. Prints throughput, latency per route and answers by status, then checks the
// database: every order answered exists once with its items, stock never below zero, units sold
// equal stock taken, no cart holding what was ordered. It measures and prints; targets are printed
// beside the figures, never asserted as times (the exit code is 1 only when a data check fails).
//
// Settings (environment): DATABASE_URL (else a fresh database on postgres://postgres@127.0.0.1:5432),
// BUILD_DIR, WEB_CONCURRENCY (the server's processes, default one per core), BENCH_SHOPPERS (200),
// BENCH_SECONDS (60 per pace), BENCH_THINK_MS (each shopper's pause between requests, drawn uniformly:
// "300-1500,1000-4000" runs the real pace, then a slower one, on the same server and accounts),
// DATABASE_POOL_SIZE (the server's, per process, default 10).
import { fork, spawnSync } from "node:child_process";
import { randomBytes, randomUUID } from "node:crypto";
import { existsSync } from "node:fs";
import http from "node:http";
import { cpus, loadavg, totalmem } from "node:os";
import { performance } from "node:perf_hooks";
import { gunzipSync } from "node:zlib";
import postgres from "postgres";

/**
 * @typedef {(message: string) => void} Log
 * @typedef {{ email: string, cookie: string, addressId: string }} Account a signed-up shopper with a saved address
 * @typedef {{ id: string, sizes: string[] }} Product
 * @typedef {{ url: string, accounts: Account[], products: Product[], seconds: number, thinkMin: number, thinkMax: number }} ShopperConfig
 * @typedef {{ orderId: string, email: string, key: string }} PlacedOrder
 * @typedef {object} ShopperResult what the shopper process sends back
 * @property {Record<string, { latencies: number[] }>} routes latencies in ms, by route name
 * @property {Record<string, number>} statuses answers by HTTP status
 * @property {Record<string, Record<string, number>>} errorsByRoute answers of 400 and above, by route, then status
 * @property {string[]} failures requests that got no answer
 * @property {PlacedOrder[]} orders
 * @property {number} elapsedSeconds
 * @typedef {{ status: number, text: string, location: string | null }} Answer
 */

// ---------------------------------------------------------------------------------------------
// The main process: build, database, server, accounts; then the checks and the report.

async function main() {
  const shopperCount = Number(process.env.BENCH_SHOPPERS ?? 200);
  const seconds = Number(process.env.BENCH_SECONDS ?? 60);
  // The shoppers' real pace first, then a slower one as a second row (BENCH_THINK_MS picks one).
  const paces = (process.env.BENCH_THINK_MS ?? "300-1500,1000-4000").split(",").map((pace) => pace.split("-").map(Number));
  const buildDir = process.env.BUILD_DIR ?? "build";
  const started = Date.now();
  /** @type {Log} */
  const log = (message) => console.error(`[load ${((Date.now() - started) / 1000).toFixed(0).padStart(4)} s] ${message}`);

  if (!existsSync(`${buildDir}/server/index.js`)) {
    log(`no production build in ${buildDir}/: building it`);
    // As `npm run build` makes it (its own release folder, BUILD_DIR linked to it once complete).
    const built = spawnSync(process.execPath, ["scripts/build.mjs"], { stdio: "inherit", env: { ...process.env, BUILD_DIR: buildDir } });
    if (built.status !== 0) process.exit(built.status ?? 1);
  }

  // The database: DATABASE_URL as given, or a fresh one of our own (dropped at the end).
  let databaseUrl = process.env.DATABASE_URL;
  let dropOwnDatabase = async () => {};
  if (!databaseUrl) {
    const adminUrl = "postgres://postgres@127.0.0.1:5432/postgres";
    const admin = postgres(adminUrl, { max: 1, connect_timeout: 5, onnotice: () => {} });
    const name = `cookware_bench_load_${randomBytes(4).toString("hex")}`;
    await admin.unsafe(`create database ${name}`);
    const url = new URL(adminUrl);
    url.pathname = `/${name}`;
    databaseUrl = url.toString();
    dropOwnDatabase = async () => {
      await admin.unsafe(`drop database if exists ${name} with (force)`);
      await admin.end({ timeout: 5 });
    };
    log(`fresh database ${name}`);
  }

  const { startStorefront } = await import("./lib/storefront.mjs");
  const server = await startStorefront(
    {
      DATABASE_URL: databaseUrl,
      BACKEND_URL: "",
      CLERK_PUBLISHABLE_KEY: "",
      CLERK_SECRET_KEY: "",
      // 200 accounts from one address in a minute: far over the per-IP sign-up limit meant for people.
      SIGN_UP_LIMIT_PER_HOUR: "100000",
      // One process per core, as an operator of this machine would run it (README, "Deploying").
      WEB_CONCURRENCY: process.env.WEB_CONCURRENCY ?? String(cpus().length),
    },
    { buildDir },
  );
  log(
    `storefront on ${server.url} (pid ${server.pid}, ${process.env.WEB_CONCURRENCY ?? cpus().length} processes), database pool ${process.env.DATABASE_POOL_SIZE ?? 10} each`,
  );
  const sql = postgres(databaseUrl, { max: 4, onnotice: () => {} });

  let failed = false;
  try {
    // Stock: plenty of every size but those of two products, which stay scarce so checkouts race for
    // the last units. Stock is each size's (product_variants); the product row's is their sum, kept by
    // the database's trigger (a write to it alone left the sizes as seeded, and the first pace's
    // stock check counted the trigger's correction as units sold).
    const ownDatabase = !process.env.DATABASE_URL;
    if (ownDatabase) {
      await sql`update product_variants set stock = 100000 where not archived`;
      await sql`update product_variants set stock = 40 where not archived and product_id in (select id from products order by id limit 2)`;
    }
    const products = await sql`select id, sizes, stock from products where stock > 0 order by id`;

    log(`signing up ${shopperCount} shoppers through /sign-up, each with a delivery address`);
    // Four at a time: each sign-up is a deliberately slow password hash, and the machine has few cores.
    const accounts = await pool(4, shopperCount, () => withRetries(() => createAccount(server.url), log)).catch((error) => {
      log(
        `setup failed; the server said:\n${server
          .output()
          .split("\n")
          .filter((line) => !/^(GET|POST) /.test(line))
          .slice(-20)
          .join("\n")}`,
      );
      throw error;
    });
    log(`${accounts.length} accounts ready`);

    for (const [thinkMin, thinkMax] of paces) {
      const stockBefore = new Map((await sql`select id, stock from products`).map((row) => [row.id, row.stock]));
      const runStartedAt = (await sql`select now() as now`)[0].now;
      const loadAtStart = loadavg()[0];

      log(`${shopperCount} shoppers for ${seconds} s from a second process (think time ${thinkMin}-${thinkMax} ms)`);
      const result = await runInSecondProcess({
        url: server.url,
        accounts,
        products: products.map((product) => ({ id: product.id, sizes: product.sizes })),
        seconds,
        thinkMin,
        thinkMax,
      });
      // Let requests still in the server finish before the checks.
      await new Promise((resolve) => setTimeout(resolve, 1_000));

      printFigures(result, { shopperCount, seconds, thinkMin, thinkMax, loadAtStart });
      if (!(await checkDatabase(sql, result, { stockBefore, runStartedAt, accounts }))) failed = true;
      const fiveHundreds = Object.entries(result.statuses).filter(([status]) => Number(status) >= 500);
      if (fiveHundreds.length > 0) console.log(`\n5xx answers: ${JSON.stringify(Object.fromEntries(fiveHundreds))} (target: none)`);
    }
  } finally {
    await sql.end({ timeout: 5 });
    await server.stop();
    await dropOwnDatabase();
  }
  process.exit(failed ? 1 : 0);
}

/**
 * @param {string} url
 * @returns {Promise<Account>}
 */
async function createAccount(url) {
  const client = new Client(url);
  const id = randomUUID().slice(0, 12);
  const email = `load-${id}@example.com`;
  const signUp = await client.post(
    "/sign-up",
    { name: `Load ${id.slice(0, 4)}`, email, password: `pw-${id}-secret`, redirectTo: "/home" },
    { read: true },
  );
  if (signUp.status !== 303) throw new Error(`sign-up answered ${signUp.status}: ${pageText(signUp.text)}`);
  const address = await client.post(
    "/checkout",
    {
      intent: "add-address",
      street: `${id.slice(0, 3)} Canal Road`,
      city: "Lahore",
      state: "Punjab",
      postalCode: "54000",
      country: "Pakistan",
    },
    { read: true },
  );
  const addressId = address.location && new URL(address.location, url).searchParams.get("address");
  if (address.status !== 303 || !addressId) throw new Error(`add address answered ${address.status}: ${pageText(address.text)}`);
  return { email, cookie: client.cookie, addressId };
}

/** What a page says, without its markup, scripts and chrome: enough to know why it refused. */
const pageText = (/** @type {string} */ html) =>
  (/<main[\s\S]*?<\/main>/.exec(html)?.[0] ?? html)
    .replace(/<script[\s\S]*?<\/script>/g, "")
    .replace(/<[^>]+>/g, " ")
    .replace(/\s+/g, " ")
    .trim()
    .slice(0, 200);

/**
 * @param {ShopperConfig} config
 * @returns {Promise<ShopperResult>}
 */
function runInSecondProcess(config) {
  return new Promise((resolve, reject) => {
    const child = fork(new URL(import.meta.url).pathname, ["--shoppers"], { stdio: ["ignore", "inherit", "inherit", "ipc"] });
    // The one message the shopper process sends is its ShopperResult (see the end of this file).
    child.once("message", (message) => resolve(/** @type {ShopperResult} */ (message)));
    child.once("error", reject);
    child.once("exit", (code) => code !== 0 && reject(new Error(`shopper process exited with ${code}`)));
    child.send(config);
  });
}

/**
 * @param {ShopperResult} result
 * @param {{ shopperCount: number, seconds: number, thinkMin: number, thinkMax: number, loadAtStart: number }} run
 */
function printFigures(result, { shopperCount, seconds, thinkMin, thinkMax, loadAtStart }) {
  const total = Object.values(result.routes).reduce((sum, route) => sum + route.latencies.length, 0);
  console.log(`\n== Load: ${shopperCount} shoppers, ${seconds} s, think ${thinkMin}-${thinkMax} ms, ${new Date().toISOString()}`);
  console.log(`machine: ${cpus().length} × ${cpus()[0]?.model.trim()}, ${(totalmem() / 2 ** 30).toFixed(1)} GB, node ${process.version}`);
  // Times are only comparable on a quiet machine: a load average above the core count means other work shared the CPU.
  console.log(`load average (1 min) at start ${loadAtStart.toFixed(1)}, at end ${loadavg()[0].toFixed(1)}`);
  console.log(`requests: ${total} in ${result.elapsedSeconds.toFixed(1)} s = ${(total / result.elapsedSeconds).toFixed(1)} req/s`);
  console.log(`orders placed (answered with an id): ${result.orders.length}`);
  console.log("\nroute                              count     p50 ms    p95 ms    p99 ms    max ms");
  for (const [name, route] of Object.entries(result.routes).sort()) {
    const sorted = [...route.latencies].sort((a, b) => a - b);
    const at = (/** @type {number} */ q) => (sorted.length ? sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)] : NaN);
    console.log(
      `${name.padEnd(32)} ${String(sorted.length).padStart(7)} ${[at(0.5), at(0.95), at(0.99), at(1)].map((v) => v.toFixed(0).padStart(9)).join(" ")}`,
    );
  }
  const all = Object.values(result.routes)
    .flatMap((route) => route.latencies)
    .sort((a, b) => a - b);
  const p = (/** @type {number} */ q) => all[Math.min(all.length - 1, Math.ceil(q * all.length) - 1)].toFixed(0);
  console.log(
    `${"all".padEnd(32)} ${String(all.length).padStart(7)} ${[p(0.5), p(0.95), p(0.99), p(1)].map((v) => v.padStart(9)).join(" ")}`,
  );
  console.log(`\nanswers by status: ${JSON.stringify(result.statuses)}`);
  const errors = Object.entries(result.errorsByRoute);
  console.log(errors.length ? "non-2xx/3xx answers by route:" : "non-2xx/3xx answers by route: none");
  for (const [name, byStatus] of errors) console.log(`  ${name}: ${JSON.stringify(byStatus)}`);
  if (result.failures.length) console.log(`network failures: ${result.failures.length} (first: ${result.failures[0]})`);
  console.log(`targets: zero 5xx, zero lost or doubled orders, p99 under 1000 ms (all routes: ${p(0.99)} ms)`);
}

/**
 * @param {postgres.Sql} sql
 * @param {ShopperResult} result
 * @param {{ stockBefore: Map<string, number>, runStartedAt: Date, accounts: Account[] }} before
 * @returns {Promise<boolean>} whether every check passed
 */
async function checkDatabase(sql, result, { stockBefore, runStartedAt, accounts }) {
  /** @type {{ name: string, ok: boolean, detail: string }[]} */
  const checks = [];
  const check = (/** @type {string} */ name, /** @type {boolean} */ ok, detail = "") => checks.push({ name, ok, detail });
  // The shopper is answered with the order number (CW-100001), the reference the confirmation page shows.
  const answeredIds = result.orders.map((order) => order.orderId);
  const numbers = answeredIds.map((id) => Number(/^CW-(\d+)$/.exec(id)?.[1] ?? -1));

  const found = numbers.length
    ? await sql`
        select 'CW-' || lpad(o.order_number::text, 6, '0') as id, (select count(*)::int from order_items i where i.order_id = o.id) as items
        from orders o where o.order_number in ${sql(numbers)}`
    : [];
  const foundIds = new Set(found.map((row) => row.id));
  const lost = answeredIds.filter((id) => !foundIds.has(id));
  check("every order answered with an id exists", lost.length === 0, `${answeredIds.length} answered, ${lost.length} missing`);
  check(
    "answered ids are distinct (no order answered twice)",
    new Set(answeredIds).size === answeredIds.length,
    `${answeredIds.length - new Set(answeredIds).size} repeats`,
  );
  const empty = found.filter((row) => row.items === 0);
  check("every order has its items", empty.length === 0, `${empty.length} without items`);

  const emails = accounts.map((account) => account.email);
  const newOrders = await sql`
    select o.id, o.user_id from orders o join users u on u.id = o.user_id
    where u.email in ${sql(emails)} and o.created_at >= ${runStartedAt}`;
  const keys = await sql`
    select k.order_id from idempotency_keys k join users u on u.id = k.user_id where u.email in ${sql(emails)} and k.order_id is not null`;
  const perKey = new Map();
  for (const { order_id } of keys) perKey.set(order_id, (perKey.get(order_id) ?? 0) + 1);
  const doubled = newOrders.filter((order) => !perKey.has(order.id));
  check(
    "no doubled orders (each order belongs to exactly one idempotency key)",
    doubled.length === 0 && [...perKey.values()].every((n) => n === 1),
    `${newOrders.length} orders in the database for the bench's shoppers, ${newOrders.length - answeredIds.length} placed without an answer reaching the shopper`,
  );

  const negative = await sql`select id, stock from products where stock < 0`;
  check("no stock below zero", negative.length === 0, negative.length ? JSON.stringify(negative) : "");

  const sold = await sql`
    select i.product_id, sum(i.quantity)::int as units from order_items i join orders o on o.id = i.order_id
    where o.created_at >= ${runStartedAt} group by i.product_id`;
  const after = new Map((await sql`select id, stock from products`).map((row) => [row.id, row.stock]));
  const soldBy = new Map(sold.map((row) => [row.product_id, row.units]));
  const mismatched = [...stockBefore].filter(([id, before]) => before - after.get(id) !== (soldBy.get(id) ?? 0));
  const units = [...soldBy.values()].reduce((sum, n) => sum + n, 0);
  check("units sold equal stock decrements", mismatched.length === 0, `${units} units sold; ${mismatched.length} products differ`);

  const stale = await sql`
    select count(*)::int as lines from cart_items c
    where exists (select 1 from orders o where o.user_id = c.user_id and o.created_at >= c.created_at and o.created_at >= ${runStartedAt})
      and exists (select 1 from order_items i join orders o on o.id = i.order_id
                  where o.user_id = c.user_id and i.product_id = c.product_id and coalesce(i.size, '') = c.size and o.created_at >= c.created_at)`;
  check("no cart holds items of a placed order", stale[0].lines === 0, `${stale[0].lines} cart lines left over`);

  console.log("\ndatabase checks:");
  for (const { name, ok, detail } of checks) console.log(`  ${ok ? "ok  " : "FAIL"} ${name}${detail ? ` (${detail})` : ""}`);
  return checks.every((entry) => entry.ok);
}

/**
 * Setup is not measured: an account refused for a passing reason (a slow moment) is tried again.
 * @template T
 * @param {() => Promise<T>} work
 * @param {Log} log
 * @returns {Promise<T>}
 */
async function withRetries(work, log, attempts = 3) {
  for (let attempt = 1; ; attempt++) {
    try {
      return await work();
    } catch (error) {
      if (attempt >= attempts) throw error;
      const reason = error instanceof Error ? error.message : String(error);
      log(`setup step failed (${reason.slice(0, 80)}), trying again`);
    }
  }
}

/**
 * Runs `work` `count` times, `concurrency` at a time; answers the results in the order they finished.
 * @template T
 * @param {number} concurrency
 * @param {number} count
 * @param {() => Promise<T>} work
 * @returns {Promise<T[]>}
 */
async function pool(concurrency, count, work) {
  /** @type {T[]} */
  const results = [];
  let next = 0;
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < count) {
        next++;
        results.push(await work());
      }
    }),
  );
  return results;
}

// ---------------------------------------------------------------------------------------------
// The shopper process: one loop per account, as a browser without JavaScript would shop.

// One keep-alive pool for every shopper, as fetch's was. Shoppers ask for gzip, as browsers do, but
// unpack only the pages they read (the cart's lines, the checkout's key): they share the machine's
// cores with the server, and with fetch unpacking every page they took 0.25 of a core, now 0.10–0.12.
const agent = new http.Agent({ keepAlive: true });

class Client {
  /**
   * @param {string} baseUrl
   * @param {string} [cookie] the session cookie (name=value), kept up to date from Set-Cookie
   */
  constructor(baseUrl, cookie = "") {
    this.baseUrl = baseUrl;
    this.cookie = cookie;
  }
  /**
   * @param {string} method
   * @param {string} path
   * @param {{ form?: Record<string, string>, read?: boolean }} options `form`: sent urlencoded;
   *   `read`: the answer's text is wanted (else it is received in full and dropped)
   * @returns {Promise<Answer>}
   */
  request(method, path, { form, read = false } = {}) {
    /** @type {Record<string, string>} */
    const headers = { "Accept-Encoding": "gzip" };
    if (this.cookie) headers.Cookie = this.cookie;
    const body = form && new URLSearchParams(form).toString();
    if (body !== undefined) Object.assign(headers, { Origin: this.baseUrl, "Content-Type": "application/x-www-form-urlencoded" });
    return new Promise((resolve, reject) => {
      const request = http.request(this.baseUrl + path, { method, headers, agent }, (response) => {
        for (const line of response.headers["set-cookie"] ?? []) {
          const [pair] = line.split(";");
          if (pair.startsWith("__store_session=")) this.cookie = pair.endsWith("=") ? "" : pair;
        }
        /** @type {Buffer[]} */
        const chunks = [];
        response.on("data", (chunk) => read && chunks.push(chunk));
        response.on("error", reject);
        response.on("end", () => {
          let bytes = Buffer.concat(chunks);
          if (read && response.headers["content-encoding"] === "gzip") bytes = gunzipSync(bytes);
          resolve({ status: response.statusCode ?? 0, text: bytes.toString("utf8"), location: response.headers.location ?? null });
        });
      });
      request.on("error", reject);
      request.end(body);
    });
  }
  /**
   * @param {string} path
   * @param {{ read?: boolean }} [options]
   */
  get(path, options) {
    return this.request("GET", path, options);
  }
  /**
   * @param {string} path
   * @param {Record<string, string>} form
   * @param {{ read?: boolean }} [options]
   */
  post(path, form, options) {
    return this.request("POST", path, { form, ...options });
  }
}

/**
 * The attributes of every <input> in a page, for reading the cart's lines and the checkout's key.
 * @param {string} html
 */
function inputs(html) {
  return [...html.matchAll(/<input\b[^>]*>/g)].map(([tag]) =>
    Object.fromEntries([...tag.matchAll(/([a-zA-Z-]+)="([^"]*)"/g)].map(([, name, value]) => [name, value.replace(/&amp;/g, "&")])),
  );
}

/**
 * @param {ShopperConfig} config
 * @returns {Promise<ShopperResult>}
 */
async function runShoppers({ url, accounts, products, seconds, thinkMin, thinkMax }) {
  /** @type {ShopperResult["routes"]} */
  const routes = {};
  /** @type {ShopperResult["statuses"]} */
  const statuses = {};
  /** @type {ShopperResult["errorsByRoute"]} */
  const errorsByRoute = {};
  /** @type {string[]} */
  const failures = [];
  /** @type {PlacedOrder[]} */
  const orders = [];
  let deadline = Infinity;
  /**
   * @template T
   * @param {readonly T[]} list
   */
  const pick = (list) => list[Math.floor(Math.random() * list.length)];
  // At the deadline shoppers leave where they are: a pause ends there, and no request starts after it.
  const think = () =>
    new Promise((resolve) =>
      setTimeout(resolve, Math.min(thinkMin + Math.random() * (thinkMax - thinkMin), Math.max(deadline - performance.now(), 0))),
    );
  const listings = ["/products", "/products?category=handi", "/products?sort=price-asc", "/products?page=2", "/products?q=pan"];

  /**
   * @param {string} name the route, as the report names it
   * @param {() => Promise<Answer>} call
   * @returns {Promise<Answer>}
   */
  async function timed(name, call) {
    const start = performance.now();
    if (start >= deadline) return { status: 0, text: "", location: null };
    try {
      const answer = await call();
      (routes[name] ??= { latencies: [] }).latencies.push(performance.now() - start);
      statuses[answer.status] = (statuses[answer.status] ?? 0) + 1;
      if (answer.status >= 400) {
        const byStatus = (errorsByRoute[name] ??= {});
        byStatus[answer.status] = (byStatus[answer.status] ?? 0) + 1;
      }
      return answer;
    } catch (error) {
      failures.push(`${name}: ${error instanceof Error ? error.message : String(error)}`);
      return { status: 0, text: "", location: null };
    }
  }

  /** @param {Account} account */
  async function shop(account) {
    const client = new Client(url, account.cookie);
    // Shoppers arrive over the first ten seconds, as a crowd does, rather than in one instant.
    await new Promise((resolve) => setTimeout(resolve, Math.random() * Math.min(10_000, seconds * 500)));
    while (performance.now() < deadline) {
      await timed("GET /products (listing)", () => client.get(pick(listings)));
      await think();
      const product = pick(products);
      await timed("GET /products/:id", () => client.get(`/products/${encodeURIComponent(product.id)}`));
      await think();
      const size = product.sizes.length ? pick(product.sizes) : "";
      await timed("POST /cart add", () =>
        client.post("/cart", {
          intent: "add",
          productId: product.id,
          quantity: String(1 + Math.floor(Math.random() * 2)),
          size,
          redirectTo: "/products",
        }),
      );
      await think();
      if (Math.random() < 0.5) {
        const cart = await timed("GET /cart", () => client.get("/cart", { read: true }));
        const fields = inputs(cart.text).filter((input) => input.name?.startsWith("items["));
        const form = Object.fromEntries(fields.map((input) => [input.name, input.value ?? ""]));
        const lines = fields.filter((input) => input.name.endsWith(".product")).length;
        if (lines > 0) {
          await think();
          // Edit: a new quantity on one line, or remove one line (Remove posts every line too).
          const index = Math.floor(Math.random() * lines);
          if (lines > 1 && Math.random() < 0.3) form.intent = `remove:${index}`;
          else Object.assign(form, { intent: "save", [`items[${index}].quantity`]: String(1 + Math.floor(Math.random() * 3)) });
          await timed("POST /cart save/remove", () => client.post("/cart", form));
        }
        await think();
      }
      if (Math.random() < 0.4 && performance.now() < deadline) {
        const page = await timed("GET /checkout", () => client.get("/checkout", { read: true }));
        const key = inputs(page.text).find((input) => input.name === "idempotencyKey")?.value;
        if (key) {
          await think();
          const placed = await timed("POST /checkout place-order", () =>
            client.post("/checkout", {
              intent: "place-order",
              shippingAddress: account.addressId,
              deliveryMethod: "standard",
              paymentMethod: "cod",
              terms: "on",
              phone: "0300 1234567",
              idempotencyKey: key,
            }),
          );
          const confirmation = placed.location ?? "";
          const orderId = placed.status === 303 && /^\/order-confirmation\/([^/?#]+)/.exec(confirmation)?.[1];
          if (orderId) {
            orders.push({ orderId: decodeURIComponent(orderId), email: account.email, key });
            await timed("GET /order-confirmation/:id", () => client.get(confirmation));
          }
          await think();
        }
      }
    }
  }

  // A server just started compiles its code on the first requests: warm every page first, unmeasured.
  const warm = new Client(url, accounts[0].cookie);
  for (let round = 0; round < 10; round += 1) {
    for (const path of [...listings, `/products/${encodeURIComponent(products[round % products.length].id)}`, "/cart", "/checkout"])
      await warm.get(path);
  }

  const start = performance.now();
  deadline = start + seconds * 1000;
  await Promise.all(accounts.map(shop));
  return { routes, statuses, errorsByRoute, failures, orders, elapsedSeconds: (performance.now() - start) / 1000 };
}

// Last, so every declaration above is initialised before either role starts.
if (process.argv[2] === "--shoppers") {
  // Forked by runInSecondProcess: the one message is the ShopperConfig, and the IPC channel (process.send) is there.
  process.once("message", (config) =>
    runShoppers(/** @type {ShopperConfig} */ (config)).then((result) => process.send?.(result, () => process.exit(0))),
  );
} else {
  await main();
}
