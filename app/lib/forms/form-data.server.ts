import type { Submission } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod";
import { data } from "@remix-run/node";
import { z, type ZodTypeAny } from "zod";
import { NUL_REFUSED } from "../../../contract/messages";

// Conform reads `items[5].quantity` into a list of six entries, whatever the schema: one small post
// naming `items[99999999]` would have the server build a list of a hundred million. No form of ours
// comes near these bounds (a cart of every product in every size is a few hundred lines).
const MAX_FIELDS = 2_000;
const MAX_LIST_INDEX = 999;

export const FORM_REFUSED = "This form could not be read. Please go back, reload the page and try again.";

/** The posted form; one whose shape no page of ours sends is refused with 400 before it is parsed. */
export async function readForm(request: Request): Promise<FormData> {
  const formData = await request.formData();
  let fields = 0;
  for (const name of formData.keys()) {
    fields += 1;
    if (fields > MAX_FIELDS || hasLargeListIndex(name)) throw data({ message: FORM_REFUSED }, { status: 400 });
  }
  if (!conformFieldsReadable(formData)) throw data({ message: FORM_REFUSED }, { status: 400 });
  return formData;
}

// Conform's own fields (a list button's intent, its state) are JSON it parses without a guard: a
// file, a second copy or text that is not JSON would throw inside the action and answer 500.
const CONFORM_FIELDS = ["__intent__", "__state__"];

function conformFieldsReadable(formData: FormData): boolean {
  return CONFORM_FIELDS.every((name) => {
    const values = formData.getAll(name);
    if (values.length === 0) return true;
    if (values.length > 1 || typeof values[0] !== "string") return false;
    try {
      const parsed: unknown = JSON.parse(values[0]);
      return typeof parsed === "object" && parsed !== null;
    } catch {
      return false;
    }
  });
}

function hasLargeListIndex(name: string): boolean {
  for (const [, index] of name.matchAll(/\[(\d+)\]/g)) if (Number(index) > MAX_LIST_INDEX) return true;
  return false;
}

/**
 * The form checked against `schema`, as Conform's parseWithZod does, and any field holding a NUL
 * character refused by name: no keyboard types one, PostgreSQL cannot store one, and the backend
 * would refuse the whole request. Every action parses its form here, so the shopper sees the
 * message next to the field, with what they typed kept, instead of a failure from the backend.
 */
export function parseForm<Schema extends ZodTypeAny>(
  formData: FormData,
  schema: Schema,
): Submission<z.input<Schema>, string[], z.output<Schema>> {
  const namesWithNul = [...formData.entries()].flatMap(([name, value]) =>
    typeof value === "string" && value.includes("\u0000") ? [name] : [],
  );
  return parseWithZod(formData, {
    schema: schema.superRefine((_, context) => {
      // A field named like an object's own property ("constructor", "__proto__") is no field of ours, and
      // Conform's error map would trip over the name: its message goes to the form instead.
      for (const name of namesWithNul) {
        context.addIssue({ code: z.ZodIssueCode.custom, path: name in Object.prototype ? [] : [name], message: NUL_REFUSED });
      }
    }),
  });
}
