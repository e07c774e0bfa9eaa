import { createRequire } from "node:module";
import { describe, expect, it } from "vitest";
import { createDocumentMemo, MEMOIZED_ROUTES, memoizesDocumentOf, readHandoff, type DocumentInputs } from "./document-memo.server";

const { flatRoutes } = createRequire(import.meta.url)("@remix-run/dev/dist/config/flat-routes.js") as {
  flatRoutes: (appDirectory: string, ignored: string[]) => Record<string, unknown>;
};

const address = "http://shop.test/products";
const nonce = "rendered+Nonce/0123456==";
const html = Buffer.from(
  `<!DOCTYPE html><html><head><script nonce="${nonce}">a()</script></head><body>کڑاہی 🍲<script nonce="${nonce}">b()</script></body></html>`,
);
const inputsOf = (data: string, chunkEnds = [data.length], head = "200 2026 {}"): DocumentInputs => ({
  head,
  data: Buffer.from(data),
  chunkEnds,
});

describe("the document memo", () => {
  it("gives a stored document back with the request's own nonce wherever the first one stood, the rest byte for byte", () => {
    const memo = createDocumentMemo(1024 * 1024);
    memo.store(address, inputsOf('[{"cart":1}]'), html, nonce);
    const again = memo.find(address, inputsOf('[{"cart":1}]'), "second+Nonce/98765432==");
    expect(again?.toString()).toBe(html.toString().replaceAll(nonce, "second+Nonce/98765432=="));
    expect(again?.toString()).not.toContain(nonce);
  });

  it("answers nothing when any input differs: the data, where its chunks end, the head or the address", () => {
    const memo = createDocumentMemo(1024 * 1024);
    memo.store(address, inputsOf('[{"cart":1}]'), html, nonce);
    expect(memo.find(address, inputsOf('[{"cart":2}]'), "n")).toBeUndefined();
    expect(memo.find(address, inputsOf('[{"cart":1}]', [4, 12]), "n")).toBeUndefined();
    expect(memo.find(address, inputsOf('[{"cart":1}]', [12], "200 2027 {}"), "n")).toBeUndefined();
    expect(memo.find(`${address}?lng=ur`, inputsOf('[{"cart":1}]'), "n")).toBeUndefined();
    expect(memo.find(address, inputsOf('[{"cart":1}]'), "n")).toBeDefined();
  });

  it("keeps several versions of one address, at most eight, dropping the least recently used", () => {
    const memo = createDocumentMemo(1024 * 1024);
    for (let cart = 1; cart <= 8; cart++) memo.store(address, inputsOf(`[{"cart":${cart}}]`), html, nonce);
    expect(memo.find(address, inputsOf('[{"cart":1}]'), "n")).toBeDefined();
    memo.store(address, inputsOf('[{"cart":9}]'), html, nonce);
    expect(memo.find(address, inputsOf('[{"cart":1}]'), "n")).toBeDefined();
    expect(memo.find(address, inputsOf('[{"cart":2}]'), "n")).toBeUndefined();
    expect(memo.find(address, inputsOf('[{"cart":9}]'), "n")).toBeDefined();
  });

  it("stays within its bytes, dropping the address used least recently, and replaces a version stored again", () => {
    const data = "x".repeat(100);
    const perDocument = html.byteLength + data.length;
    const memo = createDocumentMemo(perDocument * 3);
    for (const page of ["/a", "/b", "/c"]) memo.store(page, inputsOf(data), html, nonce);
    memo.store("/a", inputsOf(data), html, nonce);
    expect(memo.bytes).toBe(perDocument * 3);
    expect(memo.find("/b", inputsOf(data), "n")).toBeDefined();
    memo.store("/d", inputsOf(data), html, nonce);
    expect(memo.bytes).toBe(perDocument * 3);
    expect(memo.find("/c", inputsOf(data), "n")).toBeUndefined();
    expect(["/a", "/b", "/d"].map((page) => memo.find(page, inputsOf(data), "n") !== undefined)).toEqual([true, true, true]);
    // A document larger than the whole memo is not kept, and pushes nothing out.
    memo.store("/e", inputsOf("y".repeat(perDocument * 3)), html, nonce);
    expect(memo.find("/e", inputsOf("y".repeat(perDocument * 3)), "n")).toBeUndefined();
    expect(memo.find("/a", inputsOf(data), "n")).toBeDefined();
  });

  it("reads the framework's handoff whole and gives the render the same chunks again", async () => {
    const chunks = ["[1,", '{"کڑاہی":2}', "]"].map((text) => new TextEncoder().encode(text));
    const handoff = await readHandoff(
      new ReadableStream({
        start(controller) {
          chunks.forEach((chunk) => controller.enqueue(chunk));
          controller.close();
        },
      }),
    );
    expect(handoff.data.toString()).toBe('[1,{"کڑاہی":2}]');
    expect(handoff.chunkEnds).toEqual([3, 3 + chunks[1].byteLength, 4 + chunks[1].byteLength]);
    const replayed: Uint8Array[] = [];
    const reader = handoff.replay().getReader();
    for (let read = await reader.read(); !read.done; read = await reader.read()) replayed.push(read.value);
    expect(replayed).toEqual(chunks);
  });

  it("keeps only pages whose every route is a catalogue or information page, each a route of the app", () => {
    expect(memoizesDocumentOf(["root", "routes/products._index"])).toBe(true);
    expect(memoizesDocumentOf(["root", "routes/products.$productId"])).toBe(true);
    expect(memoizesDocumentOf(["root", "routes/cart"])).toBe(false);
    expect(memoizesDocumentOf(["root", "routes/admin", "routes/admin.products._index"])).toBe(false);
    const routeIds = new Set(["root", ...Object.keys(flatRoutes("app", []))]);
    expect([...MEMOIZED_ROUTES].filter((id) => !routeIds.has(id))).toEqual([]);
  });
});
