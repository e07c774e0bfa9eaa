import type { FieldMetadata } from "@conform-to/react";
import { getInputProps, getTextareaProps } from "@conform-to/react";
import { Field, TextAreaField } from "~/components/ui/field";

type UrduFieldMetadata = FieldMetadata<unknown, Record<string, unknown>, string[]>;

/** Typed right to left and read as Urdu (spell-checked, voiced), inside the English back office. */
export const URDU_INPUT = { dir: "rtl", lang: "ur" } as const;

/** Left empty, an Urdu page shows the English (contract/catalogue-language.ts). */
const FALLBACK_HINT = "Shown on Urdu pages; left empty, they show the English.";

/** An operator's Urdu text beside its English one: a name, a size's label, a capacity. */
export function UrduField({
  field,
  label,
  maxLength,
  hint = FALLBACK_HINT,
}: {
  field: UrduFieldMetadata;
  label: string;
  maxLength: number;
  hint?: string | null;
}) {
  return (
    <Field
      label={label}
      hint={hint ?? undefined}
      errors={field.errors}
      errorId={field.errorId}
      inputProps={{ ...getInputProps(field, { type: "text" }), maxLength, autoComplete: "off", ...URDU_INPUT }}
    />
  );
}

/** The Urdu description beside the English one, with the same **bold** and line rules. */
export function UrduTextAreaField({ field, label, maxLength }: { field: UrduFieldMetadata; label: string; maxLength: number }) {
  return (
    <TextAreaField
      label={label}
      hint={`${FALLBACK_HINT} **Bold** and new lines work as in the English.`}
      errors={field.errors}
      errorId={field.errorId}
      textareaProps={{ ...getTextareaProps(field), rows: 6, maxLength, ...URDU_INPUT }}
    />
  );
}
