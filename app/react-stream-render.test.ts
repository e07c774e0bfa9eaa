import { execFileSync } from "node:child_process";
import { describe, expect, it } from "vitest";

// entry.server.tsx renders with react-dom/server's renderToPipeableStream, in its production build
// on the server. Vitest runs React's development build, so the production build runs in a process
// of its own, as Node loads it for `npm start`.
const script = `
const { createElement: h, Suspense } = require("react");
const { renderToPipeableStream, renderToString } = require("react-dom/server");
const { PassThrough } = require("node:stream");

// Pages unlike one another: each its own words (English, Urdu, emoji), rows and sizes, each far past
// React's 2 KB chunk, with text of 1 to 4 UTF-8 bytes landing at every offset of a chunk.
const pageTexts = [
  { name: "karahi", words: "Karahi ✓ ", urdu: "کڑاہی", emoji: "🍲", rows: 180 },
  { name: "handi", words: "Handi ü ", urdu: "ہانڈی", emoji: "🥘", rows: 260 },
  { name: "tawa", words: "Tawa — ", urdu: "توا", emoji: "🔥", rows: 120 },
  { name: "patila", words: "Patila é ", urdu: "پتیلا", emoji: "📦", rows: 330 },
];

// Parts that arrive later: each page streams its shell, then each part as it is released, in the
// order given, after the shell is sent (so a page's bytes do not depend on how busy the machine is).
// Pages rendered side by side release theirs at staggered times, so their writes interleave.
function latePartsOf(page, count) {
  return Array.from({ length: count }, (_, index) => {
    let ready = false, release;
    const waiting = new Promise((resolve) => { release = () => { ready = true; resolve(); }; });
    function Late() {
      if (!ready) throw waiting;
      return h("p", { className: "late-" + index }, page.urdu.repeat(index + 2), " ", page.words.repeat(40), page.emoji.repeat(index + 1));
    }
    return { element: h(Suspense, { key: index, fallback: h("span", null, "…") }, h(Late)), release: () => release() };
  });
}

function pageOf(page, parts) {
  const rows = Array.from({ length: page.rows }, (_, i) =>
    h("li", { key: i, className: page.name + " row-" + i, style: { marginTop: i % 7 } },
      page.words, i, " ", h("b", null, page.urdu.repeat(i % 6)), page.emoji.repeat(i % 4),
      h("input", { type: "hidden", name: "id", value: page.name + "-" + i })));
  // A <div> root: for an <html> root the stream adds a doctype, which renderToString does not.
  return h("div", { lang: "ur", id: page.name }, h("h1", null, page.words, page.urdu), h("ul", null, rows),
    ...parts.map((part) => part.element), h("pre", null, (page.urdu + " " + page.emoji + " ").repeat(1500)));
}

// The page's bytes once it has all been sent; its late parts released one by one after the shell.
function stream(page, delays, when) {
  const parts = latePartsOf(page, delays.length);
  return new Promise((resolve, reject) => {
    const chunks = [];
    const body = new PassThrough();
    body.on("data", (chunk) => chunks.push(chunk));
    body.on("end", () => resolve(Buffer.concat(chunks)));
    const { pipe } = renderToPipeableStream(pageOf(page, parts), {
      [when]() {
        pipe(body);
        let at = 0;
        parts.forEach((part, index) => setTimeout(part.release, (at += delays[index])));
      },
      onShellError: reject,
    });
  });
}

const delaysOf = (index) => [10 + 7 * index, 30 - 5 * index, 20 + 3 * index];

(async () => {
  const whole = await stream(pageTexts[1], [], "onAllReady");
  const alone = [];
  for (const [index, page] of pageTexts.entries()) alone.push(await stream(page, delaysOf(index), "onShellReady"));
  const together = await Promise.all(pageTexts.map((page, index) => stream(page, delaysOf(index), "onShellReady")));
  process.stdout.write(JSON.stringify({
    wholeSameAsString: whole.toString("utf8") === renderToString(pageOf(pageTexts[1], [])),
    pagesPastOneChunk: alone.every((bytes) => bytes.length > 8 * 2048),
    pagesDistinct: new Set(alone.map((bytes) => bytes.toString("base64"))).size === pageTexts.length,
    lateContentStreamed: alone.every((bytes, index) => bytes.toString("utf8").includes('class="late-2"') && bytes.toString("utf8").includes(pageTexts[index].urdu)),
    nulBytes: [whole, ...alone, ...together].reduce((count, bytes) => count + bytes.filter((byte) => byte === 0).length, 0),
    validUtf8: [whole, ...alone].every((bytes) => Buffer.from(bytes.toString("utf8")).equals(bytes)),
    togetherSameAsAlone: together.map((bytes, index) => bytes.equals(alone[index])),
  }));
})();
`;

describe("React's server rendering in production", () => {
  it("streams each page as rendered alone when pages render side by side, with no NUL bytes where a character crosses a chunk", () => {
    const answer = JSON.parse(
      execFileSync(process.execPath, ["-e", script], { env: { ...process.env, NODE_ENV: "production" } }).toString(),
    );
    expect(answer).toEqual({
      wholeSameAsString: true,
      pagesPastOneChunk: true,
      pagesDistinct: true,
      lateContentStreamed: true,
      // patches/react-dom+18.3.1.patch (facebook/react#26228): without it, React 18 sends the unused
      // end of its 2 KB chunk, NUL bytes, whenever a character does not fit in what is left of it.
      nulBytes: 0,
      validUtf8: true,
      togetherSameAsAlone: [true, true, true, true],
    });
  });
});
