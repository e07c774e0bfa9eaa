/**
 * CSV as courier portals and spreadsheets read it (RFC 4180): comma-separated, CRLF line ends,
 * every cell quoted with inner quotes doubled, and a byte order mark first.
 */

/**
 * Excel reads a CSV without it as the computer's legacy code page, garbling Urdu names; with it, as
 * UTF-8. Excel's "CSV UTF-8" keeps it when the operator saves the file, so `parseCsv` drops it.
 */
export const BYTE_ORDER_MARK = "\uFEFF";

/** A spreadsheet runs a cell starting with one of these as a formula; a leading quote makes it text. */
const FORMULA_START = /^[=+\-@\t\r]/;

export function csvCell(value: string | number): string {
  const text = String(value);
  const safe = FORMULA_START.test(text) ? `'${text}` : text;
  return `"${safe.replaceAll('"', '""')}"`;
}

/** One row of a CSV, its line end included. */
const csvLine = (row: readonly (string | number)[]): string => row.map(csvCell).join(",") + "\r\n";

/**
 * The file, byte order mark and header first, written as its rows arrive, batch by batch, so a
 * long file is never held whole: every CSV the store hands out is made here.
 */
export function csvStream(
  header: readonly string[],
  batches: AsyncIterable<readonly (readonly (string | number)[])[]>,
): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  const iterator = batches[Symbol.asyncIterator]();
  let started = false;
  return new ReadableStream<Uint8Array>({
    async pull(controller) {
      if (!started) {
        started = true;
        controller.enqueue(encoder.encode(BYTE_ORDER_MARK + csvLine(header)));
        return;
      }
      const next = await iterator.next();
      if (next.done) controller.close();
      else controller.enqueue(encoder.encode(next.value.map(csvLine).join("")));
    },
    async cancel() {
      await iterator.return?.();
    },
  });
}

/** The rows of a CSV text: quoted cells may hold commas, quotes ("") and line breaks; blank lines are skipped. */
export function parseCsv(text: string): { line: number; cells: string[] }[] {
  const rows: { line: number; cells: string[] }[] = [];
  let cells: string[] = [];
  let cell = "";
  let quoted = false;
  let line = 1;
  let rowLine = 1;
  const endRow = () => {
    cells.push(cell);
    if (cells.some((value) => value.trim() !== "")) rows.push({ line: rowLine, cells: cells.map((value) => value.trim()) });
    cells = [];
    cell = "";
  };
  const source = text.startsWith(BYTE_ORDER_MARK) ? text.slice(BYTE_ORDER_MARK.length) : text;
  for (let index = 0; index < source.length; index += 1) {
    const char = source[index];
    if (quoted) {
      if (char === '"' && source[index + 1] === '"') {
        cell += '"';
        index += 1;
      } else if (char === '"') quoted = false;
      else {
        if (char === "\n") line += 1;
        cell += char;
      }
    } else if (char === '"' && cell.trim() === "") {
      quoted = true;
      cell = "";
    } else if (char === ",") {
      cells.push(cell);
      cell = "";
    } else if (char === "\n" || char === "\r") {
      if (char === "\r" && source[index + 1] === "\n") index += 1;
      endRow();
      line += 1;
      rowLine = line;
    } else cell += char;
  }
  endRow();
  return rows;
}
