// @ts-check
// Orders at scale (issue 38): 1,000,000 orders over 200,000 phones generated in SQL on a database of
// their own on the PostgreSQL server, then the backend alone (scripts/start-backend.mjs) against it,
// asked over HTTP with the demo operator's bearer token, one request at a time: the queue's first page,
// a search by phone and by order ID, the customers page, and a 1,000-order courier booking file (XLSX
// and CSV) with the backend's peak resident memory while it is written. Figures only, never a failure.
import { spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import { readFileSync, writeFileSync } from "node:fs";
import { performance } from "node:perf_hooks";
import postgres from "postgres";
import { benchPort, newDataDir, waitForHealth } from "./storefront.mjs";

/** @typedef {(message: string) => void} Log */
/** @typedef {{ section: string, figure: string, value: string | number | null, target: string, met: boolean | null }} Row */
/** @typedef {import("./catalogue-scale.mjs").PostgresTarget} PostgresTarget */

const SECTION = "Orders at scale (PostgreSQL)";
/** The backend's QUEUE_COUNT_LIMIT (contract/order-lifecycle/queue.ts): a tab count at it means at least that many. */
const COUNT_LIMIT = 10_000;
const DEMO_OPERATOR = { email: "operator@example.com", password: "cookware-operator" };
/** The newest orders by stage: these many wait to be confirmed (a few cancelled among them), then exactly these many to ship. */
const TO_CONFIRM = 1_500;
const TO_SHIP = 1_000;
/** Orders younger than this rank are on their way (shipped); older ones delivered, cancelled or refused at the door. */
const IN_TRANSIT_UNTIL = 25_000;
/** Refused parcels younger than this rank are not back at the store yet (the Returns tab). */
const PARCELS_AWAITED_UNTIL = 40_000;
/** Delivered orders younger than this rank with a return request have it still open. */
const RETURNS_OPEN_UNTIL = 60_000;
/** The seeded orders' numbers follow this one (the demo shopper's two orders come first): CW-1000001 … */
const FIRST_NUMBER = 1_000_000;
/** Orders are spread over three years, the newest a moment ago. */
const SPAN_SECONDS = 3 * 365 * 86_400;

const cities = [
  ["Karachi", "Sindh"],
  ["Lahore", "Punjab"],
  ["Karachi", "Sindh"],
  ["Lahore", "Punjab"],
  ["Islamabad", "Islamabad Capital Territory"],
  ["Rawalpindi", "Punjab"],
  ["Faisalabad", "Punjab"],
  ["Multan", "Punjab"],
  ["Peshawar", "Khyber Pakhtunkhwa"],
  ["Hyderabad", "Sindh"],
  ["Quetta", "Balochistan"],
  ["Sialkot", "Punjab"],
  ["Gujranwala", "Punjab"],
];
const firstNames = [
  "Ayesha",
  "Fatima",
  "Sana",
  "Zainab",
  "Hina",
  "Maryam",
  "Ali",
  "Usman",
  "Bilal",
  "Hamza",
  "Saad",
  "Imran",
  "Nadia",
  "Rabia",
];
const lastNames = ["Khan", "Ahmed", "Malik", "Hussain", "Qureshi", "Siddiqui", "Butt", "Chaudhry", "Sheikh", "Raza", "Javed", "Iqbal"];

const sqlArray = (/** @type {string[]} */ values) => `array[${values.map((value) => `'${value.replaceAll("'", "''")}'`).join(",")}]`;
/** A number from 0 to 999 that looks random, from an integer expression and a salt. */
const spread = (/** @type {string} */ expression, /** @type {number} */ salt) =>
  `abs(hashint8((${expression})::bigint * 31 + ${salt}) % 1000)::int`;
/** A phone (+923010000000 + n) in its stored form. */
const phoneOf = (/** @type {string} */ n) => `'+923' || lpad((10000000 + ${n})::text, 9, '0')`;

/**
 * The seeding statements, in order: every row made by the database from generate_series.
 * @param {number} orders
 * @param {number} phones
 */
function seedStatements(orders, phones) {
  const spacing = SPAN_SECONDS / orders;
  const city = `(${sqlArray(cities.map(([name]) => name))})[1 + p % ${cities.length}]`;
  const state = `(${sqlArray(cities.map(([, name]) => name))})[1 + p % ${cities.length}]`;
  const name = (/** @type {string} */ n) =>
    `(${sqlArray(firstNames)})[1 + ${n} % ${firstNames.length}] || ' ' || (${sqlArray(lastNames)})[1 + (${n} / ${firstNames.length}) % ${lastNames.length}]`;
  return [
    // The demo catalogue's variants, numbered: every order line is one of them.
    `create temp table bench_v as
      select (row_number() over (order by v.product_id, v.position) - 1)::int as n, v.id, v.product_id, p.name,
        nullif(v.label, '') as size, v.price_paisa
      from product_variants v join products p on p.id = v.product_id where not v.archived`,
    // Each order: its age rank r (0 the newest), its phone, its stage. Half the orders cycle through every
    // phone (so all of them have orders); the other half favour some phones (repeat customers, a few heavy).
    `create temp table bench_o as
      select i, r, p, h, g,
        case
          when r < ${TO_CONFIRM} then case when h < 50 then 'cancelled' else 'to-confirm' end
          when r < ${TO_CONFIRM + TO_SHIP} then 'to-ship'
          when r < ${IN_TRANSIT_UNTIL} then case when h < 40 then 'cancelled' else 'shipped' end
          when h < 40 then 'cancelled'
          when h < 100 then 'refused'
          else 'delivered'
        end as stage,
        now() - make_interval(secs => r * ${spacing.toFixed(3)} + 1) as created
      from (
        select i, ${orders} - i as r,
          case when i % 2 = 0 then ((i / 2)::bigint * 7919 % ${phones})::int
            else floor(${phones} * power(${spread("i", 1)} / 1000.0 + ${spread("i", 2)} / 1000000.0, 1.5))::int end as p,
          ${spread("i", 3)} as h, ${spread("i", 4)} as g
        from generate_series(1, ${orders}) as i
      ) as numbered`,
    // One to three lines an order, one or two of each.
    `create temp table bench_l as
      select o.i, k, (${spread("o.i * 3 + k", 5)} * 1000 + ${spread("o.i * 3 + k", 6)}) % (select count(*) from bench_v) as vn,
        1 + (${spread("o.i * 3 + k", 7)} < 250)::int as qty
      from generate_series(1, ${orders}) as o(i),
        lateral generate_series(1, 1 + (o.i % 3 = 0)::int + (o.i % 7 = 0)::int) as k`,
    `create temp table bench_t as
      select l.i, sum(l.qty * v.price_paisa)::bigint as subtotal from bench_l l join bench_v v on v.n = l.vn group by l.i`,
    `insert into users (id, name, email, phone, created_at, updated_at)
      select 'bench-user-' || p, ${name("p")}, 'shopper' || p || '@example.pk', ${phoneOf("p")},
        now() - interval '3 years', now()
      from generate_series(0, ${phones - 1}) as p`,
    `insert into orders (id, order_number, tracking_id, user_id, order_status, payment_status, payment_method, subtotal_paisa,
        shipping_paisa, tax_paisa, total_paisa, shipping_address, customer_name, customer_phone, delivery_rule, language, version,
        confirmed_by, confirmed_at, shopper_confirmed_at, shopper_confirmed_via, courier, courier_tracking_id, courier_tracking_url,
        cancel_reason, shipped_at, delivered_at, cancelled_at, parcel_received_at, risk_signals, created_at, updated_at)
      select 'bo' || lpad(to_hex(o.i), 22, '0'), ${FIRST_NUMBER} + o.i,
        'TRK' || upper(lpad(to_hex(o.i::bigint * 2654435761 % 1099511627776), 10, '0')),
        'bench-user-' || o.p,
        case o.stage when 'to-confirm' then 'Processing' when 'to-ship' then 'Processing' when 'shipped' then 'Shipped'
          when 'delivered' then 'Delivered' else 'Cancelled' end,
        case o.stage when 'delivered' then 'Paid' when 'cancelled' then 'Cancelled' when 'refused' then 'Cancelled' else 'Pending' end,
        'cod', t.subtotal, case when t.subtotal >= 500000 then 0 else 20000 end, 0,
        t.subtotal + case when t.subtotal >= 500000 then 0 else 20000 end,
        jsonb_build_object('street', 'House ' || (1 + o.p % 300) || ', Street ' || (1 + o.p % 40) || ', Block ' || chr(65 + o.p % 12),
          'city', ${city.replaceAll("p %", "o.p %")}, 'state', ${state.replaceAll("p %", "o.p %")}, 'country', 'Pakistan',
          'postalCode', (10000 + o.p % 89999)::text),
        ${name("o.p")}, ${phoneOf("o.p")},
        '{"flatFeeRupees":200,"freeFromRupees":5000,"cityOverrides":[],"weightCharge":null}'::jsonb,
        case when o.p % 5 = 0 then 'ur' else 'en' end,
        case o.stage when 'to-confirm' then 1 when 'to-ship' then 2 when 'shipped' then 3 when 'delivered' then 4 when 'refused' then 4 else 2 end,
        case when o.stage in ('to-ship', 'shipped', 'delivered', 'refused') then 'user_demo_operator' end,
        case when o.stage in ('to-ship', 'shipped', 'delivered', 'refused') then o.created + interval '2 hours' end,
        case when o.g < 300 and o.stage <> 'cancelled' then o.created + interval '30 minutes' end,
        case when o.g < 300 and o.stage <> 'cancelled' then 'whatsapp' end,
        case when o.stage in ('shipped', 'delivered', 'refused') then (array['TCS','Leopards','M&P'])[1 + o.g % 3] end,
        case when o.stage in ('shipped', 'delivered', 'refused') then (1 + o.g % 3)::text || lpad(o.i::text, 11, '0') end,
        case when o.stage in ('shipped', 'delivered', 'refused') then
          (array['https://www.tcsexpress.com/track/', 'https://www.leopardscourier.com/tracking?cn=', 'https://www.mulphilog.com/tracking/'])[1 + o.g % 3]
          || (1 + o.g % 3)::text || lpad(o.i::text, 11, '0') end,
        case when o.stage = 'cancelled' then (array['shopper-asked','unreachable','fake-order','out-of-stock'])[1 + o.g % 4] end,
        case when o.stage in ('shipped', 'delivered', 'refused') then o.created + interval '1 day' end,
        case when o.stage = 'delivered' then o.created + interval '3 days' end,
        case o.stage when 'cancelled' then o.created + interval '3 hours' when 'refused' then o.created + interval '4 days' end,
        case when o.stage = 'refused' and o.r >= ${PARCELS_AWAITED_UNTIL} then o.created + interval '10 days' end,
        case when o.g >= 970 then '[{"code":"cancelled-before","count":2}]'::jsonb
          when o.g >= 955 then '[{"code":"refused-before","count":1}]'::jsonb else '[]'::jsonb end,
        o.created, o.created + interval '3 days'
      from bench_o o join bench_t t on t.i = o.i`,
    `insert into order_items (id, order_id, product_id, position, name, size, variant_id, quantity, unit_price_paisa)
      select 'bi' || lpad(to_hex(l.i * 4 + l.k), 22, '0'), 'bo' || lpad(to_hex(l.i), 22, '0'), v.product_id, l.k - 1,
        v.name, v.size, v.id, l.qty, v.price_paisa
      from bench_l l join bench_v v on v.n = l.vn`,
    // About 1 % of delivered orders were returned: open ones among the recent, refunded before that.
    `insert into return_requests (order_id, status, reason_code, requested_at, decided_at, received_at, refunded_at)
      select 'bo' || lpad(to_hex(o.i), 22, '0'),
        case when o.r < ${RETURNS_OPEN_UNTIL} then (array['requested','approved','received'])[1 + o.h % 3] else 'refunded' end,
        (array['damaged','wrong-item','not-as-described','changed-mind'])[1 + o.h % 4],
        o.created + interval '5 days',
        case when o.r >= ${RETURNS_OPEN_UNTIL} or o.h % 3 > 0 then o.created + interval '6 days' end,
        case when o.r >= ${RETURNS_OPEN_UNTIL} or o.h % 3 = 2 then o.created + interval '9 days' end,
        case when o.r >= ${RETURNS_OPEN_UNTIL} then o.created + interval '10 days' end
      from bench_o o where o.stage = 'delivered' and o.g between 100 and 109`,
    // The confirmation message each recent order was sent (older orders' outbox rows are long gone).
    `insert into email_outbox (id, recipient, subject, body, channel, order_id, status, attempts, next_attempt_at, created_at, sent_at)
      select 'bm' || lpad(to_hex(o.i), 22, '0'), ${phoneOf("o.p")}, 'Order CW-' || (${FIRST_NUMBER} + o.i), 'Please confirm your order.',
        'message', 'bo' || lpad(to_hex(o.i), 22, '0'), 'sent', 1, o.created, o.created, o.created + interval '1 minute'
      from bench_o o where o.r < ${IN_TRANSIT_UNTIL}`,
    // Phones blocked for refusing parcels, and a few blocked before they ever ordered.
    `insert into blocked_phones (phone, reason, blocked_by, blocked_at)
      select ${phoneOf("p")}, 'Refused parcels at the door', 'user_demo_operator', now() - make_interval(days => p % 700)
      from generate_series(0, ${phones - 1}, 667) as p
      union all
      select ${phoneOf(`${phones} + p`)}, 'Fake orders reported by a courier', 'user_demo_operator', now() - make_interval(days => p * 30)
      from generate_series(1, 20) as p`,
    `select setval('order_number_seq', ${FIRST_NUMBER + orders})`,
  ];
}

/** The seeded tables' own indexes (not those of a primary key or unique constraint): dropped while rows go in, built again after. */
const SEEDED_TABLES = ["users", "orders", "order_items", "return_requests", "email_outbox", "blocked_phones"];

/**
 * Seeds `orders` orders over `phones` phones into the (migrated, demo-seeded) database.
 * @param {string} databaseUrl
 * @param {number} orders
 * @param {number} phones
 * @param {Log} log
 */
export async function seedOrders(databaseUrl, orders, phones, log) {
  const sql = postgres(databaseUrl, { max: 1, onnotice: () => {} });
  try {
    // No triggers (the announcements of every row) and no foreign-key checks while seeding: superuser only.
    await sql.unsafe("set session_replication_role = replica").catch(() => log("  (not a superuser: triggers stay on while seeding)"));
    await sql.unsafe("set maintenance_work_mem = '256MB'");
    const indexes = await sql.unsafe(
      `select indexname, indexdef from pg_indexes i
       where schemaname = current_schema() and tablename in (${SEEDED_TABLES.map((table) => `'${table}'`).join(",")})
         and not exists (select 1 from pg_constraint c where c.conname = i.indexname)`,
    );
    for (const { indexname } of indexes) await sql.unsafe(`drop index "${indexname}"`);
    for (const statement of seedStatements(orders, phones)) {
      const started = performance.now();
      await sql.unsafe(statement);
      log(`  ${statement.trim().split("\n")[0].slice(0, 70)}… ${((performance.now() - started) / 1000).toFixed(1)} s`);
    }
    const started = performance.now();
    for (const { indexdef } of indexes) await sql.unsafe(indexdef);
    log(`  ${indexes.length} indexes built again in ${((performance.now() - started) / 1000).toFixed(1)} s`);
    // What autovacuum would have done by the time a store has a million orders: statistics, and the
    // visibility map an index-only scan needs.
    for (const table of SEEDED_TABLES) await sql.unsafe(`vacuum analyze ${table}`);
    const [counts] = await sql.unsafe(
      `select (select count(*) from orders)::int as orders, (select count(distinct customer_phone) from orders)::int as phones,
        (select count(*) from order_items)::int as lines`,
    );
    return counts;
  } finally {
    await sql.end({ timeout: 5 });
  }
}

/**
 * The backend alone (scripts/start-backend.mjs, as `npm run start:backend` runs it) on a free port.
 * @param {Record<string, string>} env
 */
export async function startBackend(env, timeoutMs = 180_000) {
  const port = await benchPort();
  let output = "";
  const child = spawn(process.execPath, ["scripts/start-backend.mjs"], {
    env: {
      ...process.env,
      NODE_ENV: "production",
      BACKEND_PORT: String(port),
      SEED_DEMO: "true",
      // Local sign-in: the demo operator signs in with a password.
      CLERK_PUBLISHABLE_KEY: "",
      CLERK_SECRET_KEY: "",
      ...env,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  child.stdout.on("data", (chunk) => output.length < 20_000 && (output += chunk));
  child.stderr.on("data", (chunk) => output.length < 20_000 && (output += chunk));
  const url = `http://127.0.0.1:${port}`;
  await waitForHealth(child, `${url}/health`, "backend", () => output, timeoutMs);
  const pid = /** @type {number} */ (child.pid);
  const status = () => readFileSync(`/proc/${pid}/status`, "utf8");
  const mb = (/** @type {string} */ field) => Number(new RegExp(`${field}:\\s+(\\d+)`).exec(status())?.[1] ?? 0) / 1024;
  return {
    url,
    output: () => output,
    rssMb: () => mb("VmRSS"),
    peakRssMb: () => mb("VmHWM"),
    /** Starts the peak (VmHWM) again from the present resident set; false where the kernel does not allow it. */
    resetPeak() {
      try {
        writeFileSync(`/proc/${pid}/clear_refs`, "5");
        return true;
      } catch {
        return false;
      }
    },
    /** @returns {Promise<void>} */
    stop: () =>
      new Promise((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once("exit", () => resolve());
        child.kill("SIGTERM");
        setTimeout(() => child.kill("SIGKILL"), 8_000).unref();
      }),
  };
}

/** The p-th percentile (0–100) of sorted values, nearest rank. */
const percentile = (/** @type {number[]} */ sorted, /** @type {number} */ p) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];

/**
 * Times each series' requests, one request at a time, the series in turn (a slower moment of a shared machine
 * falls on every series alike), after a few unmeasured rounds; up to `count` rounds, or as many as fit in
 * `seconds` (at least 10: a slow page is still measured, in fewer requests). Answers each series' count, p50, p99.
 * @param {readonly (readonly [string, (index: number) => Promise<unknown>])[]} series
 * @param {number} count
 * @param {number} seconds
 * @param {Log} log
 */
export async function timeSeries(series, count, seconds, log) {
  for (let round = 0; round < 20; round += 1) for (const [, request] of series) await request(count + round);
  /** @type {number[][]} */
  const times = series.map(() => []);
  const deadline = performance.now() + seconds * 1000;
  for (let round = 0; round < count && (round < 10 || performance.now() < deadline); round += 1) {
    for (const [index, [, request]] of series.entries()) {
      const started = performance.now();
      await request(round);
      times[index].push(performance.now() - started);
    }
    if ((round + 1) % 50 === 0) log(`  ${round + 1} rounds`);
  }
  return times.map((list) => {
    const sorted = [...list].sort((a, b) => a - b);
    return { count: sorted.length, p50: percentile(sorted, 50), p99: percentile(sorted, 99) };
  });
}

/**
 * The section: seeds, starts the backend, measures; answers the table's rows and notes. Its database is dropped at the end.
 * @param {PostgresTarget | null} target
 * @param {{ quick: boolean, log: Log }} options
 * @returns {Promise<{ rows: Row[], notes: string[] }>}
 */
export async function measureOrdersAtScale(target, { quick, log }) {
  /** @type {Row[]} */
  const rows = [];
  /** @type {string[]} */
  const notes = [];
  const row = (
    /** @type {string} */ figure,
    /** @type {Row["value"]} */ value,
    /** @type {string} */ target,
    /** @type {boolean | null} */ met,
  ) => rows.push({ section: SECTION, figure, value, target, met });
  if (!target) {
    row("1,000,000 orders", "no PostgreSQL reachable", "", null);
    return { rows, notes };
  }
  const orderCount = quick ? 100_000 : 1_000_000;
  const phoneCount = quick ? 20_000 : 200_000;
  const requests = quick ? 50 : 200;
  const exports = quick ? 2 : 5;
  /** A series stops after this long even short of its requests (at least 10): a slow page costs minutes, not hours. */
  const seriesSeconds = quick ? 20 : 60;
  const label = `orders_${randomBytes(3).toString("hex")}`;
  const ms = (/** @type {number} */ value) => `${value.toFixed(1)} ms`;
  let backend;
  let databaseUrl;
  try {
    databaseUrl = await target.freshDatabase(label);
    const sessionSecret = randomBytes(32).toString("base64url");
    const env = { DATABASE_URL: databaseUrl, DATA_DIR: newDataDir("orders"), SESSION_SECRET: sessionSecret };
    // The backend's first start runs the migrations and seeds the demo catalogue and operator.
    log(`orders at scale: migrations and the demo catalogue on ${new URL(databaseUrl).pathname.slice(1)}`);
    const first = await startBackend(env);
    await first.stop();
    log(`seeding ${orderCount.toLocaleString("en")} orders over ${phoneCount.toLocaleString("en")} phones in SQL`);
    const seedStarted = performance.now();
    const counts = await seedOrders(databaseUrl, orderCount, phoneCount, log);
    const seedSeconds = (performance.now() - seedStarted) / 1000;
    row(
      `seeded in SQL: ${counts.orders.toLocaleString("en")} orders, ${counts.phones.toLocaleString("en")} phones, ${counts.lines.toLocaleString("en")} lines`,
      `${seedSeconds.toFixed(0)} s`,
      "(shown)",
      null,
    );

    backend = await startBackend(env);
    const running = backend;
    const signIn = await fetch(`${running.url}/auth/sign-in`, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify(DEMO_OPERATOR),
    });
    if (!signIn.ok) throw new Error(`the demo operator's sign-in answered ${signIn.status}`);
    const session = /** @type {{ sessionId: string, user: { id: string } }} */ (await signIn.json());
    // The storefront's own signer (a TypeScript module), one token per request as the storefront mints them.
    const { tsImport } = await import("tsx/esm/api");
    const { signLocalToken } = await tsImport("../../contract/server/local-token.ts", import.meta.url);
    /** @param {string} path */
    const get = async (path) => {
      const token = await signLocalToken({ userId: session.user.id, sessionId: session.sessionId }, sessionSecret);
      const response = await fetch(`${running.url}${path}`, { headers: { Authorization: `Bearer ${token}` } });
      const body = Buffer.from(await response.arrayBuffer());
      if (!response.ok) throw new Error(`GET ${path} answered ${response.status}: ${body.toString("utf8").slice(0, 200)}`);
      return body;
    };
    /** @param {string} path */
    const getJson = async (path) => JSON.parse((await get(path)).toString("utf8"));

    // What each page answers, once, so a figure is never of an empty or failing answer.
    const queue = await getJson("/admin/orders");
    // A phone as people write it (03010000042 for +923010000042), a different one each time.
    const phoneAt = (/** @type {number} */ index) => `03${String(10_000_000 + ((index * 7_919) % phoneCount)).padStart(9, "0")}`;
    const orderIdAt = (/** @type {number} */ index) => `CW-${FIRST_NUMBER + 1 + ((index * 104_729) % orderCount)}`;
    const byPhone = await getJson(`/admin/orders?q=${phoneAt(1)}`);
    const byOrderId = await getJson(`/admin/orders?q=${orderIdAt(1)}`);
    const customers = await getJson("/admin/customers");
    // A count at the backend's limit means at least that many ("10,000+").
    const tabCounts = Object.entries(queue.counts).map(
      ([tab, count]) => `${tab} ${count.toLocaleString("en")}${count === COUNT_LIMIT ? "+" : ""}`,
    );
    const phonesListed = `${customers.total.toLocaleString("en")}${customers.totalIsAtLeast ? "+" : ""}`;
    notes.push(
      `orders at scale: the queue's tabs answered ${tabCounts.join(", ")}; a phone's search found ${byPhone.total}, an order ID's ${byOrderId.total}; the customers page counted ${phonesListed} phones`,
    );
    if (queue.rows.length === 0 || byPhone.total < 1 || byOrderId.total !== 1 || customers.rows.length === 0)
      notes.push("orders at scale: a page answered fewer rows than the seed holds");

    const measured = /** @type {const} */ ([
      ["the queue's first page (To confirm, with the tab counts)", () => get("/admin/orders")],
      ["search by phone (every stage)", (/** @type {number} */ index) => get(`/admin/orders?q=${phoneAt(index)}`)],
      ["search by order ID (every stage)", (/** @type {number} */ index) => get(`/admin/orders?q=${orderIdAt(index)}`)],
      ["the Delivered tab's first page", () => get("/admin/orders?tab=delivered")],
      ["the customers page's first page", () => get("/admin/customers")],
    ]);
    log(`  ${measured.length} pages in turn: up to ${requests} requests each, within ${seriesSeconds * measured.length} s`);
    const figures = await timeSeries(measured, requests, seriesSeconds * measured.length, log);
    for (const [index, [figure]] of measured.entries()) {
      const { count, p50, p99 } = figures[index];
      row(`${figure}, ${count} requests: p50 · p99`, `${ms(p50)} · ${ms(p99)}`, "p99 < 150 ms", p99 < 150);
    }

    // The booking file of the "To ship" tab: exactly TO_SHIP orders.
    const rssBefore = running.rssMb();
    const peakReset = running.resetPeak();
    let sampledPeak = rssBefore;
    const sampler = setInterval(() => (sampledPeak = Math.max(sampledPeak, running.rssMb())), 20);
    try {
      for (const format of /** @type {const} */ (["xlsx", "csv"])) {
        /** @type {number[]} */
        const seconds = [];
        let bytes = 0;
        for (let round = 0; round < exports; round += 1) {
          const started = performance.now();
          const body = await get(`/admin/orders/booking-file?courier=TCS&format=${format}`);
          seconds.push((performance.now() - started) / 1000);
          bytes = body.byteLength;
          if (format === "csv") {
            const lines = body.toString("utf8").trimEnd().split("\r\n").length;
            if (lines !== TO_SHIP + 1) notes.push(`orders at scale: the CSV booking file had ${lines - 1} orders, not ${TO_SHIP}`);
          }
        }
        const slowest = Math.max(...seconds);
        row(
          `booking file of ${TO_SHIP.toLocaleString("en")} orders, ${format.toUpperCase()} (${(bytes / 1024).toFixed(0)} KB), slowest of ${exports}`,
          `${slowest.toFixed(2)} s`,
          "< 5 s",
          slowest < 5,
        );
      }
    } finally {
      clearInterval(sampler);
    }
    const peak = peakReset ? running.peakRssMb() : sampledPeak;
    row(
      `backend peak RSS while writing the booking files (${rssBefore.toFixed(0)} MB before)`,
      `${peak.toFixed(0)} MB (+${(peak - rssBefore).toFixed(0)} MB)`,
      "rise < 50 MB",
      peak - rssBefore < 50,
    );
  } catch (error) {
    row("1,000,000 orders", "not measured", "", null);
    notes.push(`orders at scale: ${(error instanceof Error ? error.message : String(error)).split("\n")[0]}`);
  } finally {
    await backend?.stop();
    if (databaseUrl) await target.dropDatabase(label).catch(() => {});
  }
  return { rows, notes };
}
