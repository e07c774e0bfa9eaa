/**
 * CSV as courier portals and spreadsheets read it (RFC 4180): comma-separated, CRLF line ends,
 * every cell quoted with inner quotes doubled, and a byte order mark first.
 */

/**
 * Excel reads a CSV without it as the computer's legacy code page, garbling Urdu names; with it, as
 * UTF-8. Excel's "CSV UTF-8" keeps it when the operator saves the file, so `parseCsv` drops it.
 */
const BYTE_ORDER_MARK = "\uFEFF";

/** A spreadsheet runs a cell starting with one of these as a formula; a leading quote makes it text. */
const FORMULA_START = /^[=+\-@\t\r]/;

export function csvCell(value: string | number): string {
  const text = String(value);
  const safe = FORMULA_START.test(text) ? `'${text}` : text;
  return `"${safe.replaceAll('"', '""')}"`;
}

/** The file's text, byte order mark first: every CSV the store hands out is made here. */
export function toCsv(rows: readonly (readonly (string | number)[])[]): string {
  return BYTE_ORDER_MARK + rows.map((row) => row.map(csvCell).join(",")).join("\r\n") + "\r\n";
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
