import { createElement, Fragment, type ReactNode } from "react";

/**
 * Product descriptions are plain text with two kinds of markup: `**text**` shows bold, and lines
 * starting with "- " form a list. Everything else, HTML and scripts included, is text: the
 * description becomes React nodes (escaped by React), never HTML.
 */
export type InlineRun = { text: string; bold: boolean };
export type DescriptionBlock = { kind: "paragraph"; lines: InlineRun[][] } | { kind: "list"; items: InlineRun[][] };

const BOLD = /\*\*(.+?)\*\*/g;

export function parseInline(line: string): InlineRun[] {
  const runs: InlineRun[] = [];
  let last = 0;
  for (const match of line.matchAll(BOLD)) {
    if (match.index > last) runs.push({ text: line.slice(last, match.index), bold: false });
    runs.push({ text: match[1], bold: true });
    last = match.index + match[0].length;
  }
  if (last < line.length) runs.push({ text: line.slice(last), bold: false });
  return runs;
}

const LIST_ITEM = /^\s*[-*•]\s+/;

export function parseDescription(description: string | null | undefined): DescriptionBlock[] {
  const blocks: DescriptionBlock[] = [];
  // The block the next line joins; a blank line closes it.
  let open: DescriptionBlock | undefined;
  for (const rawLine of (description ?? "").replace(/\r\n?/g, "\n").split("\n")) {
    const line = rawLine.trimEnd();
    if (line.trim() === "") {
      open = undefined;
    } else if (LIST_ITEM.test(line)) {
      const runs = parseInline(line.replace(LIST_ITEM, ""));
      if (open?.kind === "list") open.items.push(runs);
      else blocks.push((open = { kind: "list", items: [runs] }));
    } else {
      const runs = parseInline(line.trim());
      if (open?.kind === "paragraph") open.lines.push(runs);
      else blocks.push((open = { kind: "paragraph", lines: [runs] }));
    }
  }
  return blocks;
}

function renderRuns(runs: InlineRun[]): ReactNode[] {
  return runs.map((run, index) =>
    run.bold ? createElement("strong", { key: index, className: "font-semibold text-ink" }, run.text) : run.text,
  );
}

/** The description as paragraphs and lists of React nodes. */
export function renderDescription(description: string | null | undefined): ReactNode {
  return parseDescription(description).map((block, blockIndex) => {
    if (block.kind === "list") {
      return createElement(
        "ul",
        { key: blockIndex, className: "list-disc space-y-1 pl-5" },
        block.items.map((item, itemIndex) => createElement("li", { key: itemIndex }, renderRuns(item))),
      );
    }
    return createElement(
      "p",
      { key: blockIndex },
      block.lines.map((line, lineIndex) =>
        createElement(Fragment, { key: lineIndex }, lineIndex > 0 ? createElement("br") : null, renderRuns(line)),
      ),
    );
  });
}
