import { z } from "zod";
import { optionalParam } from "../../../contract/fields";
import { courierSchema } from "../../../contract/order-lifecycle/bodies";
import { MAX_CSV_IMPORT_BYTES } from "../../../contract/order-lifecycle/limits";
import { CSV_EMPTY, CSV_TOO_LARGE } from "../../../contract/order-lifecycle/messages";

/** The import form: a CSV file, or its rows pasted (the file wins when both are given), and the courier for rows naming none. */
export const CourierCsvSchema = z
  .object({
    file: z.instanceof(File).optional(),
    csv: z.string().max(MAX_CSV_IMPORT_BYTES, CSV_TOO_LARGE).optional(),
    courier: optionalParam(courierSchema),
  })
  .refine((form) => (form.file && form.file.size > 0) || (form.csv ?? "").trim() !== "", { message: CSV_EMPTY, path: ["csv"] })
  .refine((form) => !form.file || form.file.size <= MAX_CSV_IMPORT_BYTES, { message: CSV_TOO_LARGE, path: ["file"] });

/** The CSV text the form carries. */
export async function csvText(form: z.infer<typeof CourierCsvSchema>): Promise<string> {
  return form.file && form.file.size > 0 ? form.file.text() : (form.csv ?? "");
}
