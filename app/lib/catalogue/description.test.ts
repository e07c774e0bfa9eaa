import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { parseDescription, parseInline, renderDescription } from "./description";

const html = (description: string) => renderToStaticMarkup(createElement("div", null, renderDescription(description)));

describe("parseInline", () => {
  it("marks text between double asterisks bold", () => {
    expect(parseInline("A **heavy** base and **cool** handles")).toEqual([
      { text: "A ", bold: false },
      { text: "heavy", bold: true },
      { text: " base and ", bold: false },
      { text: "cool", bold: true },
      { text: " handles", bold: false },
    ]);
  });

  it("leaves unmatched or empty markers as text", () => {
    expect(parseInline("5 ** 2 is not bold")).toEqual([{ text: "5 ** 2 is not bold", bold: false }]);
    expect(parseInline("****")).toEqual([{ text: "****", bold: false }]);
  });
});

describe("parseDescription", () => {
  it("splits paragraphs at blank lines and gathers '- ' lines into lists", () => {
    const blocks = parseDescription(
      "**Headline**\n\nAbout it.\nSecond line.\n\n- **Sizes:** No. 2\n- **Care:** Hand wash\n\n**Best for:** biryani",
    );
    expect(blocks.map((block) => block.kind)).toEqual(["paragraph", "paragraph", "list", "paragraph"]);
    expect(blocks[1]).toEqual({
      kind: "paragraph",
      lines: [[{ text: "About it.", bold: false }], [{ text: "Second line.", bold: false }]],
    });
    expect(blocks[2]).toMatchObject({
      kind: "list",
      items: [
        [
          { text: "Sizes:", bold: true },
          { text: " No. 2", bold: false },
        ],
        expect.any(Array),
      ],
    });
  });

  it("answers no blocks for an empty or missing description", () => {
    expect(parseDescription("")).toEqual([]);
    expect(parseDescription(null)).toEqual([]);
  });
});

describe("renderDescription", () => {
  it("renders bold runs as <strong>", () => {
    expect(html("Made of **tri-ply steel**.")).toBe(
      '<div><p>Made of <strong class="font-semibold text-ink">tri-ply steel</strong>.</p></div>',
    );
  });

  it("shows HTML and scripts as text, never as markup", () => {
    const markup = html('Nice pot <script>alert("x")</script> and <img src=x onerror=alert(1)> **<b>bold</b>**');
    expect(markup).not.toContain("<script>");
    expect(markup).not.toContain("<img");
    expect(markup).not.toContain("<b>");
    expect(markup).toContain("&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;");
    expect(markup).toContain('<strong class="font-semibold text-ink">&lt;b&gt;bold&lt;/b&gt;</strong>');
  });

  it("renders lists and line breaks", () => {
    expect(html("One\nTwo\n\n- a\n- b")).toBe(
      '<div><p>One<br/>Two</p><ul class="list-disc space-y-1 pl-5"><li>a</li><li>b</li></ul></div>',
    );
  });
});

describe("renderDescription with markup in the catalogue's text", () => {
  it("renders tags as text, inside bold and list lines alike", () => {
    const rendered = html(`**<script>alert(1)</script>**\n- <img src=x onerror=alert(2)>\n${"D".repeat(5_000)}`);
    expect(rendered).not.toContain("<script>");
    expect(rendered).not.toContain("<img");
    expect(rendered).toContain("&lt;script&gt;alert(1)&lt;/script&gt;");
    expect(rendered).toContain("&lt;img src=x onerror=alert(2)&gt;");
  });
});
