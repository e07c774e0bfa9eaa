/**
 * Test harness: every backend suite runs on an in-memory PGlite, and again on PostgreSQL when
 * TEST_DATABASE_URL is set (each test file in a database of its own, dropped afterwards).
 */
import { createHash, randomBytes } from "node:crypto";
import { existsSync, readdirSync, readFileSync, renameSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { sql } from "drizzle-orm";
import postgres from "postgres";
import { afterAll, beforeAll, describe } from "vitest";
import { createBackendApp, type BackendApp, type BackendDeps } from "../app";
import type { TokenVerifier } from "../auth/verifier";
import { connectPglite, connectPostgres, type Database, type DatabaseConnection } from "../db/client";
import { migrationsFolder, prepareDatabase } from "../db/prepare";
import type { Mailer, OutgoingMail } from "../email/mailer";
import type { Messenger, ShopperMessage } from "../messages/messenger";
import { createEmailDelivery, type EmailDelivery } from "../email/outbox";
import { createHearing, type Hearing } from "../db/hearing";
import { createCatalogueCache } from "../store/catalogue-cache";

export type Driver = "pglite" | "postgres";
export const testDrivers: Driver[] = process.env.TEST_DATABASE_URL ? ["pglite", "postgres"] : ["pglite"];

/** Token "test-<id>" is user <id>, an operator when <id> starts with "operator"; anything else is refused. */
export const testVerifier: TokenVerifier = async (token) => {
  const match = /^test-([\w-]+)$/.exec(token);
  if (!match) return null;
  const role = match[1].startsWith("operator") ? "operator" : "shopper";
  return { userId: match[1], email: `${match[1]}@example.test`, name: `Shopper ${match[1]}`, role };
};

export const tokenFor = (userId: string) => `test-${userId}`;

/** Resolves once `condition` holds (checked every few ms), or throws after `timeoutMs`; for hooks, where expect.poll is not allowed. */
export async function until(condition: () => boolean, timeoutMs = 5_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error(`not true within ${timeoutMs} ms: ${condition.toString()}`);
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
}

/**
 * Reads through a process's cache until the read is kept, and returns the read that was. The write
 * that made the row (another connection's) announces it too, and that announcement may arrive just
 * after the first read, which rightly forgets it: a loaded machine must not fail the test for that.
 */
export async function readUntilKept<Read>(read: () => Promise<Read>, kept: () => unknown, timeoutMs = 5_000): Promise<Read> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const answer = await read();
    if (kept() !== undefined) return answer;
    if (Date.now() > deadline) throw new Error(`no read was kept within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
}

/** A process that hears every announcement for good (as PGlite's own does): its caches answer from memory. */
export function heardForGood(): Hearing {
  const hearing = createHearing();
  hearing.always();
  return hearing;
}

export class FakeMailer implements Mailer {
  sent: OutgoingMail[] = [];
  failWith: string | null = null;
  async send(mail: OutgoingMail) {
    if (this.failWith) throw new Error(this.failWith);
    this.sent.push(mail);
  }
}

/** Keeps what it was asked to send; WhatsApp's channel, so the audit note reads as a live store's would. */
export class FakeMessenger implements Messenger {
  readonly channel = "whatsapp" as const;
  sent: ShopperMessage[] = [];
  failWith: string | null = null;
  async send(message: ShopperMessage) {
    if (this.failWith) throw new Error(this.failWith);
    this.sent.push(message);
  }
}

export type CallOptions = { token?: string; body?: unknown; rawBody?: string; headers?: Record<string, string> };
export type CallResult = { status: number; body: any; headers: Headers };

/** A new, empty PostgreSQL database next to TEST_DATABASE_URL's, with a way to drop it. */
export async function createScratchDatabase(adminUrl: string) {
  const name = `test_${randomBytes(6).toString("hex")}`;
  const admin = postgres(adminUrl, { max: 1, onnotice: () => {} });
  await admin.unsafe(`create database "${name}"`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      await admin.unsafe(`drop database if exists "${name}" with (force)`);
      await admin.end({ timeout: 5 });
    },
  };
}

/** Two backend processes' views of one database: the connection that writes and the one that reads (and listens). */
export type WriterAndReader = { writer: DatabaseConnection; reader: DatabaseConnection; close(): Promise<void> };

/** One PGlite: a single process both writes and reads. */
export async function onePgliteProcess(): Promise<WriterAndReader> {
  const connection = await connectPglite();
  await prepareDatabase(connection, { seedDemo: false });
  return { writer: connection, reader: connection, close: () => connection.close() };
}

/** Two connections to a new PostgreSQL database next to `adminUrl`'s, as two processes would hold. */
export async function twoPostgresProcesses(adminUrl: string): Promise<WriterAndReader> {
  const scratch = await createScratchDatabase(adminUrl);
  const writer = connectPostgres(scratch.url, { maxConnections: 4 });
  await prepareDatabase(writer, { seedDemo: false });
  const reader = connectPostgres(scratch.url, { maxConnections: 4 });
  return {
    writer,
    reader,
    close: async () => {
      await Promise.all([writer.close(), reader.close()]);
      await scratch.drop();
    },
  };
}

let pgliteTemplate: Promise<Blob> | undefined;

/**
 * A dump of a migrated PGlite, cached in the temp folder per migrations and PGlite version:
 * starting from it takes about a second instead of several for a fresh initdb.
 */
export function migratedPgliteTemplate(): Promise<Blob> {
  pgliteTemplate ??= (async () => {
    const folder = migrationsFolder();
    const pgliteManifest = join(dirname(createRequire(import.meta.url).resolve("@electric-sql/pglite")), "../package.json");
    const fingerprint = createHash("sha256").update(readFileSync(pgliteManifest));
    for (const file of readdirSync(folder)
      .filter((name) => name.endsWith(".sql"))
      .sort())
      fingerprint.update(readFileSync(join(folder, file)));
    const cached = join(tmpdir(), `cookware-pglite-template-${fingerprint.digest("hex").slice(0, 16)}.tar`);
    if (existsSync(cached)) return new Blob([readFileSync(cached)]);

    const fresh = await connectPglite();
    await prepareDatabase(fresh, { seedDemo: false });
    const dump = await fresh.client.dumpDataDir("none");
    await fresh.close();
    const partial = `${cached}.${process.pid}.partial`;
    writeFileSync(partial, Buffer.from(await dump.arrayBuffer()));
    renameSync(partial, cached);
    return dump;
  })();
  return pgliteTemplate;
}

export class TestBackend {
  connection!: DatabaseConnection;
  app!: BackendApp;
  mailer = new FakeMailer();
  messenger = new FakeMessenger();
  emailDelivery!: EmailDelivery;
  private dropDatabase: (() => Promise<void>) | undefined;

  constructor(readonly driver: Driver) {}

  get db(): Database {
    return this.connection.db;
  }

  async start(options: { seedDemo?: boolean } = {}) {
    if (this.driver === "postgres") {
      const scratch = await createScratchDatabase(process.env.TEST_DATABASE_URL!);
      this.dropDatabase = scratch.drop;
      this.connection = connectPostgres(scratch.url, { maxConnections: 25 });
    } else {
      this.connection = await connectPglite(undefined, { loadDataDir: await migratedPgliteTemplate() });
    }
    await prepareDatabase(this.connection, { seedDemo: options.seedDemo ?? false });
    this.emailDelivery = createEmailDelivery(this.db, this.mailer, this.messenger);
    this.app = this.createApp({ publicCatalogue: false });
  }

  /** An app on this store and its mailer; `extra` sets any other dependency (a throttle, a limiter, the site's address). */
  createApp(
    options: { publicCatalogue: boolean; verifyToken?: TokenVerifier; catalogueCacheMs?: number },
    extra: Partial<BackendDeps> = {},
  ) {
    return createBackendApp({
      db: this.db,
      // This process hears nothing: only what the app clears itself shows before an entry expires.
      catalogueCache: options.catalogueCacheMs ? createCatalogueCache(options.catalogueCacheMs, heardForGood()) : undefined,
      verifyToken: options.verifyToken ?? testVerifier,
      mailer: this.mailer,
      messenger: this.messenger,
      publicCatalogue: options.publicCatalogue,
      emailDelivery: this.emailDelivery,
      contactInbox: "inbox@cookware.test",
      driver: this.driver,
      ...extra,
    });
  }

  async call(method: string, path: string, options: CallOptions = {}, app: BackendApp = this.app): Promise<CallResult> {
    const headers = new Headers(options.headers);
    if (options.token) headers.set("Authorization", `Bearer ${options.token}`);
    const body = options.rawBody ?? (options.body === undefined ? undefined : JSON.stringify(options.body));
    if (body !== undefined) headers.set("Content-Type", "application/json");
    const response = await app.fetch(new Request(`http://backend.test${path}`, { method, headers, body }));
    const text = await response.text();
    return { status: response.status, body: text ? JSON.parse(text) : null, headers: response.headers };
  }

  /** Empties every table between tests that need a clean slate. */
  async reset() {
    await this.emailDelivery.idle();
    await this.db.execute(sql`truncate table
      rate_limit_hits, email_outbox, blocked_phones, newsletter_subscribers, contact_messages, idempotency_keys, order_items, orders,
      cart_items, addresses, auth_sessions, local_accounts, products, media_files, store_settings, courier_booking_presets, users,
      store_processes restart identity cascade`);
    this.mailer.sent = [];
    this.mailer.failWith = null;
    this.messenger.sent = [];
    this.messenger.failWith = null;
  }

  async stop() {
    await this.emailDelivery?.stop();
    await this.connection?.close();
    await this.dropDatabase?.();
  }
}

/** Declares a suite once per test database; `define` receives the backend, started before its tests run. */
export function describeOnEachDatabase(title: string, define: (backend: TestBackend) => void, options: { seedDemo?: boolean } = {}) {
  describe.each(testDrivers)(`${title} [%s]`, (driver) => {
    const backend = new TestBackend(driver);
    beforeAll(() => backend.start(options));
    afterAll(() => backend.stop());
    define(backend);
  });
}
