import type { SummaryError } from "~/components/ui/error-summary";
import { summaryLines, type SummaryField } from "~/components/ui/form-error-summary";

// The order fields are listed in, as they appear on the page.
const fieldOrder = [
  "street",
  "city",
  "cityOther",
  "state",
  "postalCode",
  "country",
  "phone",
  "terms",
  "deliveryMethod",
  "paymentMethod",
] as const;

/**
 * The checkout's problems for its error summary: the form's own first, then each field's, linked
 * to it. Radios are linked by the ids the page gives them (`radioIds`): the delivery address's
 * selected or first radio (or the new address's street when there is none), and the methods'.
 */
export function summaryErrors(
  formErrors: string[] | undefined,
  fields: Record<(typeof fieldOrder)[number] | "shippingAddress" | "idempotencyKey", SummaryField>,
  radioIds: { shippingAddress: string; deliveryMethod: string; paymentMethod: string },
): SummaryError[] {
  const idOf = (name: (typeof fieldOrder)[number] | "shippingAddress") =>
    name === "shippingAddress" || name === "deliveryMethod" || name === "paymentMethod" ? radioIds[name] : fields[name].id;
  const linked = (["shippingAddress", ...fieldOrder] as const).map((name) => ({ id: idOf(name), errors: fields[name].errors }));
  const errors = summaryLines(formErrors, linked);
  // The page's key has no field to fix: reloading is the way out, so it is said without a link.
  for (const message of fields.idempotencyKey.errors ?? []) errors.push({ message });
  return errors;
}
