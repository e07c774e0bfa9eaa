import { execFileSync } from "node:child_process";
import { describe, expect, it } from "vitest";

/**
 * patches/postgres+3.4.9.patch (docs/patches.md): a connection lost at the wrong moment must fail
 * the queries that used it, never end the process. Each case runs in a process of its own, through
 * both of postgres.js's builds (the backend imports its ES module build; CommonJS is patched alike),
 * and answers how its queries settled and what escaped them.
 */
function runCase(body: string, env: Record<string, string> = {}) {
  const script = `
    import { createRequire } from "node:module";
    import { createServer } from "node:net";
    const escaped = [];
    process.on("unhandledRejection", (error) => escaped.push("unhandled rejection: " + (error?.code ?? error?.message)));
    process.on("uncaughtException", (error) => escaped.push("uncaught exception: " + error?.message));
    const builds = { esm: (await import("postgres")).default, cjs: createRequire(import.meta.url)("postgres") };
    const pause = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
    const answers = {};
    for (const [build, postgres] of Object.entries(builds)) {
      ${body}
    }
    await pause(300);
    process.stdout.write(JSON.stringify({ answers, escaped }));
    process.exit(0);
  `;
  const output = execFileSync(process.execPath, ["--input-type=module", "-e", script], {
    env: { ...process.env, ...env },
    timeout: 20_000,
  });
  return JSON.parse(output.toString()) as { answers: Record<string, unknown>; escaped: string[] };
}

describe("postgres.js when its connection is lost (patched)", () => {
  it("fails the caller's query, and nothing else, when the connection closes while fetching array types", () => {
    // A server that lets the driver in (AuthenticationOk, ReadyForQuery), then hangs up on its first
    // query (the driver's own, for the array types, sent before the caller's) and takes no more
    // connections: the caller's query, tried again on a new connection, is refused.
    const result = runCase(`
      const server = createServer((socket) => {
        let started = false;
        socket.on("data", () => {
          if (started) {
            server.close();
            return socket.destroy();
          }
          started = true;
          socket.write(Buffer.from([0x52, 0, 0, 0, 8, 0, 0, 0, 0, 0x5a, 0, 0, 0, 5, 0x49]));
        });
      });
      await new Promise((resolve) => server.listen(0, "127.0.0.1", resolve));
      const sql = postgres({ host: "127.0.0.1", port: server.address().port, user: "shop", database: "shop", max: 1, connect_timeout: 2 });
      answers[build] = await sql\`select 1\`.then(() => "answered", (error) => error.code);
      await sql.end({ timeout: 0 });
      server.close();
    `);
    expect(result).toEqual({ answers: { esm: "ECONNREFUSED", cjs: "ECONNREFUSED" }, escaped: [] });
  });

  it.skipIf(!process.env.TEST_DATABASE_URL)(
    "fails a transaction whose connection is ended mid-query, without writing its rollback to the closed socket",
    () => {
      const result = runCase(
        `
        const sql = postgres(process.env.TEST_DATABASE_URL, { max: 2 });
        const killer = postgres(process.env.TEST_DATABASE_URL, { max: 1 });
        let pid = null;
        // Settled from the start: the server may hang up on the transaction before it answers the
        // killer, and a rejection with no handler yet would be counted as escaping the driver.
        const transaction = sql
          .begin(async (tx) => {
            [{ pid }] = await tx\`select pg_backend_pid() as pid\`;
            await tx\`select pg_sleep(3)\`;
          })
          .then(() => "committed", (error) => error.code);
        while (pid === null) await pause(20);
        await killer\`select pg_terminate_backend(\${pid})\`;
        answers[build] = await transaction;
        await pause(100);
        answers[build + " afterwards"] = await sql\`select 1 as one\`.then(([row]) => row.one, (error) => error.code);
        await Promise.all([sql.end({ timeout: 1 }), killer.end({ timeout: 1 })]);
      `,
      );
      expect(result.escaped).toEqual([]);
      expect(result.answers).toMatchObject({ "esm afterwards": 1, "cjs afterwards": 1 });
      expect(result.answers.esm).not.toBe("committed");
      expect(result.answers.cjs).not.toBe("committed");
    },
  );
});
