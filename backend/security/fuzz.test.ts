/**
 * Fuzz: every backend call gets at least 200 malformed requests from a seeded generator (wrong
 * types, missing fields, huge values, unicode, negative and fractional quantities, unknown ids,
 * malformed JSON, oversized bodies, duplicated keys). No answer is a 5xx; every 4xx carries a
 * readable `error`; and a request that was refused left the database exactly as it was.
 */
import { describe, expect, it } from "vitest";
import { FUZZER_TOKEN, checksum, fuzzBackend } from "../test/fuzz-backend";
import { fuzzCalls } from "../test/fuzz-calls";
import { hostileStrings, mutateBody, seededRandom, type FuzzBody } from "../test/fuzz";
import { tokenFor } from "../test/harness";

const REQUESTS_PER_CALL = 200;

describe("fuzz", () => {
  const { backend, ids } = fuzzBackend();
  const calls = fuzzCalls(ids);

  it.each(Object.keys(calls).map((name, index) => [name, index] as const))(
    "%s: 200 malformed requests, no 5xx, readable 4xx, nothing changed by a refused one",
    async (name, index) => {
      const call = calls[name];
      const random = seededRandom(8_000 + index);
      await backend.emailDelivery.idle();
      let baseline = await checksum(backend);
      const statuses: Record<number, number> = {};
      for (let n = 0; n < REQUESTS_PER_CALL; n += 1) {
        const body: FuzzBody =
          call.method === "GET" ? {} : call.valid ? mutateBody(random, call.valid()) : random.next() < 0.5 ? mutateBody(random, {}) : {};
        const headers: Record<string, string> = { ...call.headers?.(random) };
        // One request in ten carries a broken or foreign credential instead of the fuzzer's token.
        const credential =
          random.next() < 0.1
            ? random.pick([
                "Bearer",
                "Bearer ",
                `Bearer ${tokenFor("other")}`,
                "Basic eA==",
                `Bearer ${hostileStrings[6]}`,
                "Bearer \u00e9t\u00e9",
              ])
            : `Bearer ${call.token ?? FUZZER_TOKEN}`;
        headers.Authorization = credential;
        const path = call.path(random);
        const answer = await backend.call(call.method, path, {
          rawBody: body.raw ?? (body.json === undefined ? undefined : JSON.stringify(body.json)),
          headers,
        });
        statuses[answer.status] = (statuses[answer.status] ?? 0) + 1;
        const what = `${call.method} ${path.slice(0, 200)} ${String(body.raw ?? JSON.stringify(body.json)).slice(0, 300)}`;
        expect(answer.status, what).toBeLessThan(500);
        if (answer.status >= 400) {
          expect(typeof answer.body?.error, what).toBe("string");
          expect(answer.body.error.length, what).toBeGreaterThan(0);
          expect(answer.body.error.length, what).toBeLessThan(300);
          expect(answer.body.error, what).not.toMatch(/\n\s+at |TypeError|ZodError|SQL|syntax error/i);
          if (call.method !== "GET") expect(await checksum(backend), `${what} changed the database`).toBe(baseline);
        } else if (call.method !== "GET") {
          await backend.emailDelivery.idle(); // the step's email is sent after the answer
          baseline = await checksum(backend);
        }
      }
      // Every request was answered (and checked above).
      expect(Object.values(statuses).reduce((sum, count) => sum + count, 0)).toBe(REQUESTS_PER_CALL);
    },
    120_000,
  );
});
