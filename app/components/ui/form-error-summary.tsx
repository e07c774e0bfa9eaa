import { useState } from "react";
import { ErrorSummary, type SummaryError } from "~/components/ui/error-summary";
import { FormErrors } from "~/components/ui/field";
import { useLocalMessage } from "~/lib/i18n/use-local-message";
import { useStrings } from "~/lib/i18n/use-strings";

/** A field as the summary sees it: Conform's field metadata, or an id the page gives a radio group. */
export type SummaryField = { id: string; errors?: string[] };

type SummaryProps = {
  form: { id: string; errorId: string; errors?: string[]; status?: "success" | "error" };
  /** In the page's order. */
  fields: SummaryField[];
  /** The form's own errors, when some come from a field the shopper cannot fix (a hidden version): the form's by default. */
  formErrors?: string[];
};

/** The summary's lines: the form's own errors first, without a link, then each field's, linked to it, in the page's order. */
export function summaryLines(formErrors: string[] | undefined, fields: SummaryField[]): SummaryError[] {
  const lines: SummaryError[] = (formErrors ?? []).map((message) => ({ message }));
  for (const { id, errors } of fields) for (const message of errors ?? []) lines.push({ message, fieldId: id });
  return lines;
}

/**
 * The one announcement of a refused Conform form, at its top. Field errors make it an error summary
 * (the form's own errors included, so nothing is said twice); a refusal with no field to fix, such as a
 * wrong password, stays the form's alert. The summary opens on a refused submit (the server's answer,
 * or Conform's check in the browser) and stays while fields are corrected: opening it on a field's blur
 * would take the focus from the next field.
 */
export function FormErrorSummary({ form, fields, formErrors = form.errors }: SummaryProps) {
  const local = useLocalMessage();
  const t = useStrings("errors");
  const hasFieldErrors = fields.some((field) => field.errors?.length);
  const [open, setOpen] = useState(false);
  const shown = hasFieldErrors && (open || form.status === "error");
  if (shown !== open) setOpen(shown);
  if (!shown) return <FormErrors id={form.errorId} errors={formErrors?.map(local)} />;
  const lines = summaryLines(formErrors, fields).map((line) => ({ ...line, message: local(line.message) }));
  return <ErrorSummary id={`${form.id}-summary`} listId={form.errorId} heading={t["form.problems"]} errors={lines} />;
}
