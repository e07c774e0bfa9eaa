import { getFormProps, getInputProps, getSelectProps, useForm, type SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod";
import { Form } from "@remix-run/react";
import { Field } from "~/components/ui/field";
import { FormErrorSummary } from "~/components/ui/form-error-summary";
import { VariantStockSchema } from "~/lib/schemas/catalogue-admin";
import { MAX_STOCK_NOTE_LENGTH, stockAdjustmentReasons, stockLevelLabel, stockMovementLabels } from "../../../contract/catalogue-admin";

/**
 * Units in or out with a reason, for one size: a sized product names the size (the backend refuses
 * without one, beside the size's select); a product without sizes has nothing to choose.
 */
export function StockForm({
  stock,
  lowStock,
  sizes,
  lastResult,
  busy,
}: {
  stock: number;
  lowStock: boolean;
  sizes: { value: string; label: string }[];
  lastResult: SubmissionResult<string[]> | undefined;
  busy: boolean;
}) {
  const [form, fields] = useForm({
    id: "stock",
    lastResult,
    shouldValidate: "onSubmit",
    onValidate: ({ formData }) => parseWithZod(formData, { schema: VariantStockSchema }),
  });
  const level = stockLevelLabel({ stock, lowStock });
  return (
    <section aria-labelledby="stock-heading" className="card">
      <h2 id="stock-heading" className="text-lg font-semibold">
        Stock
      </h2>
      <p className="mt-1 text-sm">
        In stock: <strong>{stock}</strong>
        {level ? ` (${level})` : null}
      </p>
      <Form method="post" className="mt-3 space-y-3" {...getFormProps(form)}>
        <input type="hidden" name="intent" value="stock" />
        <FormErrorSummary form={form} fields={[fields.variant, fields.change, fields.reason, fields.note]} />
        {sizes.length > 0 ? <Choice label="Size" field={fields.variant} empty="Choose a size" options={sizes} /> : null}
        <Field
          label="Change in units"
          hint="Such as 10 received, or -2 damaged."
          errors={fields.change.errors}
          errorId={fields.change.errorId}
          inputProps={{ ...getInputProps(fields.change, { type: "text" }), inputMode: "numeric", autoComplete: "off" }}
        />
        <Choice
          label="Reason"
          field={fields.reason}
          empty="Choose a reason"
          options={stockAdjustmentReasons.map((reason) => ({ value: reason, label: stockMovementLabels[reason] }))}
        />
        <Field
          label="Note (optional)"
          errors={fields.note.errors}
          errorId={fields.note.errorId}
          inputProps={{ ...getInputProps(fields.note, { type: "text" }), maxLength: MAX_STOCK_NOTE_LENGTH }}
        />
        <button type="submit" disabled={busy} className="btn-primary">
          Adjust stock
        </button>
      </Form>
    </section>
  );
}

function Choice({
  label,
  field,
  empty,
  options,
}: {
  label: string;
  field: Parameters<typeof getSelectProps>[0];
  empty: string;
  options: { value: string; label: string }[];
}) {
  const error = field.errors?.[0];
  const { key, ...props } = getSelectProps(field);
  return (
    <div>
      <label htmlFor={field.id} className="field-label">
        {label}
      </label>
      <select key={key} {...props} aria-describedby={error ? field.errorId : undefined} className="field-input">
        <option value="">{empty}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      {error ? (
        <p id={field.errorId} className="field-error">
          {error}
        </p>
      ) : null}
    </div>
  );
}
