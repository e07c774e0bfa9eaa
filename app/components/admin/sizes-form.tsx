import { getFormProps, getInputProps, useForm, type FieldMetadata, type SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod";
import { Form } from "@remix-run/react";
import { Field } from "~/components/ui/field";
import { UrduField } from "~/components/admin/urdu-field";
import { FormErrorSummary, type SummaryField } from "~/components/ui/form-error-summary";
import type { VariantRowValues } from "~/lib/admin/variant-form";
import { SaveVariantsSchema } from "~/lib/schemas/catalogue-admin";
import {
  CHECK_STOCK_PER_SIZE,
  MAX_SIZE_GUIDE_LENGTH,
  MAX_SKU_LENGTH,
  MAX_VARIANT_LABEL_LENGTH,
  MAX_VARIANTS,
} from "../../../contract/variants";

type Row = FieldMetadata<VariantRowValues, { version: string; variants: VariantRowValues[] }, string[]>;
type ListButtons = ReturnType<typeof useSizesForm>[0];

function useSizesForm(variants: VariantRowValues[], version: number, lastResult: SubmissionResult<string[]> | undefined) {
  return useForm({
    id: "sizes",
    lastResult,
    defaultValue: { version: String(version), variants },
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithZod(formData, { schema: SaveVariantsSchema }),
  });
}

/**
 * Every size of the product, saved together with the version it was rendered with: label, SKU,
 * price, compare-at price, weight and the size guide's figures, in the order the shop shows them.
 * Adding, moving and removing a size are submit buttons, so they work without JavaScript (the form
 * comes back changed, all typed kept); a removed size that orders name is archived by the backend.
 * Stock is not typed here: it moves through the stock form and its ledger.
 */
export function SizesForm({
  variants,
  stockBySize,
  version,
  checkStockPerSize,
  newSizePrice,
  lastResult,
  busy,
}: {
  variants: VariantRowValues[];
  /** A size added here starts at the product's price (its text as the form shows prices). */
  newSizePrice: string;
  stockBySize: Record<string, number>;
  version: number;
  checkStockPerSize: boolean;
  lastResult: SubmissionResult<string[]> | undefined;
  busy: boolean;
}) {
  const [form, fields] = useSizesForm(variants, version, lastResult);
  const rows = fields.variants.getFieldList() as Row[];
  return (
    <section aria-labelledby="sizes-heading" className="card">
      <h2 id="sizes-heading" className="text-lg font-semibold">
        Sizes
      </h2>
      {checkStockPerSize ? (
        <p className="mt-2 rounded-md border border-amber-300 bg-amber-50 px-3 py-2 text-sm text-amber-900">
          <strong>{CHECK_STOCK_PER_SIZE}.</strong> When sizes got their own stock, the whole stock went to the first size. Correct each
          size&apos;s stock in the stock form, then save the sizes.
        </p>
      ) : null}
      <p className="mt-2 text-sm text-muted">
        Each size has its own price and stock. A SKU left empty is made from the product and size. Removing a size that orders name archives
        it instead. Urdu pages show the Urdu label and capacity; left empty, they show the English (servings are figures, the same in both).
      </p>
      <Form method="post" className="mt-4 space-y-4" {...getFormProps(form)}>
        <input type="hidden" name="intent" value="variants" />
        <input type="hidden" name="version" value={version} />
        <FormErrorSummary
          form={form}
          formErrors={form.errors ?? fields.version.errors ?? fields.variants.errors}
          fields={summaryFields(rows)}
        />
        {rows.map((row, index) => (
          <SizeRow
            key={row.key}
            row={row}
            index={index}
            count={rows.length}
            listName={fields.variants.name}
            buttons={form}
            stockBySize={stockBySize}
          />
        ))}
        <div className="flex flex-wrap gap-3">
          {rows.length < MAX_VARIANTS ? (
            <button
              {...form.insert.getButtonProps({ name: fields.variants.name, defaultValue: { price: newSizePrice } })}
              className="btn-secondary"
            >
              Add a size
            </button>
          ) : null}
          <button type="submit" disabled={busy} className="btn-primary">
            Save sizes
          </button>
        </div>
      </Form>
    </section>
  );
}

/** Each size's text fields in the page's order, their errors saying which size. */
function summaryFields(rows: Row[]): SummaryField[] {
  return rows.flatMap((row, index) => {
    const size = row.getFieldset();
    return [
      size.label,
      size.labelUr,
      size.sku,
      size.price,
      size.compareAtPrice,
      size.weightGrams,
      size.capacity,
      size.capacityUr,
      size.servings,
    ].map((field) => ({
      id: field.id,
      errors: field.errors?.map((message) => `Size ${index + 1}: ${message}`),
    }));
  });
}

function SizeRow({
  row,
  index,
  count,
  listName,
  buttons,
  stockBySize,
}: {
  row: Row;
  index: number;
  count: number;
  listName: string;
  buttons: ListButtons;
  stockBySize: Record<string, number>;
}) {
  const size = row.getFieldset();
  const number = index + 1;
  const slug = size.id.initialValue;
  const stock = slug ? stockBySize[slug] : undefined;
  const text = (field: typeof size.label, label: string, extra: Record<string, unknown> = {}) => (
    <Field
      label={label}
      errors={field.errors}
      errorId={field.errorId}
      inputProps={{ ...getInputProps(field, { type: "text" }), autoComplete: "off", ...extra }}
    />
  );
  const which = <span className="sr-only"> (size {number})</span>;
  return (
    <fieldset className="rounded-md border border-line p-3">
      <legend className="px-1 font-semibold">Size {number}</legend>
      <input {...getInputProps(size.id, { type: "hidden" })} />
      <p className="text-sm text-muted">{stock === undefined ? "New: no stock until you receive some." : `In stock: ${stock}`}</p>
      <div className="mt-2 grid grid-cols-2 gap-3 sm:grid-cols-4">
        {text(size.label, "Label", { maxLength: MAX_VARIANT_LABEL_LENGTH })}
        <UrduField field={size.labelUr} label="Label in Urdu" maxLength={MAX_VARIANT_LABEL_LENGTH} hint={null} />
        {text(size.sku, "SKU", { maxLength: MAX_SKU_LENGTH, spellCheck: false })}
        {text(size.price, "Price (Rs)")}
        {text(size.compareAtPrice, "Compare-at price (Rs)")}
        {text(size.weightGrams, "Weight (grams)", { inputMode: "numeric" })}
        {text(size.capacity, "Capacity", { maxLength: MAX_SIZE_GUIDE_LENGTH })}
        <UrduField field={size.capacityUr} label="Capacity in Urdu" maxLength={MAX_SIZE_GUIDE_LENGTH} hint={null} />
        {text(size.servings, "Servings", { maxLength: MAX_SIZE_GUIDE_LENGTH })}
        <label className="flex items-center gap-2 self-end pb-2 text-sm">
          <input {...getInputProps(size.archived, { type: "checkbox" })} />
          Archived (not on sale)
        </label>
      </div>
      <div className="mt-3 flex flex-wrap gap-2">
        <button
          {...buttons.reorder.getButtonProps({ name: listName, from: index, to: index - 1 })}
          disabled={index === 0}
          className="btn-secondary"
        >
          Move up{which}
        </button>
        <button
          {...buttons.reorder.getButtonProps({ name: listName, from: index, to: index + 1 })}
          disabled={index === count - 1}
          className="btn-secondary"
        >
          Move down{which}
        </button>
        <button {...buttons.remove.getButtonProps({ name: listName, index })} disabled={count === 1} className="btn-secondary">
          Remove{which}
        </button>
      </div>
    </fieldset>
  );
}
