import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

// A backend over HTTP (BACKEND_URL) of this test's own: it answers what `answers` holds per path.
const answers = new Map<string, { status: number; body: string }>();
let server: Server;
let client: typeof import("./client.server");

beforeAll(async () => {
  server = createServer((request, response) => {
    const answer = answers.get(request.url ?? "") ?? { status: 404, body: JSON.stringify({ error: "Not found" }) };
    response.writeHead(answer.status, { "Content-Type": "application/json" }).end(answer.body);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  process.env.BACKEND_URL = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  client = await import("./client.server");
});
afterAll(() => {
  delete process.env.BACKEND_URL;
  server.close();
});

describe("a backend answer shared between requests", () => {
  it("is made into the page's value once per distinct answer, and that value is shared", async () => {
    let derivations = 0;
    const read = client.sharedBackendJson((items: number[]) => {
      derivations += 1;
      return { sum: items.reduce((total, item) => total + item, 0) };
    });
    answers.set("/listing", { status: 200, body: "[1,2,3]" });
    const first = await read("/listing");
    expect(first).toEqual({ sum: 6 });
    await expect(read("/listing")).resolves.toBe(first);
    expect(derivations).toBe(1);

    answers.set("/listing", { status: 200, body: "[1,2,3,4]" });
    await expect(read("/listing")).resolves.toEqual({ sum: 10 });
    expect(derivations).toBe(2);
  });

  it("fails as backendJson does: the backend's message on a 4xx, the friendly 503 on a 5xx", async () => {
    const read = client.sharedBackendJson((body: unknown) => body);
    answers.set("/refused", { status: 400, body: JSON.stringify({ error: "Please check the search options" }) });
    await expect(read("/refused")).rejects.toMatchObject({ name: "BackendError", status: 400, message: "Please check the search options" });
    answers.set("/broken", { status: 500, body: "{}" });
    const error = await read("/broken").catch((thrown: unknown) => thrown);
    expect(client.isBackendUnavailable(error)).toBe(true);
    answers.set("/signed-out", { status: 401, body: "{}" });
    expect(client.isSignInRequired(await read("/signed-out").catch((thrown: unknown) => thrown))).toBe(true);
  });
});
