import { bookingFileContentTypes } from "../../contract/order-lifecycle/booking-files";
import { MAX_CSV_IMPORT_BYTES } from "../../contract/order-lifecycle/limits";
import { CSV_TOO_LARGE, XLSX_UNREADABLE } from "../../contract/order-lifecycle/messages";
import { ApiError } from "../http/errors";
import { parseCsv } from "../lib/csv";
import { readXlsxRows } from "../lib/xlsx";

/** The rows of an import's body (tracking IDs, a courier's payment report): an XLSX (by its Content-Type) or CSV text. */
export async function importedRows(request: Request) {
  const bytes = await request.arrayBuffer();
  if (bytes.byteLength > MAX_CSV_IMPORT_BYTES) throw new ApiError(413, CSV_TOO_LARGE);
  if (request.headers.get("Content-Type")?.startsWith(bookingFileContentTypes.xlsx)) {
    try {
      return await readXlsxRows(bytes);
    } catch {
      throw new ApiError(400, XLSX_UNREADABLE);
    }
  }
  const text = new TextDecoder().decode(bytes);
  if (text.includes("\u0000")) throw new ApiError(400, "Text cannot contain null characters");
  return parseCsv(text);
}
