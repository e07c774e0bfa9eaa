/**
 * XLSX as Excel and courier portals read it, written with exceljs's streaming workbook writer: each
 * row is committed (zipped and passed on) as it is added, so a long sheet is never held whole.
 */
import { once } from "node:events";
import { PassThrough, Readable } from "node:stream";
import ExcelJS from "exceljs";
import { describeErrorForLog } from "../../contract/server/redact";
import { zipEntries } from "./zip-entries";
import { log } from "../../contract/server/log";

/** A text column's cells are text ("@") holding strings: "03215550101" keeps its 0, "=1+1" stays words. */
export type SheetColumn = { header: string; width: number; text: boolean; numFmt?: string };

export type SheetCell = string | number;

/** One sheet, its header row first, then the rows batch by batch; an error while writing ends the file unfinished. */
export function xlsxStream(
  sheetName: string,
  columns: readonly SheetColumn[],
  batches: AsyncIterable<readonly (readonly SheetCell[])[]>,
): ReadableStream<Uint8Array> {
  const out = new PassThrough();
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: out, useStyles: true, useSharedStrings: false });
  const sheet = workbook.addWorksheet(sheetName);
  sheet.columns = columns.map((column) => ({
    header: column.header,
    width: column.width,
    style: { numFmt: column.text ? "@" : column.numFmt },
  }));
  sheet.getRow(1).font = { bold: true };
  sheet.getRow(1).commit();

  const write = async () => {
    for await (const rows of batches) {
      for (const values of rows) {
        const row = sheet.addRow(values.map((value, index) => (columns[index].text ? String(value) : value)));
        columns.forEach((column, index) => {
          if (column.text) row.getCell(index + 1).numFmt = "@";
        });
        row.commit();
      }
      // Wait for the reader before reading the next batch from the database; stop when it went away.
      if (out.writableNeedDrain) await Promise.race([once(out, "drain"), once(out, "close")]);
      if (out.destroyed) return;
    }
    sheet.commit();
    await workbook.commit();
  };
  write().catch((error: unknown) => {
    log().error(`[backend] an XLSX file could not be finished: ${describeErrorForLog(error)}`);
    out.destroy(error instanceof Error ? error : new Error(String(error)));
  });
  return Readable.toWeb(out) as ReadableStream<Uint8Array>;
}

/** An import's workbook unpacks to at most this (a 500-row sheet is a few hundred KB), in at most this many parts. */
export const MAX_XLSX_UNPACKED_BYTES = 10_000_000;
export const MAX_XLSX_ENTRIES = 200;

/** The first sheet's rows as text, each with its row number; blank rows are skipped (as `parseCsv` does). */
export async function readXlsxRows(bytes: ArrayBuffer): Promise<{ line: number; cells: string[] }[]> {
  const entries = zipEntries(bytes);
  if (!entries || entries.count > MAX_XLSX_ENTRIES || entries.unpackedBytes > MAX_XLSX_UNPACKED_BYTES) {
    throw new Error(entries ? `the workbook would unpack to ${entries.unpackedBytes} bytes in ${entries.count} parts` : "not a ZIP");
  }
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(bytes);
  const sheet = workbook.worksheets[0];
  const rows: { line: number; cells: string[] }[] = [];
  sheet?.eachRow({ includeEmpty: false }, (row, line) => {
    const cells = Array.from({ length: row.cellCount }, (_, index) => row.getCell(index + 1).text.trim());
    if (cells.some((cell) => cell !== "")) rows.push({ line, cells });
  });
  return rows;
}
