// @ts-check
// Catalogues of 1,000 to 100,000 products for the scale figures: one PGlite DATA_DIR per size, or
// one PostgreSQL database per size when DATABASE_URL is set. Rows are made by the database itself
// (one INSERT … SELECT over generate_series), so 100,000 take seconds, not minutes.
import { join } from "node:path";
import postgres from "postgres";
import { newDataDir, startStorefront } from "./storefront.mjs";

/** @typedef {(message: string) => void} Log */
/** @typedef {NonNullable<Awaited<ReturnType<typeof postgresTarget>>>} PostgresTarget */

/**
 * The PostgreSQL server of DATABASE_URL, or this machine's local one when it answers; null otherwise.
 * @param {Log} [log]
 */
export async function postgresTarget(log = () => {}) {
  const baseUrl = process.env.DATABASE_URL || "postgres://postgres@127.0.0.1:5432/postgres";
  const admin = postgres(baseUrl, { max: 1, connect_timeout: 3, onnotice: () => {} });
  try {
    await admin`select 1`;
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    log(`no PostgreSQL at ${new URL(baseUrl).host} (${reason}): PostgreSQL figures skipped`);
    await admin.end({ timeout: 1 }).catch(() => {});
    return null;
  }
  return {
    /**
     * A new empty database on that server, named for the bench; answers its URL.
     * @param {string} label
     */
    async freshDatabase(label) {
      const name = `cookware_bench_${label}`;
      await admin.unsafe(`drop database if exists ${name} with (force)`);
      await admin.unsafe(`create database ${name}`);
      const url = new URL(baseUrl);
      url.pathname = `/${name}`;
      return url.toString();
    },
    /**
     * Drops the database freshDatabase made for this label.
     * @param {string} label
     */
    dropDatabase: (label) => admin.unsafe(`drop database if exists cookware_bench_${label} with (force)`).then(() => {}),
    close: () => admin.end({ timeout: 1 }),
  };
}

// Names and filter keys cycle independently, so "karahi" + non-stick + glass-lid matches 1 in 54.
export const insertProducts = (/** @type {number} */ count) => `
  insert into products (id, name, description, images, price_paisa, filter_keys, collections, sizes, stock, is_best_seller, created_at, updated_at)
  select
    'b' || lpad(to_hex(i), 23, '0'),
    (array['Classic','Royal','Heritage','Everyday','Family','Chef'])[1 + i % 6] || ' '
      || (array['Handi','Karahi','Frying Pan','Saucepan','Gift Set','Tawa'])[1 + (i / 6) % 6] || ' No. ' || (2 + i % 8),
    'Generated for the catalogue-scale bench: sturdy cookware for everyday cooking, item ' || i || '.',
    (select images from products order by id limit 1),
    100000 + (i * 7919) % 2000000,
    array[
      (array['handi','karahi','open-cookware','open-cookware','gift-set','open-cookware'])[1 + (i / 6) % 6],
      (array['metal-finish','non-stick','marble-coated'])[1 + (i / 36) % 3],
      (array['glass-lid','metal-lid','no-lid'])[1 + (i / 108) % 3],
      (array['small','medium','large'])[1 + i % 3]
    ],
    '{}',
    array['No. ' || (2 + i % 8)],
    5 + i % 40,
    false,
    now() - make_interval(mins => i),
    now()
  from generate_series(1, ${count}) as i`;

// Built again by the storefront at its next start (ensureSearchIndexes), faster than row by row.
export const dropTrigramIndexes = ["drop index if exists products_name_trgm_idx", "drop index if exists products_description_trgm_idx"];

/**
 * Prepares a catalogue of `size` products; answers the environment of a storefront that serves it.
 * @param {number} size
 * @param {{ buildDir: string, postgres: PostgresTarget | null, log?: Log }} options
 * @returns {Promise<Record<string, string>>}
 */
export async function seedCatalogue(size, { buildDir, postgres: target, log = () => {} }) {
  const dataDir = newDataDir(`scale-${size}`);
  const databaseUrl = target ? await target.freshDatabase(`scale_${size}`) : undefined;
  /** @type {Record<string, string>} */
  const env = databaseUrl ? { DATABASE_URL: databaseUrl, DATA_DIR: dataDir } : { DATA_DIR: dataDir };
  // The storefront's own start-up makes the schema and the demo catalogue.
  const first = await startStorefront(env, { buildDir });
  await first.stop();
  const started = Date.now();
  if (databaseUrl) {
    const sql = postgres(databaseUrl, { max: 1, onnotice: () => {} });
    try {
      const [{ demo }] = await sql`select count(*)::int as demo from products`;
      for (const statement of dropTrigramIndexes) await sql.unsafe(statement);
      await sql.unsafe(insertProducts(Math.max(0, size - demo)));
      await sql.unsafe("analyze products");
    } finally {
      await sql.end({ timeout: 5 });
    }
  } else {
    const { PGlite } = await import("@electric-sql/pglite");
    const { pg_trgm } = await import("@electric-sql/pglite/contrib/pg_trgm");
    const db = await PGlite.create(join(dataDir, "pglite"), { extensions: { pg_trgm } });
    try {
      const { rows } = await db.query("select count(*)::int as demo from products");
      for (const statement of dropTrigramIndexes) await db.exec(statement);
      await db.exec(insertProducts(Math.max(0, size - rows[0].demo)));
      await db.exec("analyze products");
    } finally {
      await db.close();
    }
  }
  log(`  inserted in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  return env;
}
