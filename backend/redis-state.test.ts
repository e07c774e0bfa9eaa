import { expect, it, onTestFinished } from "vitest";
import { REDIS_NOT_ANSWERING } from "../contract/health";
import { captureLog } from "../contract/server/log";
import { TestBackend, until } from "./test/harness";
import { testRedis } from "./test/test-redis";
import { connectRedis } from "./redis-connection";

const redis = await testRedis();
// A user that does not exist: Redis 6+ answers WRONGPASS, whatever the shared Redis's own password.
const WRONG_USER_URL = "redis://nobody:not-the-password@127.0.0.1:6379";
const WRONGPASS = "WRONGPASS invalid username-password pair or user is disabled.";

it.runIf(redis)("says once what Redis answered a wrong password, and /health says degraded meanwhile", { timeout: 30_000 }, async () => {
  const logged = captureLog("info");
  onTestFinished(logged.restore);
  const connection = await connectRedis(WRONG_USER_URL);
  onTestFinished(connection.close);
  await until(() => connection.state().status === "failing");
  // node-redis tries again every few hundred ms and is refused the same way: still one line.
  const firstRefusal = connection.state().lastErrorAt;
  await until(() => connection.state().lastErrorAt !== firstRefusal);
  const aboutRedis = logged.lines().filter((line) => String(line.msg).includes("Redis"));
  expect(aboutRedis.map((line) => [line.level, line.msg])).toEqual([
    [
      50,
      `[backend] Redis at 127.0.0.1:6379 (REDIS_URL) failed: "${WRONGPASS}"; rate limits are kept in the database until it answers. Check the user name and password in REDIS_URL.`,
    ],
  ]);
  expect(logged.text()).not.toContain("not-the-password");
  expect(connection.state()).toEqual({ status: "failing", lastError: WRONGPASS, lastErrorAt: expect.any(String) });
  await expect(connection.client.eval("return 1", { keys: [], arguments: [] })).rejects.toThrow(`Redis is not connected (${WRONGPASS})`);

  const backend = new TestBackend("pglite");
  await backend.start();
  onTestFinished(() => backend.stop());
  const health = await backend.call("GET", "/health", {}, backend.createApp({ publicCatalogue: false }, { redisState: connection.state }));
  expect([health.status, health.body]).toEqual([200, { status: "degraded", reason: REDIS_NOT_ANSWERING }]);
  const withoutRedis = await backend.call("GET", "/health");
  expect(withoutRedis.body).toEqual({ status: "ok" });
});

it.runIf(redis)("is connected, with nothing to report, when Redis accepts the connection", async () => {
  const logged = captureLog("info");
  onTestFinished(logged.restore);
  const connection = await connectRedis(process.env.REDIS_URL || "redis://127.0.0.1:6379");
  onTestFinished(connection.close);
  await until(() => connection.state().status === "connected");
  expect(connection.state()).toEqual({ status: "connected", lastError: null, lastErrorAt: null });
  expect(logged.lines().filter((line) => String(line.msg).includes("Redis"))).toEqual([]);
});
