// @ts-check
// Search at scale (issue 39): the 100,000-product bench catalogue on PostgreSQL, the backend alone
// (scripts/start-backend.mjs) asked `GET /products?q=…` one request at a time with the listing cache
// off, for the searches shoppers type: an exact name, a Roman Urdu spelling, Urdu script, a typo that
// ends in "Did you mean …?" and a word the catalogue has nothing near. Figures only, never a failure.
import { randomBytes } from "node:crypto";
import postgres from "postgres";
import { dropTrigramIndexes, insertProducts } from "./catalogue-scale.mjs";
import { startBackend, timeSeries } from "./orders-scale.mjs";
import { newDataDir } from "./storefront.mjs";

/** @typedef {(message: string) => void} Log */
/** @typedef {{ section: string, figure: string, value: string | number | null, target: string, met: boolean | null }} Row */

const SECTION = "Search at scale (PostgreSQL)";
const CATALOGUE_SIZE = 100_000;
const P50_TARGET_MS = 30;
const P99_TARGET_MS = 100;

/** What each search stands for, and what shoppers type (the generated names cycle through these words). */
export const benchSearches = /** @type {const} */ ([
  ["exact name", "Royal Karahi No. 5"],
  ["Roman Urdu spelling", "karhai"],
  ["Urdu script", "کڑاہی"],
  ["two words, one a Roman Urdu spelling", "family haandi"],
  ["typo (Did you mean)", "royal karahhi"],
  ["nothing near", "blender"],
]);

/**
 * The section: a 100,000-product catalogue, the backend, each search timed; its database is dropped at the end.
 * @param {import("./catalogue-scale.mjs").PostgresTarget | null} target
 * @param {{ quick: boolean, log: Log }} options
 * @returns {Promise<{ rows: Row[], notes: string[] }>}
 */
export async function measureSearchAtScale(target, { quick, log }) {
  /** @type {Row[]} */
  const rows = [];
  /** @type {string[]} */
  const notes = [];
  const row = (
    /** @type {string} */ figure,
    /** @type {Row["value"]} */ value,
    /** @type {string} */ goal,
    /** @type {boolean | null} */ met,
  ) => rows.push({ section: SECTION, figure, value, target: goal, met });
  const goal = `p50 < ${P50_TARGET_MS} ms, p99 < ${P99_TARGET_MS} ms`;
  if (!target) {
    row(`${CATALOGUE_SIZE.toLocaleString("en")} products`, "no PostgreSQL reachable", goal, null);
    return { rows, notes };
  }
  const label = `search_${randomBytes(3).toString("hex")}`;
  const ms = (/** @type {number} */ value) => `${value.toFixed(1)} ms`;
  let backend;
  let databaseUrl;
  try {
    databaseUrl = await target.freshDatabase(label);
    // Product reads without a token; the listing cache off, so every request searches the database.
    const env = { DATABASE_URL: databaseUrl, DATA_DIR: newDataDir("search"), PUBLIC_CATALOGUE: "true", CATALOGUE_CACHE_MS: "0" };
    log(`search at scale: migrations and the demo catalogue on ${label}`);
    const first = await startBackend(env);
    await first.stop();
    const seeded = performance.now();
    const sql = postgres(databaseUrl, { max: 1, onnotice: () => {} });
    try {
      const [{ demo }] = await sql`select count(*)::int as demo from products`;
      for (const statement of dropTrigramIndexes) await sql.unsafe(statement);
      await sql.unsafe(insertProducts(CATALOGUE_SIZE - demo));
      await sql.unsafe("analyze products");
    } finally {
      await sql.end({ timeout: 5 });
    }
    // The second start builds the search indexes again, over the whole catalogue.
    backend = await startBackend(env);
    const running = backend;
    row(
      `${CATALOGUE_SIZE.toLocaleString("en")} products generated in SQL, search indexes built`,
      `${((performance.now() - seeded) / 1000).toFixed(0)} s`,
      "(shown)",
      null,
    );
    /** @param {string} q */
    const search = async (q) => {
      const response = await fetch(`${running.url}/products?q=${encodeURIComponent(q)}`);
      const text = await response.text();
      if (!response.ok) throw new Error(`GET /products?q=${q} answered ${response.status}: ${text.slice(0, 200)}`);
      return text;
    };
    /** @type {string[]} what each search found, so a figure is never of an empty or failing answer */
    const found = [];
    for (const [, q] of benchSearches) {
      const page = /** @type {{ total: number, didYouMean?: string }} */ (JSON.parse(await search(q)));
      found.push(`${page.total.toLocaleString("en")} found${page.didYouMean ? `, "Did you mean ${page.didYouMean}?"` : ""}`);
    }
    const series = benchSearches.map(([, q]) => /** @type {const} */ ([q, () => search(q)]));
    const requests = quick ? 50 : 200;
    log(`  ${series.length} searches in turn: up to ${requests} requests each`);
    const figures = await timeSeries(series, requests, (quick ? 10 : 30) * series.length, log);
    for (const [index, [kind, q]] of benchSearches.entries()) {
      const { count, p50, p99 } = figures[index];
      row(
        `${kind} "${q}" (${found[index]}), ${count} requests: p50 · p99`,
        `${ms(p50)} · ${ms(p99)}`,
        goal,
        p50 < P50_TARGET_MS && p99 < P99_TARGET_MS,
      );
    }
  } catch (error) {
    row(`${CATALOGUE_SIZE.toLocaleString("en")} products`, "not measured", goal, null);
    notes.push(`search at scale: ${(error instanceof Error ? error.message : String(error)).split("\n")[0]}`);
  } finally {
    await backend?.stop();
    if (databaseUrl) await target.dropDatabase(label).catch(() => {});
  }
  return { rows, notes };
}
