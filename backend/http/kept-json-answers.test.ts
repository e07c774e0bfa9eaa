import { Hono } from "hono";
import { describe, expect, it } from "vitest";
import { answerReadThroughKeptText, readJson } from "../../contract/server/kept-json-text";
import type { AppEnv } from "./context";
import { jsonTextAnswer, keepJsonTexts } from "./kept-json-answers";

function appWith(setUp: (app: Hono<AppEnv>) => void) {
  const app = new Hono<AppEnv>();
  app.use(keepJsonTexts);
  setUp(app);
  return app;
}

describe("keepJsonTexts", () => {
  it("answers c.json as Hono does, and the storefront reads it without reading the body", async () => {
    const app = appWith((app) => app.get("/cart/count", (c) => c.json({ count: 3, language: "ur" }, 201, { "X-Answer": "kept" })));
    const response = await app.fetch(new Request("http://backend.internal/cart/count"));
    expect(response.status).toBe(201);
    expect(response.headers.get("Content-Type")).toBe("application/json");
    expect(response.headers.get("X-Answer")).toBe("kept");
    expect(await readJson(response)).toEqual({ count: 3, language: "ur" });
    expect(response.bodyUsed).toBe(false);
    // The body is whole for an HTTP server to send.
    expect(await response.json()).toEqual({ count: 3, language: "ur" });
  });

  it("sends a JSON text made before (a cached listing) as it is, kept like c.json's", async () => {
    const text = JSON.stringify({ products: [{ id: "shahi-copper-handi" }], total: 1 });
    const app = appWith((app) => app.get("/products", (c) => jsonTextAnswer(c, text)));
    const response = await app.fetch(new Request("http://backend.internal/products"));
    expect(response.status).toBe(200);
    expect(response.headers.get("Content-Type")).toBe("application/json");
    expect(await readJson(response)).toEqual({ products: [{ id: "shahi-copper-handi" }], total: 1 });
    expect(response.bodyUsed).toBe(false);
    expect(await response.text()).toBe(text);
  });

  it("reads an answer a middleware rebuilt after the route from its body", async () => {
    const app = appWith((app) => {
      app.use(async (c, next) => {
        await next();
        c.header("Cache-Control", "no-store"); // Hono makes a new Response for a header set after the route
      });
      app.get("/products", (c) => c.json({ products: ["handi"] }));
    });
    const response = await app.fetch(new Request("http://backend.internal/products"));
    expect(response.headers.get("Cache-Control")).toBe("no-store");
    expect(await readJson(response)).toEqual({ products: ["handi"] });
    expect(response.bodyUsed).toBe(true);
  });

  it("sends no body to the storefront in this process when it reads the answer only through its kept text", async () => {
    const app = appWith((app) => {
      app.use(async (c, next) => {
        await next();
        c.header("Cache-Control", "no-store"); // rebuilt after the route, as the back office's answers are
      });
      app.get("/cart/count", (c) => c.json({ count: 3, language: null }));
      app.get("/products", (c) => jsonTextAnswer(c, '{"total":0}'));
    });
    for (const [path, answer] of [
      ["/cart/count", { count: 3, language: null }],
      ["/products", { total: 0 }],
    ] as const) {
      const response = await app.fetch(answerReadThroughKeptText(new Request(`http://backend.internal${path}`)));
      expect(response.body).toBeNull();
      expect(response.headers.get("Cache-Control")).toBe("no-store");
      await expect(readJson(response)).resolves.toEqual(answer);
      // Any other caller (over HTTP) gets the whole body.
      const overHttp = await app.fetch(new Request(`http://backend.internal${path}`));
      await expect(overHttp.json()).resolves.toEqual(answer);
    }
  });

  it("answers a broken body as a refusal the caller can catch, not a crash", async () => {
    await expect(readJson(new Response("{not json"))).rejects.toThrow(SyntaxError);
  });
});
