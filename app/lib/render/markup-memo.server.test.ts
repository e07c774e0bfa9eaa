import { PassThrough } from "node:stream";
import { createElement as h, Fragment, useState, useSyncExternalStore, type ReactElement } from "react";
import { renderToPipeableStream, renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { MarkupMemoContext, MemoizedMarkup } from "./markup-memo";
import { createMarkupMemo } from "./markup-memo.server";

/** The document render's way (entry.server.tsx): the whole stream once every part is ready. */
function renderDocument(element: ReactElement): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    const body = new PassThrough();
    body.on("data", (chunk: Buffer) => chunks.push(chunk));
    body.on("end", () => resolve(Buffer.concat(chunks).toString("utf8")));
    const { pipe } = renderToPipeableStream(element, { onAllReady: () => pipe(body), onShellError: reject });
  });
}

// Like a card: text beside text (React separates them with a comment), attributes that need
// escaping, Urdu, a component with state, and one that renders nothing until the browser runs it.
function Contents({ name, price }: { name: string; price: string }) {
  const [quantity] = useState(1);
  const hydrated = useSyncExternalStore(
    () => () => {},
    () => true,
    () => false,
  );
  return h(
    Fragment,
    null,
    h("a", { href: `/products/${encodeURIComponent(name)}`, "data-discover": "true" }, h("h3", { id: ":R1:" }, name), " ", "قیمت ", price),
    h(
      "form",
      { method: "post", action: "/cart", onSubmit: () => {} },
      h("input", { type: "hidden", name: "name", value: `${name} "& <x>` }),
      hydrated ? h("input", { type: "hidden", name: "enhanced", value: "1" }) : null,
      h("input", { name: "quantity", type: "number", defaultValue: quantity, required: true }),
      h("button", { type: "submit", disabled: false }, "Add ", name, " to cart"),
    ),
  );
}

const page = (names: string[]) =>
  h(
    "ul",
    null,
    names.map((name, index) =>
      h(
        "li",
        { key: index },
        h(MemoizedMarkup, {
          as: "article",
          className: "card",
          "aria-labelledby": ":R1:",
          memoKey: `card ${name}`,
          children: h(Contents, { name, price: `Rs ${index},500` }),
        }),
      ),
    ),
  );

describe("markup rendered once", () => {
  it("writes exactly what React writes in place, on a first render and from the memo", async () => {
    const names = ["Shahi Copper Handi", "نور ہانڈی", "Tawa & <Lid>"];
    const inPlace = await renderDocument(page(names));
    const memo = createMarkupMemo();
    const withMemo = () => renderDocument(h(MarkupMemoContext.Provider, { value: memo }, page(names)));
    expect(await withMemo()).toBe(inPlace);
    expect(await withMemo()).toBe(inPlace);
    expect(renderToString(page(names))).toBe(inPlace);
  });

  it("renders a key once and forgets the oldest key when full", () => {
    let renders = 0;
    function Counted({ text }: { text: string }) {
      renders++;
      return h("p", null, text);
    }
    const memo = createMarkupMemo(2);
    expect(memo("a", h(Counted, { text: "first" }))).toBe("<p>first</p>");
    expect(memo("a", h(Counted, { text: "other contents, same key" }))).toBe("<p>first</p>");
    expect(renders).toBe(1);
    memo("b", h(Counted, { text: "b" }));
    memo("c", h(Counted, { text: "c" }));
    expect(renders).toBe(3);
    expect(memo("a", h(Counted, { text: "again" }))).toBe("<p>again</p>");
    expect(memo("c", h(Counted, { text: "not again" }))).toBe("<p>c</p>");
    expect(renders).toBe(4);
  });

  it("renders the contents in place where no memo is given (the browser)", () => {
    const html = renderToString(page(["Karahi"]));
    expect(html).toContain('<article class="card" aria-labelledby=":R1:"><a href="/products/Karahi"');
  });
});
