import { describe, expect, it, onTestFinished } from "vitest";
import { createBackendApp } from "./app";
import type { Database } from "./db/client";
import { createHearing } from "./db/hearing";
import { NOT_HEARING_ANNOUNCEMENTS } from "../contract/health";
import { describeOnEachDatabase, FakeMailer, testVerifier, tokenFor } from "./test/harness";
import { captureLog } from "../contract/server/log";

const protectedCalls: [method: string, path: string][] = [
  ["GET", "/products"],
  ["GET", "/products?q=handi"],
  ["GET", "/products/special/best_seller"],
  ["GET", "/products/anything"],
  ["GET", "/cart"],
  ["POST", "/cart/items"],
  ["PUT", "/cart/items"],
  ["DELETE", "/cart"],
  ["GET", "/users/address"],
  ["POST", "/users/address"],
  ["PUT", "/users/address/abc/default"],
  ["GET", "/users/profile"],
  ["PUT", "/users/profile"],
  ["POST", "/orders/create"],
  ["GET", "/orders/history"],
  ["GET", "/orders/CW-100001"],
];

describeOnEachDatabase("the backend app", (backend) => {
  it("answers /health after asking the database", async () => {
    const response = await backend.call("GET", "/health");
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ status: "ok" });
  });

  it('answers /health 200 "degraded" while the process cannot prove it hears the database\'s announcements', async () => {
    const hearing = createHearing();
    const app = createBackendApp({ db: backend.db, verifyToken: testVerifier, mailer: new FakeMailer(), publicCatalogue: true, hearing });
    const degraded = await backend.call("GET", "/health", {}, app);
    expect(degraded.status).toBe(200);
    expect(degraded.body).toEqual({ status: "degraded", reason: NOT_HEARING_ANNOUNCEMENTS });
    hearing.heardUpTo(performance.now());
    expect((await backend.call("GET", "/health", {}, app)).body).toEqual({ status: "ok" });
    hearing.lost();
    expect((await backend.call("GET", "/health", {}, app)).body).toMatchObject({ status: "degraded" });
  });

  it.each(protectedCalls)("%s %s needs a signed-in user", async (method, path) => {
    const body = method === "GET" || method === "DELETE" ? undefined : {};
    const missing = await backend.call(method, path, { body });
    expect(missing.status).toBe(401);
    expect(missing.body).toEqual({ error: "Sign in required" });
    expect(missing.headers.get("WWW-Authenticate")).toBe("Bearer");

    const forged = await backend.call(method, path, { token: "forged-token", body });
    expect(forged.status).toBe(401);
    expect(forged.body).toEqual({ error: "Sign in required" });

    const notBearer = await backend.call(method, path, { headers: { Authorization: `Basic ${tokenFor("user-1")}` }, body });
    expect(notBearer.status).toBe(401);
  });

  it("answers unknown paths with a JSON 404", async () => {
    const response = await backend.call("GET", "/nothing-here", { token: tokenFor("user-1") });
    expect(response.status).toBe(404);
    expect(response.body).toEqual({ error: "Not found" });
  });

  it("refuses malformed JSON with 400", async () => {
    const response = await backend.call("POST", "/cart/items", { token: tokenFor("user-1"), rawBody: '{"productId": ' });
    expect(response.status).toBe(400);
    expect(response.body).toEqual({ error: "Malformed JSON" });
  });

  it("refuses bodies over 64 KB with 413", async () => {
    const message = "x".repeat(70 * 1024);
    const response = await backend.call("POST", "/email/contact", { body: { name: "A", email: "a@example.com", message } });
    expect(response.status).toBe(413);
    expect(response.body.error).toMatch(/too large/);
  });

  it("answers validation failures with 400 and one message per field", async () => {
    const response = await backend.call("POST", "/cart/items", { token: tokenFor("user-1"), body: { quantity: "two" } });
    expect(response.status).toBe(400);
    expect(response.body.fields).toEqual({ productId: "Choose a product", quantity: "Quantity must be a number" });
  });

  it("tags every answer with a request id", async () => {
    const response = await backend.call("GET", "/health");
    expect(response.headers.get("X-Request-Id")).toMatch(/.+/);
  });
});

describe("the backend app when something breaks", () => {
  const brokenDb = {
    execute: () => Promise.reject(new Error("connection refused")),
    select: () => {
      throw new Error("connection refused at 10.0.0.5:5432");
    },
  } as unknown as Database;

  it("answers /health with 503 when the database does not answer", async () => {
    const app = createBackendApp({
      db: brokenDb,
      verifyToken: testVerifier,
      mailer: new FakeMailer(),
      publicCatalogue: true,
      contactInbox: "x@y.z",
    });
    const response = await app.fetch(new Request("http://backend.test/health"));
    expect(response.status).toBe(503);
    expect(await response.json()).toEqual({ status: "down", reason: "The database is not answering" });
  });

  it("answers unexpected errors with a generic 500, logged with the request id, never the stack", async () => {
    const logged = captureLog();
    onTestFinished(logged.restore);
    const app = createBackendApp({
      db: brokenDb,
      verifyToken: testVerifier,
      mailer: new FakeMailer(),
      publicCatalogue: true,
      contactInbox: "x@y.z",
    });
    const response = await app.fetch(new Request("http://backend.test/products/special/best_seller"));
    expect(response.status).toBe(500);
    const text = await response.text();
    expect(JSON.parse(text)).toEqual({ error: "Something went wrong" });
    expect(text).not.toMatch(/10\.0\.0\.5|at .*\.ts/);
    const requestId = response.headers.get("X-Request-Id")!;
    expect(logged.lines().some((line) => line.level === 50 && String(line.msg).includes(requestId))).toBe(true);
  });
});
