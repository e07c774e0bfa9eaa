import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { createScratchDatabase } from "../test/harness";
import { proxyPostgresUrl } from "../../e2e/support/tcp-proxy";
import { connectPostgres, queryRows } from "./client";
import { reconnectDelaySeconds } from "./listener";

describe("reconnectDelaySeconds", () => {
  it("starts short and never waits more than a second, however long the database was away", () => {
    for (let retries = 0; retries < 50; retries++) {
      const delay = reconnectDelaySeconds(retries);
      expect(delay).toBeGreaterThan(0);
      expect(delay).toBeLessThanOrEqual(1);
    }
    expect(reconnectDelaySeconds(0)).toBeLessThanOrEqual(0.1);
    expect(reconnectDelaySeconds(30)).toBeGreaterThanOrEqual(0.5);
  });
});

const adminUrl = process.env.TEST_DATABASE_URL;

describe.skipIf(!adminUrl)("a transaction whose connection is lost (PostgreSQL)", () => {
  it("fails, without taking the process down, and the next one commits once the database is back", async () => {
    const scratch = await createScratchDatabase(adminUrl!);
    // A proxy this test owns between the pool and PostgreSQL: cut, it drops every open connection
    // and every new one as soon as it is made.
    const { proxy, url: proxied } = await proxyPostgresUrl(scratch.url);
    // One connection: the one that was cut must be the one that commits afterwards.
    const connection = connectPostgres(proxied, { maxConnections: 1 });
    const uncaught: unknown[] = [];
    const onUncaught = (error: unknown) => uncaught.push(error);
    process.on("uncaughtException", onUncaught);
    try {
      await connection.db.execute(sql`select 1`);
      const inFlight = connection.db.transaction(async (tx) => {
        await tx.execute(sql`select pg_sleep(2)`);
      });
      setTimeout(() => proxy.cut(), 300);
      await expect(inFlight).rejects.toThrow();
      // postgres.js 3.4.9 wrote the transaction's own rollback to the closed connection: its deferred
      // write met a null socket and threw from setImmediate, which ends a server process.
      await new Promise((resolve) => setTimeout(resolve, 100));
      expect(uncaught).toEqual([]);

      proxy.restore();
      const committed = await connection.db.transaction((tx) => queryRows<{ one: number }>(tx, sql`select 1 as one`));
      expect(committed).toEqual([{ one: 1 }]);
    } finally {
      process.off("uncaughtException", onUncaught);
      await connection.close();
      await proxy.close();
      await scratch.drop();
    }
  });
});
