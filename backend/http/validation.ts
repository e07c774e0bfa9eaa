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

const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

/**
 * Whether any string in `value` is text PostgreSQL cannot store: a NUL character, or half of a UTF-16
 * surrogate pair (JSON may escape one, "\ud800"; a browser's form never sends one).
 */
function containsUnstorable(value: unknown, depth = 0): boolean {
  const unstorable = (text: string) => text.includes("\u0000") || LONE_SURROGATE.test(text);
  if (typeof value === "string") return unstorable(value);
  if (depth > 20 || value === null || typeof value !== "object") return false;
  return Object.entries(value).some(([key, item]) => unstorable(key) || containsUnstorable(item, depth + 1));
}

/** Parses input with a zod schema, or answers 400 with one message per field. */
export function parseInput<Schema extends ZodTypeAny>(schema: Schema, input: unknown, message = INVALID_INPUT): z.output<Schema> {
  if (containsUnstorable(input)) throw new ApiError(400, "Text cannot contain null characters or broken characters");
  const result = schema.safeParse(input);
  if (!result.success) throw new ApiError(400, message, fieldErrors(result.error));
  return result.data;
}

export async function parseJsonBody<Schema extends ZodTypeAny>(c: Context, schema: Schema, message?: string) {
  return parseInput(schema, await readJsonBody(c), message);
}
