import { z } from "zod";
import { optionalParam } from "../../../contract/fields";
import { courierSchema } from "../../../contract/order-lifecycle/bodies";
import { MAX_CSV_IMPORT_BYTES } from "../../../contract/order-lifecycle/limits";
import { CSV_EMPTY, CSV_TOO_LARGE } from "../../../contract/order-lifecycle/messages";

/** The import form: a CSV or XLSX file, or CSV rows pasted (the file wins when both are given), and the courier for rows naming none. */
export const CourierCsvSchema = z
  .object({
    file: z.instanceof(File).optional(),
    csv: z.string().max(MAX_CSV_IMPORT_BYTES, CSV_TOO_LARGE).optional(),
    courier: optionalParam(courierSchema),
  })
  .refine((form) => (form.file && form.file.size > 0) || (form.csv ?? "").trim() !== "", { message: CSV_EMPTY, path: ["csv"] })
  .refine((form) => !form.file || form.file.size <= MAX_CSV_IMPORT_BYTES, { message: CSV_TOO_LARGE, path: ["file"] });

/** An XLSX is a zip: it starts with "PK\x03\x04", which no CSV of order IDs does. */
const isZip = (bytes: Uint8Array) => bytes[0] === 0x50 && bytes[1] === 0x4b && bytes[2] === 0x03 && bytes[3] === 0x04;

/** What the form carries: an XLSX file's bytes, or CSV text (a file's or pasted). */
export async function importedFile(form: z.infer<typeof CourierCsvSchema>): Promise<string | Uint8Array<ArrayBuffer>> {
  if (!form.file || form.file.size === 0) return form.csv ?? "";
  const bytes = new Uint8Array(await form.file.arrayBuffer());
  return isZip(bytes) ? bytes : new TextDecoder().decode(bytes);
}
