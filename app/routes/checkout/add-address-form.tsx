import { getFormProps, useForm, type SubmissionResult } from "@conform-to/react";
import { getZodConstraint, parseWithZod } from "@conform-to/zod";
import { Form } from "@remix-run/react";
import { AddressFields } from "~/components/checkout/address-fields";
import { FormErrors } from "~/components/ui/field";
import { AddressSchema } from "~/lib/schemas/address";

/**
 * A new delivery address, folded away unless the address book is empty or the last try was refused.
 * It carries the accepted terms along, so saving an address does not undo that tick.
 */
export function AddAddressForm({
  open,
  lastResult,
  termsAccepted,
  saving,
}: {
  open: boolean;
  lastResult: SubmissionResult<string[]> | undefined;
  termsAccepted: boolean;
  saving: boolean;
}) {
  const [form, fields] = useForm({
    id: "add-address",
    lastResult,
    constraint: getZodConstraint(AddressSchema),
    shouldValidate: "onSubmit",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithZod(formData, { schema: AddressSchema }),
  });
  return (
    <details className="mt-6 border-t border-line pt-4" open={open || lastResult !== undefined}>
      <summary className="font-medium text-brand-700">Add New Address</summary>
      <Form method="post" action="/checkout" aria-label="New delivery address" className="mt-4 space-y-4" {...getFormProps(form)}>
        <FormErrors id={form.errorId} errors={form.errors} />
        <AddressFields fields={fields} />
        {termsAccepted ? <input type="hidden" name="terms" value="1" /> : null}
        <button type="submit" name="intent" value="add-address" className="btn-secondary" disabled={saving}>
          {saving ? "Saving..." : "Save Address"}
        </button>
      </Form>
    </details>
  );
}
