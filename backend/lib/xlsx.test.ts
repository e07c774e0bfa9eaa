import ExcelJS from "exceljs";
import JSZip from "jszip";
import { describe, expect, it } from "vitest";
import { MAX_XLSX_UNPACKED_BYTES, readXlsxRows } from "./xlsx";
import { zipEntries } from "./zip-entries";

async function workbookBytes(): Promise<ArrayBuffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet("Payments");
  sheet.addRow(["Tracking ID", "Amount"]);
  sheet.addRow(["TCS123", 4500]);
  const buffer = await workbook.xlsx.writeBuffer();
  return new Uint8Array(buffer).slice().buffer;
}

/** The workbook with one more part: `size` zero bytes, which deflate to almost nothing. */
async function withPadding(size: number): Promise<ArrayBuffer> {
  const zip = await JSZip.loadAsync(await workbookBytes());
  zip.file("xl/media/padding.bin", new Uint8Array(size));
  const bytes = await zip.generateAsync({ type: "uint8array", compression: "DEFLATE" });
  return bytes.slice().buffer;
}

/** Rewrites the declared unpacked size of the entry named `name` in the central directory and its local header. */
function declareSize(bytes: ArrayBuffer, name: string, size: number): ArrayBuffer {
  const view = new DataView(bytes);
  const text = new TextDecoder();
  for (let at = 0; at + 46 < bytes.byteLength; at++) {
    if (view.getUint32(at, true) !== 0x02014b50) continue;
    const nameLength = view.getUint16(at + 28, true);
    if (text.decode(new Uint8Array(bytes, at + 46, nameLength)) !== name) continue;
    view.setUint32(at + 24, size, true);
    view.setUint32(view.getUint32(at + 42, true) + 22, size, true);
  }
  return bytes;
}

describe("reading an imported XLSX", () => {
  it("reads a workbook's rows and counts what it declares", async () => {
    const bytes = await workbookBytes();
    expect(await readXlsxRows(bytes)).toEqual([
      { line: 1, cells: ["Tracking ID", "Amount"] },
      { line: 2, cells: ["TCS123", "4500"] },
    ]);
    const entries = zipEntries(bytes);
    expect(entries?.count).toBeGreaterThan(3);
    expect(entries?.unpackedBytes).toBeLessThan(50_000);
    expect(zipEntries(new TextEncoder().encode("Tracking ID,Amount\nTCS123,4500\n").buffer)).toBeNull();
  });

  it("refuses, before inflating, a small file that declares more than a sheet could need (a zip bomb)", async () => {
    const bomb = await withPadding(MAX_XLSX_UNPACKED_BYTES + 1);
    // Under the import's 60 KB cap, yet it would unpack to more than 10 MB.
    expect(bomb.byteLength).toBeLessThan(60_000);
    await expect(readXlsxRows(bomb)).rejects.toThrow(/would unpack to 100\d{5} bytes/);
  });

  it("refuses a part that inflates to more than it declares", async () => {
    const liar = declareSize(await withPadding(2_000_000), "xl/media/padding.bin", 10);
    expect(zipEntries(liar)!.unpackedBytes).toBeLessThan(MAX_XLSX_UNPACKED_BYTES);
    await expect(readXlsxRows(liar)).rejects.toThrow(/size mismatch/);
  });
});
