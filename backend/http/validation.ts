import type { Context } from "hono";
import type { z, ZodError, ZodTypeAny } from "zod";
import { INVALID_INPUT } from "../../contract/messages";
import { ApiError, type FieldErrors } from "./errors";

/** The request's JSON body; an empty body reads as `{}` so the schema can name what is missing. */
export async function readJsonBody(c: Context): Promise<unknown> {
  const text = await c.req.text();
  if (text.trim() === "") return {};
  try {
    return JSON.parse(text);
  } catch {
    throw new ApiError(400, "Malformed JSON");
  }
}

export function fieldErrors(error: ZodError): FieldErrors {
  const fields: FieldErrors = {};
  for (const issue of error.issues) {
    const path = issue.path.join(".") || "body";
    fields[path] ??= issue.message;
  }
  return fields;
}

/** Whether any string in `value` holds a NUL character, which PostgreSQL text cannot store. */
function containsNul(value: unknown, depth = 0): boolean {
  if (typeof value === "string") return value.includes("\u0000");
  if (depth > 20 || value === null || typeof value !== "object") return false;
  return Object.entries(value).some(([key, item]) => key.includes("\u0000") || containsNul(item, depth + 1));
}

/** Parses input with a zod schema, or answers 400 with one message per field. */
export function parseInput<Schema extends ZodTypeAny>(schema: Schema, input: unknown, message = INVALID_INPUT): z.output<Schema> {
  if (containsNul(input)) throw new ApiError(400, "Text cannot contain null characters");
  const result = schema.safeParse(input);
  if (!result.success) throw new ApiError(400, message, fieldErrors(result.error));
  return result.data;
}

export async function parseJsonBody<Schema extends ZodTypeAny>(c: Context, schema: Schema, message?: string) {
  return parseInput(schema, await readJsonBody(c), message);
}
