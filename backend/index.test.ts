import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it, vi } from "vitest";
import { sql } from "drizzle-orm";
import { LISTENER_APPLICATION_NAME } from "./db/broadcast";
import { connectPostgres, queryRows } from "./db/client";
import { createScratchDatabase } from "./test/harness";

const savedEnvironment = { ...process.env };

/** A fresh copy of the backend module, reading `settings` as its environment. */
async function loadBackend(settings: Record<string, string | undefined>) {
  process.env = { ...savedEnvironment, DATABASE_URL: undefined, SEED_DEMO: "true", PUBLIC_CATALOGUE: "true", ...settings };
  vi.resetModules();
  return import("./index");
}

async function productCount(backend: { fetch(request: Request): Promise<Response> }) {
  const response = await backend.fetch(new Request("http://backend.test/products"));
  expect(response.status).toBe(200);
  return ((await response.json()) as unknown[]).length;
}

describe("getBackend", () => {
  afterEach(() => {
    process.env = { ...savedEnvironment };
  });

  it("starts once per process on PGlite under DATA_DIR, seeded, and keeps the data across restarts", { timeout: 90_000 }, async () => {
    const dataDir = mkdtempSync(join(tmpdir(), "cookware-backend-"));
    try {
      const { getBackend, closeBackend, redisState } = await loadBackend({ DATA_DIR: dataDir });
      const [first, second] = await Promise.all([getBackend(), getBackend()]);
      expect(first).toBe(second);
      expect(redisState().status).toBe("not-configured");
      const health = await first.fetch(new Request("http://backend.test/health"));
      expect(await health.json()).toEqual({ status: "ok" });
      const seeded = await productCount(first);
      expect(seeded).toBeGreaterThanOrEqual(48);
      expect((await first.fetch(new Request("http://backend.test/cart"))).status).toBe(401);
      await closeBackend();

      const restarted = await getBackend();
      expect(restarted).not.toBe(first);
      expect(await productCount(restarted)).toBe(seeded);
      await closeBackend();
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });

  it.runIf(process.env.TEST_DATABASE_URL)(
    "uses PostgreSQL when DATABASE_URL is set, listening for session changes unless SESSION_CACHE=false",
    async () => {
      const scratch = await createScratchDatabase(process.env.TEST_DATABASE_URL!);
      const dataDir = mkdtempSync(join(tmpdir(), "cookware-backend-"));
      const listeners = async () => {
        const admin = connectPostgres(scratch.url, { maxConnections: 1 });
        try {
          const rows = await queryRows<{ count: number }>(
            admin.db,
            sql`select count(*)::int as count from pg_stat_activity where datname = current_database() and application_name = ${LISTENER_APPLICATION_NAME}`,
          );
          return rows[0].count;
        } finally {
          await admin.close();
        }
      };
      try {
        for (const [setting, listening] of [
          ["true", 1],
          ["false", 0],
        ] as const) {
          const { getBackend, closeBackend } = await loadBackend({ DATABASE_URL: scratch.url, DATA_DIR: dataDir, SESSION_CACHE: setting });
          expect(await productCount(await getBackend())).toBeGreaterThanOrEqual(48);
          expect(await listeners()).toBe(listening);
          await closeBackend();
        }
      } finally {
        await scratch.drop();
        rmSync(dataDir, { recursive: true, force: true });
      }
    },
  );

  it("tries again after a failed start", async () => {
    const { getBackend, closeBackend } = await loadBackend({ DATABASE_URL: "postgres://nobody@127.0.0.1:1/none" });
    await expect(getBackend()).rejects.toThrow();
    await expect(getBackend()).rejects.toThrow();
    await closeBackend();
  });
});
