/**
 * Issue 8's rate limits through the app, on each store: the database (the default) and Redis
 * (REDIS_URL; run when a Redis answers at REDIS_URL or 127.0.0.1:6379, under a key prefix of
 * this run's own that is deleted afterwards).
 */
import { randomBytes } from "node:crypto";
import { eq } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import type { BackendApp } from "../app";
import { clientIpHeaders } from "../../contract/server/client-address";
import { databaseSignInThrottle, redisSignInThrottle, type SignInThrottle } from "../auth/sign-in-throttle";
import { orders, rateLimitHits } from "../db/schema";
import { createRateLimiter, createRedisRateLimiter, type RateLimiter } from "../rate-limit";
import { SIGN_UP_LIMITED } from "../../contract/auth";
import { ORDERS_LIMITED } from "../../contract/messages";
import { createAddress, createProduct } from "../test/fixtures";
import { describeOnEachDatabase, tokenFor, type TestBackend } from "../test/harness";
import { runPrefix, testRedis } from "../test/test-redis";

const STOREFRONT_SECRET = randomBytes(32).toString("base64url");

const redis = await testRedis();
let prefixCounter = 0;

type Store = "database" | "redis";
const stores: Store[] = redis ? ["database", "redis"] : ["database"];

function throttleFor(store: Store, backend: TestBackend): SignInThrottle {
  const database = databaseSignInThrottle(backend.db);
  if (store === "database") return database;
  prefixCounter += 1;
  return redisSignInThrottle(redis!, { prefix: `${runPrefix}${backend.driver}:${prefixCounter}:`, fallback: database });
}

function limiterFor(store: Store, backend: TestBackend): RateLimiter {
  if (store === "database") return createRateLimiter(backend.db);
  prefixCounter += 1;
  return createRedisRateLimiter(redis!, { prefix: `${runPrefix}${backend.driver}:${prefixCounter}:` });
}

describeOnEachDatabase("rate limits", (backend) => {
  describe.each(stores)("kept in the %s", (store) => {
    let app: BackendApp;
    let prefix = "";
    beforeEach(async () => {
      await backend.reset();
      const signInThrottle = throttleFor(store, backend);
      prefix = `${runPrefix}${backend.driver}:${prefixCounter}:`;
      app = backend.createApp(
        { publicCatalogue: false },
        // SIGN_UP_LIMIT_PER_HOUR's default applies: 10.
        { signInThrottle, rateLimiter: limiterFor(store, backend), clientAddressSecret: () => STOREFRONT_SECRET },
      );
    });

    const signUpWith = (index: number, ip: string, headers: Record<string, string>) =>
      backend.call(
        "POST",
        "/auth/sign-up",
        { body: { name: `Shopper ${index}`, email: `signup-${index}-${ip}@example.test`, password: "a-long-enough-password" }, headers },
        app,
      );
    // As the storefront sends it: the shopper's address, signed with the secret both share.
    const signUp = (index: number, ip: string) => signUpWith(index, ip, clientIpHeaders(ip, STOREFRONT_SECRET));

    it("counts every address it cannot verify as one, so a forged X-Client-IP buys no fresh limit", async () => {
      const forgeries = [
        (ip: string) => ({ "X-Client-IP": ip }),
        (ip: string) => clientIpHeaders(ip, "another secret the caller guessed"),
        (ip: string) => ({
          "X-Client-IP": ip,
          "X-Client-IP-Signature": clientIpHeaders("192.0.2.1", STOREFRONT_SECRET)["X-Client-IP-Signature"],
        }),
      ];
      for (let index = 0; index < 10; index += 1) {
        const ip = `192.0.2.${index + 10}`;
        expect((await signUpWith(index, ip, forgeries[index % forgeries.length](ip))).status).toBe(201);
      }
      const refused = await signUpWith(10, "192.0.2.99", { "X-Client-IP": "192.0.2.99" });
      expect(refused.status).toBe(429);
      expect(refused.body.error).toBe(SIGN_UP_LIMITED);
      // A vouched-for address keeps its own limit.
      expect((await signUp(11, "203.0.113.50")).status).toBe(201);
    });

    it("locks an email after 5 failed sign-ins for 15 minutes, and a success forgets the failures before it", async () => {
      const email = `locked-${store}@example.test`;
      expect((await signUpWith(0, "203.0.113.80", { ...clientIpHeaders("203.0.113.80", STOREFRONT_SECRET) })).status).toBe(201);
      const account = { email: "signup-0-203.0.113.80@example.test", password: "a-long-enough-password" };
      const signIn = (password: string, who = account.email) =>
        backend.call("POST", "/auth/sign-in", { body: { email: who, password } }, app);

      for (let index = 0; index < 4; index += 1) expect((await signIn("wrong-password")).status).toBe(401);
      expect((await signIn(account.password)).status).toBe(200);
      for (let index = 0; index < 5; index += 1) expect((await signIn("wrong-password")).status).toBe(401);
      const locked = await signIn(account.password);
      expect(locked.status).toBe(429);
      expect(locked.body.error).toBe("Too many attempts. Try again in 15 minutes.");
      expect(locked.headers.get("Retry-After")).toBe("900");
      // Another email is not locked, and an unknown one counts its own failures.
      for (let index = 0; index < 5; index += 1) expect((await signIn("nope-nope", email)).status).toBe(401);
      expect((await signIn("nope-nope", email)).status).toBe(429);

      // The failures live where the limits do: in Redis with REDIS_URL, not in the database.
      const failuresInDatabase = await backend.db.select().from(rateLimitHits).where(eq(rateLimitHits.bucket, "sign-in-failure"));
      if (store === "redis") {
        expect(failuresInDatabase).toHaveLength(0);
        expect(await redis!.zCard(`${prefix}sign-in-failure:${account.email}`)).toBe(5);
      } else {
        expect(failuresInDatabase.length).toBe(10);
      }
    });

    // Issue 14: the lock was read before the slow hash and the failure written after it, so every
    // guess already in flight was checked (40 at once: 22 checked on PGlite, all of them on PostgreSQL).
    it("checks at most 5 of 40 parallel wrong passwords for one email and refuses the rest with 429", async () => {
      expect((await signUpWith(0, "203.0.113.81", clientIpHeaders("203.0.113.81", STOREFRONT_SECRET))).status).toBe(201);
      const email = "signup-0-203.0.113.81@example.test";
      const guesses = await Promise.all(
        Array.from({ length: 40 }, (_, index) =>
          backend.call("POST", "/auth/sign-in", { body: { email, password: `wrong-password-${index}` } }, app),
        ),
      );
      const statuses = guesses.map((guess) => guess.status);
      expect(statuses.filter((status) => status === 401)).toHaveLength(5);
      expect(statuses.filter((status) => status === 429)).toHaveLength(35);
      // An unknown email is throttled the same way.
      const unknown = await Promise.all(
        Array.from({ length: 20 }, () =>
          backend.call("POST", "/auth/sign-in", { body: { email: "nobody@example.test", password: "wrong-password" } }, app),
        ),
      );
      expect(unknown.filter((guess) => guess.status === 401)).toHaveLength(5);
    });

    it("does not sign in with the right password sent among 30 parallel wrong ones once they reach the limit", async () => {
      expect((await signUpWith(0, "203.0.113.82", clientIpHeaders("203.0.113.82", STOREFRONT_SECRET))).status).toBe(201);
      const account = { email: "signup-0-203.0.113.82@example.test", password: "a-long-enough-password" };
      const signIn = (password: string) => backend.call("POST", "/auth/sign-in", { body: { email: account.email, password } }, app);
      for (let index = 0; index < 4; index += 1) expect((await signIn("wrong-password")).status).toBe(401);
      // One attempt is left: the first of the wrong guesses takes it, the right password comes last.
      const answers = await Promise.all([...Array.from({ length: 30 }, (_, index) => signIn(`wrong-${index}`)), signIn(account.password)]);
      const statuses = answers.map((answer) => answer.status);
      expect(statuses.at(-1)).toBe(429);
      expect(statuses.filter((status) => status === 401)).toHaveLength(1);
      expect(statuses.filter((status) => status === 200)).toHaveLength(0);
    });

    it("lets one address create 10 accounts an hour, then answers 429 with a clear message and Retry-After", async () => {
      for (let index = 0; index < 10; index += 1) expect((await signUp(index, "203.0.113.7")).status).toBe(201);
      const refused = await signUp(10, "203.0.113.7");
      expect(refused.status).toBe(429);
      expect(refused.body.error).toBe(SIGN_UP_LIMITED);
      const retryAfter = Number(refused.headers.get("Retry-After"));
      expect(retryAfter).toBeGreaterThan(3500);
      expect(retryAfter).toBeLessThanOrEqual(3600);
      // Nobody was created by the refused attempt; another address is not affected.
      expect((await signUp(10, "198.51.100.1")).status).toBe(201);
      expect(
        (
          await backend.call(
            "POST",
            "/auth/sign-in",
            { body: { email: "signup-10-203.0.113.7@example.test", password: "a-long-enough-password" } },
            app,
          )
        ).status,
      ).toBe(401);
    });

    it("lets one email send 5 contact messages an hour, then answers 429 with Retry-After", async () => {
      const send = (email: string) =>
        backend.call("POST", "/email/contact", { body: { name: "Ayesha", email, message: "Hello there" } }, app);
      for (let index = 0; index < 5; index += 1) expect((await send("busy@example.test")).status).toBe(201);
      const refused = await send("BUSY@example.test");
      expect(refused.status).toBe(429);
      expect(refused.body.error).toMatch(/try again later/);
      expect(Number(refused.headers.get("Retry-After"))).toBeGreaterThan(0);
      expect((await send("calm@example.test")).status).toBe(201);
    });

    it("lets one shopper place 10 orders a minute, then answers 429 with Retry-After and places nothing", async () => {
      const address = await createAddress(backend.db, "eager");
      const place = (userId: string, key: string) =>
        backend.call(
          "POST",
          "/orders/create",
          { token: tokenFor(userId), body: { shippingAddress: address.id }, headers: { "Idempotency-Key": key } },
          app,
        );
      // Empty-cart attempts count as attempts: the limit is on tries, not on successes.
      for (let index = 0; index < 10; index += 1) expect((await place("eager", `try-${index}`)).status).not.toBe(429);
      const product = await createProduct(backend.db, { stock: 5 });
      expect(
        (
          await backend.call(
            "POST",
            "/cart/items",
            { token: tokenFor("eager"), body: { productId: product.id, quantity: 1, size: "No. 2" } },
            app,
          )
        ).status,
      ).toBe(200);
      const refused = await place("eager", "try-10");
      expect(refused.status).toBe(429);
      expect(refused.body.error).toBe(ORDERS_LIMITED);
      const retryAfter = Number(refused.headers.get("Retry-After"));
      expect(retryAfter).toBeGreaterThan(0);
      expect(retryAfter).toBeLessThanOrEqual(60);
      expect(await backend.db.select().from(orders)).toHaveLength(0);
      // Another shopper is not affected.
      expect((await place("patient", "first")).status).not.toBe(429);
    });
  });
});
