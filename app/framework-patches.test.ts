import { createRequire } from "node:module";
import { describe, expect, it } from "vitest";

// The server runs the CommonJS builds that patches/ change; loaded as Node loads them.
const require = createRequire(import.meta.url);
const { matchRoutes } = require("@remix-run/router") as typeof import("@remix-run/router");
const turboStream = require("turbo-stream") as typeof import("turbo-stream");
const { escapeHtml } = require("@remix-run/react/dist/markup.js") as { escapeHtml: (html: string) => string };
const { UNSAFE_scriptLiteralOfTurboParts: scriptLiteralOfTurboParts } = require("@remix-run/react/dist/single-fetch.js") as {
  UNSAFE_scriptLiteralOfTurboParts: (parts: string[]) => string;
};

describe("route matching (patches/@remix-run+router*.patch keeps which branch each path matched)", () => {
  const routes = () => [
    {
      id: "root",
      path: "/",
      children: [
        { id: "home", index: true },
        { id: "products", path: "products" },
        { id: "product", path: "products/:productId" },
        { id: "order", path: "orders/:orderId/:step?" },
        { id: "admin", path: "admin/*" },
        { id: "missing", path: "*" },
      ],
    },
  ];
  const paths = ["/products", "/products/karahi-1", "/products/handi-2", "/orders/o1", "/orders/o1/track", "/admin/x/y", "/nope/deep", "/"];
  const summary = (matches: ReturnType<typeof matchRoutes>) => matches?.map((match) => [match.route.id, match.params, match.pathname]);

  it("answers a path seen before as it answered it first, with matches of its own", () => {
    const kept = routes();
    const first = paths.map((path) => summary(matchRoutes(kept, path)));
    const again = paths.map((path) => summary(matchRoutes(kept, path)));
    expect(again).toEqual(first);
    // The same answers as routes never matched before (nothing kept) give.
    expect(paths.map((path) => summary(matchRoutes(routes(), path)))).toEqual(first);
    expect(first[1]?.[1]).toEqual(["product", { productId: "karahi-1" }, "/products/karahi-1"]);
    expect(first[2]?.[1]).toEqual(["product", { productId: "handi-2" }, "/products/handi-2"]);

    const one = matchRoutes(kept, "/products/karahi-1")!;
    (one[1].params as Record<string, string>).productId = "changed";
    expect(matchRoutes(kept, "/products/karahi-1")![1].params.productId).toBe("karahi-1");
  });

  it("keeps no match for a path no route takes", () => {
    const onlyProducts = [{ id: "products", path: "/products" }];
    expect(matchRoutes(onlyProducts, "/cart")).toBeNull();
    expect(matchRoutes(onlyProducts, "/cart")).toBeNull();
    expect(matchRoutes(onlyProducts, "/products")?.[0].route.id).toBe("products");
  });
});

describe("turbo-stream (patches/turbo-stream*.patch writes each long string as JSON once)", () => {
  async function roundTrip(value: unknown) {
    const decoded = await turboStream.decode(turboStream.encode(value));
    await decoded.done;
    return decoded.value;
  }

  it("reads back long strings as they were, however often they are sent", async () => {
    const texts = JSON.stringify({ greeting: "سلام", quote: 'a "quoted" </script> line', long: "ہانڈی ".repeat(200) });
    const sameLength = texts.replace("سلام", "ہیلو");
    for (let round = 0; round < 3; round += 1) {
      expect(await roundTrip({ strings: texts, other: sameLength, short: "Rs 8,500" })).toEqual({
        strings: texts,
        other: sameLength,
        short: "Rs 8,500",
      });
    }
  });
});

describe("the page's data script (patches/@remix-run+react*.patch writes it from turbo-stream's parts)", () => {
  async function firstChunk(value: unknown) {
    const reader = turboStream.encode(value).getReader();
    const { value: chunk } = await reader.read();
    await reader.cancel();
    return chunk as Uint8Array & { turboStreamParts?: string[] };
  }

  it("is the very text Remix writes from the whole chunk, for every character the escapes touch", async () => {
    const interfaceTexts = JSON.stringify({
      footer: "© Cookware.pk & friends – ہانڈی",
      line: "\u2028 \u2029 </script><!-- \\ \" '",
      filler: "ہانڈی ".repeat(80),
    });
    const page = {
      root: { strings: interfaceTexts, viewer: { name: "Ayesha <b>&amp;</b>", cartCount: 3 }, nothing: null, missing: undefined },
      "routes/products._index": {
        products: JSON.stringify(
          Array.from({ length: 30 }, (_, i) => ({ id: `p-${i}`, name: `Karahi ${i} 🍲 – No. 2–6`, price: 8500 + i })),
        ),
        total: 50,
        query: { q: "</script><script>alert(1)</script>", page: 1 },
      },
    };
    for (let round = 0; round < 2; round += 1) {
      const chunk = await firstChunk(page);
      expect(chunk.turboStreamParts?.length).toBeGreaterThan(10);
      const asRemixWroteIt = escapeHtml(JSON.stringify(new TextDecoder().decode(chunk)));
      expect(scriptLiteralOfTurboParts(chunk.turboStreamParts!)).toBe(asRemixWroteIt);
      expect(asRemixWroteIt).not.toMatch(/<\/script|<!--|\u2028|\u2029/);
    }
  });
});
