/**
 * What a ZIP file (an XLSX is one) says it holds, read from its central directory before anything is
 * inflated: an import refuses a file that would unpack to far more than a sheet of a few hundred rows
 * (a "zip bomb": kilobytes that inflate to gigabytes). JSZip, which exceljs reads with, refuses an
 * entry that inflates to more than its declared size, so the declared sizes bound the real ones.
 */
const END_OF_CENTRAL_DIRECTORY = 0x06054b50;
const CENTRAL_DIRECTORY_ENTRY = 0x02014b50;
const ZIP64_MARK = 0xffffffff;

export type ZipEntries = { count: number; unpackedBytes: number };

/** The entries' count and declared unpacked size; null when the bytes are not a ZIP this can read (or a ZIP64, which no sheet needs). */
export function zipEntries(bytes: ArrayBuffer): ZipEntries | null {
  const view = new DataView(bytes);
  // The end record sits in the last 22 bytes, or before a comment of up to 65,535.
  const earliest = Math.max(0, bytes.byteLength - 22 - 0xffff);
  let end = -1;
  for (let at = bytes.byteLength - 22; at >= earliest; at--) {
    if (view.getUint32(at, true) === END_OF_CENTRAL_DIRECTORY) {
      end = at;
      break;
    }
  }
  if (end < 0) return null;
  const count = view.getUint16(end + 10, true);
  const directorySize = view.getUint32(end + 12, true);
  let at = view.getUint32(end + 16, true);
  if (at === ZIP64_MARK || at + directorySize > end) return null;
  let unpackedBytes = 0;
  for (let entry = 0; entry < count; entry++) {
    if (at + 46 > end || view.getUint32(at, true) !== CENTRAL_DIRECTORY_ENTRY) return null;
    const unpacked = view.getUint32(at + 24, true);
    if (unpacked === ZIP64_MARK) return null;
    unpackedBytes += unpacked;
    at += 46 + view.getUint16(at + 28, true) + view.getUint16(at + 30, true) + view.getUint16(at + 32, true);
  }
  return { count, unpackedBytes };
}
