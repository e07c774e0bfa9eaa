import { execFileSync } from "node:child_process";
import { describe, expect, it } from "vitest";

// entry.server.tsx renders with react-dom/server's renderToPipeableStream, whose production build
// patches/react-dom+18.3.1.patch changes: text is written straight into a 64 KB slab every render
// shares (each region written once, handed to the stream as it is), small ASCII strings by hand.
// Vitest runs React's development build, so the production build is exercised in a process of its own.
const script = `
const { createElement: h, Suspense } = require("react");
const { renderToPipeableStream, renderToString } = require("react-dom/server");
const { PassThrough } = require("node:stream");
// Every kind of chunk: attributes, styles, text of 1 to 4 UTF-8 bytes (Urdu, emoji) at every offset
// of a slab and inside short strings, a text longer than a slab, inline scripts, and a Suspense
// boundary that resolves after the shell.
const rows = Array.from({ length: 400 }, (_, i) =>
  h("li", { key: i, className: "row ü " + i, style: { marginTop: i } },
    "Item ✓ ", i, h("b", null, "é".repeat(i % 40)), "ہانڈی".repeat(i % 5), "🍲".repeat(i % 3),
    h("input", { type: "hidden", name: "id", value: "p-" + i })));
let ready = false, waiting;
function Late() { if (!ready) throw waiting; return h("p", null, "کراہی ready"); }
// A <div> root: for an <html> root the stream adds a doctype, which renderToString does not.
const page = (late) => h("div", { lang: "ur" }, h("ul", null, rows),
  late ? h(Suspense, { fallback: h("span", null, "…") }, h(Late)) : null, h("p", null, "ü".repeat(3000)),
  h("pre", null, "ہانڈی 📦 ".repeat(6000)));
function stream(element, when) {
  ready = false; waiting = new Promise((resolve) => setTimeout(() => { ready = true; resolve(); }, 5));
  return new Promise((resolve, reject) => {
    const chunks = []; const body = new PassThrough();
    body.on("data", (chunk) => chunks.push(chunk)); body.on("end", () => resolve(Buffer.concat(chunks)));
    const { pipe } = renderToPipeableStream(element, { [when]() { pipe(body); }, onShellError: reject });
  });
}
(async () => {
  const whole = await stream(page(false), "onAllReady");
  const late = await stream(page(true), "onShellReady");
  // Renders side by side, each well past one slab, each holding its bytes while the next writes:
  // none may write into another's. (Whole pages: where the boundary lands depends on timing.)
  const alone = await stream(page(true), "onAllReady");
  const together = await Promise.all([1, 2, 3].map(() => stream(page(true), "onAllReady")));
  process.stdout.write(JSON.stringify({
    sameAsString: whole.toString("utf8") === renderToString(page(false)),
    nulBytes: whole.includes(0) + late.includes(0),
    validUtf8: Buffer.from(late.toString("utf8")).equals(late),
    lateContent: late.toString("utf8").includes("کراہی ready"),
    pastOneSlab: whole.length > 65536,
    togetherAlike: together.every((answer) => answer.equals(alone)),
  }));
})();
`;

describe("React's server rendering in production (patched)", () => {
  it("streams exactly what renderToString makes, with no NUL bytes where a character crosses a chunk", () => {
    const answer = JSON.parse(
      execFileSync(process.execPath, ["-e", script], { env: { ...process.env, NODE_ENV: "production" } }).toString(),
    );
    expect(answer).toEqual({
      sameAsString: true,
      nulBytes: 0,
      validUtf8: true,
      lateContent: true,
      pastOneSlab: true,
      togetherAlike: true,
    });
  });
});
