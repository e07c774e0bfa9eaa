import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq, sql } from "drizzle-orm";
import { LISTENER_APPLICATION_NAME } from "../db/broadcast";
import { connectPostgres, queryRows, type DatabaseConnection } from "../db/client";
import { prepareDatabase } from "../db/prepare";
import { cartItems, users } from "../db/schema";
import { createProduct, setVariant } from "../test/fixtures";
import { createHearing } from "../db/hearing";
import {
  createScratchDatabase,
  heardForGood,
  onePgliteProcess,
  readUntilKept,
  until,
  twoPostgresProcesses,
  type WriterAndReader,
} from "../test/harness";
import { proxyPostgresUrl } from "../../e2e/support/tcp-proxy";
import { signLocalToken } from "../../contract/server/local-token";
import { signOut, signUp } from "./local-identity";
import { createLocalVerifier } from "./local-token";
import { createSessionCache, IDENTITY_CHANNEL, sessionsEndedEverywhere, type SessionCache } from "./session-cache";
import type { VerifiedUser } from "./verifier";

const SECRET = "a-test-session-secret-that-is-long-enough-1234";
const user = (userId: string, cartCount = 0): VerifiedUser => ({ userId, cartCount, rowExists: true });
const later = Date.now() + 60_000;

describe("the session cache", () => {
  const liveCache = () => createSessionCache({ hearing: heardForGood() });

  it("keeps a read until its user is announced changed, and only that user's", () => {
    const cache = liveCache();
    cache.set("s1", { user: user("u1"), expiresAt: later }, cache.mark());
    cache.set("s2", { user: user("u1"), expiresAt: later }, cache.mark());
    cache.set("s3", { user: user("u2"), expiresAt: later }, cache.mark());
    expect(cache.get("s1")?.user.userId).toBe("u1");
    cache.forgetUser("u1");
    expect(cache.get("s1")).toBeUndefined();
    expect(cache.get("s2")).toBeUndefined();
    expect(cache.get("s3")?.user.userId).toBe("u2");
  });

  it("does not keep a read that a change overtook while it was in flight", () => {
    const cache = liveCache();
    const markBeforeRead = cache.mark();
    cache.forgetUser("u1"); // announced while the read was on its way
    cache.set("s1", { user: user("u1", 1), expiresAt: later }, markBeforeRead);
    expect(cache.get("s1")).toBeUndefined();
    // Another user's change does not stop it; a read started after the change is kept.
    cache.forgetUser("u2");
    const afterChange = cache.mark();
    cache.set("s1", { user: user("u1", 2), expiresAt: later }, afterChange);
    expect(cache.get("s1")?.user.cartCount).toBe(2);
  });

  it("keeps and answers nothing while it does not hear the announcements, and forgets all on losing them", () => {
    const hearing = createHearing();
    const cache = createSessionCache({ hearing });
    cache.set("s1", { user: user("u1"), expiresAt: later }, cache.mark());
    expect(cache.get("s1")).toBeUndefined();
    hearing.always();
    const markBeforeLoss = cache.mark();
    cache.set("s1", { user: user("u1"), expiresAt: later }, cache.mark());
    expect(cache.size).toBe(1);
    hearing.lost();
    expect(cache.get("s1")).toBeUndefined();
    hearing.always();
    expect(cache.get("s1")).toBeUndefined();
    // A read begun before the loss is not kept after it.
    cache.set("s1", { user: user("u1"), expiresAt: later }, markBeforeLoss);
    expect(cache.size).toBe(0);
  });

  it("stops answering once no heartbeat was heard for the window, and forgets what it kept across the gap", () => {
    let clock = 0;
    const hearing = createHearing({ windowMs: 3_000, now: () => clock });
    const cache = createSessionCache({ hearing });
    hearing.heardUpTo(0);
    cache.set("s1", { user: user("u1"), expiresAt: later }, cache.mark());
    clock = 2_999;
    expect(cache.get("s1")?.user.userId).toBe("u1");
    clock = 3_000; // a stalled listener: nothing heard since the heartbeat sent at 0
    expect(cache.get("s1")).toBeUndefined();
    cache.set("s2", { user: user("u2"), expiresAt: later }, cache.mark());
    expect(cache.get("s2")).toBeUndefined();
    hearing.heardUpTo(3_500);
    expect(cache.get("s1")).toBeUndefined();
    expect(cache.size).toBe(0);
  });

  it("answers a kept read for at most its maximum age, even while every announcement is heard", () => {
    let clock = 0;
    const cache = createSessionCache({ hearing: heardForGood(), maxAgeMs: 30_000, now: () => clock });
    cache.set("s1", { user: user("u1"), expiresAt: later }, cache.mark());
    clock = 29_999;
    expect(cache.get("s1", clock)?.user.userId).toBe("u1");
    clock = 30_000;
    expect(cache.get("s1", clock)).toBeUndefined();
    expect(cache.size).toBe(0);
  });

  it("drops a session that has ended", () => {
    const cache = liveCache();
    cache.set("s1", { user: user("u1"), expiresAt: 1_000 }, cache.mark());
    expect(cache.get("s1", 999)?.user.userId).toBe("u1");
    expect(cache.get("s1", 1_000)).toBeUndefined();
  });
});

/** One backend process's view: its own connection, cache, listener and verifier. */
async function processOn(connection: DatabaseConnection) {
  const hearing = createHearing();
  const cache = createSessionCache({ hearing });
  await connection.listen({ [IDENTITY_CHANNEL]: (userId) => cache.forgetUser(userId) }, hearing);
  await until(() => cache.live);
  const verify = createLocalVerifier(connection.db, SECRET, { reuseMs: 0, sessionCache: cache });
  return { cache, verify };
}

async function tokenOf(session: { user: { id: string }; sessionId: string }) {
  return signLocalToken({ userId: session.user.id, sessionId: session.sessionId }, SECRET);
}

function sharedBehaviour(label: string, open: () => Promise<WriterAndReader>) {
  describe(`session reads kept between requests (${label})`, () => {
    let connections: Awaited<ReturnType<typeof open>>;
    let reader: { cache: SessionCache; verify: ReturnType<typeof createLocalVerifier> };

    beforeAll(async () => {
      connections = await open();
      reader = await processOn(connections.reader);
    });
    afterAll(() => connections.close());

    async function newSession(label: string) {
      const email = `${label}-${Math.random().toString(36).slice(2)}@example.com`;
      return signUp(connections.writer.db, { name: `Shopper ${label}`, email, password: "correct-horse-battery" });
    }

    /** A page's read of the session through the reading process, as its GET calls verify. */
    const read = async (session: Awaited<ReturnType<typeof newSession>>) => reader.verify(await tokenOf(session), { reuse: true });

    it("a signed-in page's read is kept: the next page is answered from memory", async () => {
      const session = await newSession("kept");
      expect(reader.cache.live).toBe(true);
      const first = await readUntilKept(
        () => read(session),
        () => reader.cache.get(session.sessionId),
      );
      expect(first).toMatchObject({ userId: session.user.id, cartCount: 0 });
      expect(reader.cache.get(session.sessionId)?.user.userId).toBe(session.user.id);
      await expect(read(session)).resolves.toMatchObject({ userId: session.user.id, name: "Shopper kept" });
    });

    it("a sign-out written by another process refuses the session's next read", async () => {
      const session = await newSession("out");
      await readUntilKept(
        () => read(session),
        () => reader.cache.get(session.sessionId),
      );
      await signOut(connections.writer.db, session.sessionId, session.user.id);
      await expect.poll(() => read(session), { timeout: 2_000, interval: 5 }).toBeNull();
    });

    it("a sign-out settles only once every process has forgotten the session", async () => {
      // The writer hears the confirmations over its own listening connection, as a backend process does.
      if (connections.writer !== connections.reader) await processOn(connections.writer);
      const session = await newSession("ended");
      await readUntilKept(
        () => read(session),
        () => reader.cache.get(session.sessionId),
      );
      await signOut(connections.writer.db, session.sessionId, session.user.id);
      await sessionsEndedEverywhere(connections.writer)(session.user.id);
      // At once, not after a moment: a stale cookie sent right after the sign-out's answer is refused.
      expect(reader.cache.get(session.sessionId)).toBeUndefined();
      await expect(read(session)).resolves.toBeNull();
    });

    it("a cart line or a new name written elsewhere shows on the next read", async () => {
      const session = await newSession("cart");
      await read(session);
      const product = await createProduct(connections.writer.db, { stock: 5 });
      await connections.writer.db.insert(cartItems).values({
        id: `line-${session.sessionId}`,
        userId: session.user.id,
        productId: product.id,
        variantId: (await setVariant(connections.writer.db, product.id, {})).id,
        quantity: 3,
        size: "",
      });
      await expect.poll(async () => (await read(session))?.cartCount, { timeout: 2_000, interval: 5 }).toBe(3);
      await connections.writer.db.update(users).set({ name: "Renamed", language: "ur" }).where(eq(users.id, session.user.id));
      await expect.poll(async () => (await read(session))?.name, { timeout: 2_000, interval: 5 }).toBe("Renamed");
      expect((await read(session))?.language).toBe("ur");
    });

    it("a write verifies afresh and is not kept", async () => {
      const session = await newSession("write");
      await expect(reader.verify(await tokenOf(session), { reuse: false })).resolves.toMatchObject({ userId: session.user.id });
      expect(reader.cache.get(session.sessionId)).toBeUndefined();
    });
  });
}

sharedBehaviour("PGlite, one process", onePgliteProcess);

const adminUrl = process.env.TEST_DATABASE_URL;
if (adminUrl) {
  sharedBehaviour("PostgreSQL, two processes", () => twoPostgresProcesses(adminUrl));

  describe("losing the listening connection (PostgreSQL)", () => {
    let scratch: Awaited<ReturnType<typeof createScratchDatabase>>;
    let connection: DatabaseConnection;

    beforeAll(async () => {
      scratch = await createScratchDatabase(adminUrl);
      connection = connectPostgres(scratch.url, { maxConnections: 4 });
      await prepareDatabase(connection, { seedDemo: false });
    });
    afterAll(async () => {
      await connection.close();
      await scratch.drop();
    });

    it("keeps it off while the database drops every connection, trying again at a steady pace, and on once it is back", async () => {
      // A proxy this test owns between the listener and PostgreSQL: cut, it drops every open
      // connection and every new one as soon as it is made, counting them.
      const { proxy, url: proxied } = await proxyPostgresUrl(scratch.url);
      const viaProxy = connectPostgres(proxied, { maxConnections: 1 });
      try {
        const hearing = createHearing();
        const cache = createSessionCache({ hearing });
        await viaProxy.listen({ [IDENTITY_CHANNEL]: (userId) => cache.forgetUser(userId) }, hearing);
        await expect.poll(() => cache.live, { timeout: 5_000, interval: 5 }).toBe(true);

        proxy.cut();
        await expect.poll(() => cache.live, { timeout: 5_000, interval: 5 }).toBe(false);
        const attemptsBefore = proxy.attempts();
        await new Promise((resolve) => setTimeout(resolve, 3_000));
        // Backing off to one try a second: a handful in 3 s, not a connection in a tight loop
        // (which would starve the process serving shoppers).
        expect(proxy.attempts() - attemptsBefore).toBeGreaterThan(0);
        expect(proxy.attempts() - attemptsBefore).toBeLessThanOrEqual(12);
        expect(cache.live).toBe(false);

        proxy.restore();
        await expect.poll(() => cache.live, { timeout: 10_000, interval: 50 }).toBe(true);
      } finally {
        await viaProxy.close();
        await proxy.close();
      }
    });

    it("stops answering from memory at once, and starts again once it listens again", async () => {
      const { cache, verify } = await processOn(connection);
      const email = `lost-${Math.random().toString(36).slice(2)}@example.com`;
      const session = await signUp(connection.db, { name: "Lost", email, password: "correct-horse-battery" });
      await verify(await tokenOf(session), { reuse: true });
      expect(cache.get(session.sessionId)).toBeDefined();

      const listening = await queryRows<{ pid: number }>(
        connection.db,
        sql`select pid from pg_stat_activity where datname = current_database() and application_name = ${LISTENER_APPLICATION_NAME}`,
      );
      expect(listening.length).toBeGreaterThan(0);
      await queryRows(connection.db, sql`select pg_terminate_backend(${listening[0].pid}::int)`);
      await expect.poll(() => cache.live, { timeout: 5_000, interval: 5 }).toBe(false);
      expect(cache.get(session.sessionId)).toBeUndefined();

      await expect.poll(() => cache.live, { timeout: 10_000, interval: 50 }).toBe(true);
      await verify(await tokenOf(session), { reuse: true });
      expect(cache.get(session.sessionId)?.user.userId).toBe(session.user.id);
    });
  });
}
