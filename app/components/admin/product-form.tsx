import {
  type FieldMetadata,
  getCollectionProps,
  getFormProps,
  getInputProps,
  getTextareaProps,
  useForm,
  type SubmissionResult,
} from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod";
import { Form } from "@remix-run/react";
import type { FormEvent } from "react";
import { Field, TextAreaField } from "~/components/ui/field";
import { UrduField, UrduTextAreaField } from "~/components/admin/urdu-field";
import { FormErrorSummary } from "~/components/ui/form-error-summary";
import { CreateProductSchema, EditProductSchema } from "~/lib/schemas/catalogue-admin";
import { filterGroups } from "../../../contract/catalogue";
import {
  MAX_DESCRIPTION_LENGTH,
  MAX_PRODUCT_NAME_LENGTH,
  MAX_SLUG_LENGTH,
  productStatuses,
  productStatusLabels,
} from "../../../contract/catalogue-admin";
import { slugFromName } from "../../../contract/product-slug";

const SIZE_RANGE_HINT_ID = "size-range-hint";

/** What an existing product's form starts with. */
export type ProductFormValues = {
  name: string;
  slug: string;
  description: string;
  /** "" where no Urdu is written. */
  nameUr: string;
  descriptionUr: string;
  price: number;
  filterKeys: string[];
  sizes: string[];
  status: string;
  finalSale: boolean;
};

/**
 * The product's own fields, for a new product (with its opening stock) or an edit (with the version
 * it was rendered with). Messages sit next to their fields and what was typed is kept.
 */
export function ProductForm({
  product,
  version,
  lastResult,
  busy,
  published,
}: {
  product?: ProductFormValues;
  version?: number;
  lastResult: SubmissionResult<string[]> | undefined;
  busy: boolean;
  /** A published product's URL id is kept as a redirect when changed: the hint says so. */
  published?: boolean;
}) {
  const schema = product ? EditProductSchema : CreateProductSchema;
  const [form, fields] = useForm({
    id: product ? "edit-product" : "new-product",
    lastResult,
    defaultValue: product ? { ...product, price: String(product.price), sizes: product.sizes.join(", ") } : { stock: "0" },
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithZod(formData, { schema }),
  });
  const field = (name: string) => fields[name as keyof typeof fields] as typeof fields.name;
  const text = (name: string, label: string, extra: Record<string, unknown> = {}, hint?: string) => (
    <Field
      label={label}
      hint={hint}
      errors={field(name).errors}
      errorId={field(name).errorId}
      inputProps={{ ...getInputProps(field(name), { type: "text" }), ...extra }}
    />
  );
  return (
    <Form method="post" className="card space-y-5" {...getFormProps(form)}>
      <input type="hidden" name="intent" value="save" />
      {version !== undefined ? <input type="hidden" name="version" value={version} /> : null}
      <FormErrorSummary
        form={form}
        formErrors={form.errors ?? field("version").errors}
        fields={[
          ...["name", "nameUr", "slug", "description", "descriptionUr", "price", "stock", "sizes"].map(field),
          // A choice is reached through its first option (getCollectionProps' ids).
          { id: `${field("filterKeys").id}-${filterGroups[0].options[0].key}`, errors: field("filterKeys").errors },
          { id: `${field("status").id}-${productStatuses[0]}`, errors: field("status").errors },
        ]}
      />
      {/* English and Urdu side by side (stacked on a narrow screen). */}
      <div className="grid gap-4 md:grid-cols-2">
        {text("name", "Name", { maxLength: MAX_PRODUCT_NAME_LENGTH, ...(product ? {} : { onInput: fillSlugFromName }) })}
        <UrduField field={field("nameUr")} label="Name in Urdu" maxLength={MAX_PRODUCT_NAME_LENGTH} />
      </div>
      {text(
        "slug",
        "URL id",
        { maxLength: MAX_SLUG_LENGTH, autoComplete: "off", spellCheck: false },
        published
          ? "Shown in the address: /products/<URL id>. The product is published: a changed URL id keeps the old address redirecting here."
          : "Shown in the address: /products/<URL id>. Lowercase letters, digits and dashes; left empty, it is made from the name.",
      )}
      <div className="grid gap-4 md:grid-cols-2">
        <TextAreaField
          label="Description"
          hint="Wrap words in **double asterisks** to make them bold; a new line starts a new paragraph."
          errors={field("description").errors}
          errorId={field("description").errorId}
          textareaProps={{ ...getTextareaProps(field("description")), rows: 6, maxLength: MAX_DESCRIPTION_LENGTH }}
        />
        <UrduTextAreaField field={field("descriptionUr")} label="Description in Urdu" maxLength={MAX_DESCRIPTION_LENGTH} />
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        {text("price", "Price in rupees", { autoComplete: "off" }, "Such as 7,500 or Rs 7,500.")}
        {product ? null : text("stock", "Opening stock", { inputMode: "numeric" }, "Written to the stock ledger as received.")}
      </div>
      {text("sizes", "Sizes", { autoComplete: "off" }, "Separated by commas, such as No. 2, No. 3. Leave empty for one size.")}
      <fieldset>
        <legend className="field-label">Filter keys</legend>
        <div className="mt-2 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {filterGroups.map((group) => (
            <fieldset
              key={group.id}
              className="rounded-md border border-line p-3"
              aria-describedby={group.id === "sizeRange" ? SIZE_RANGE_HINT_ID : undefined}
            >
              <legend className="px-1 text-sm font-semibold">{group.label}</legend>
              {getCollectionProps(field("filterKeys"), {
                type: "checkbox",
                options: group.options.map((option) => option.key),
              }).map(({ key, ...props }) => (
                <label key={key} className="flex items-center gap-2 py-1 text-sm">
                  <input {...props} />
                  {group.options.find((option) => option.key === props.value)?.label}
                </label>
              ))}
              {group.id === "sizeRange" ? (
                <p id={SIZE_RANGE_HINT_ID} className="mt-1 text-xs text-muted">
                  A size with a number (No. 5, 28 cm) is filtered by that number while it is in stock; tick these for sizes without one.
                </p>
              ) : null}
            </fieldset>
          ))}
        </div>
        {field("filterKeys").errors?.[0] ? (
          <p id={field("filterKeys").errorId} className="field-error">
            {field("filterKeys").errors?.[0]}
          </p>
        ) : null}
      </fieldset>
      <div>
        <div className="flex items-center gap-2">
          <FinalSaleBox field={field("finalSale")} />
          <label htmlFor={field("finalSale").id} className="text-sm font-medium">
            Final sale: cannot be returned
          </label>
        </div>
        <p id={`${field("finalSale").id}-hint`} className="mt-1 text-sm text-muted">
          For clearance and custom items. A size sold below its compare-at price cannot be returned either.
        </p>
      </div>
      {product ? (
        <StatusChoice field={field("status")} />
      ) : (
        <p className="text-sm text-muted">A new product is a draft, not shown in the shop, until you publish it from its page.</p>
      )}
      <button type="submit" disabled={busy} className="btn-primary">
        {product ? "Save changes" : "Create product"}
      </button>
    </Form>
  );
}

/** The final-sale checkbox, ticked as the product is or as the refused post sent it. */
function FinalSaleBox({ field }: { field: FieldMetadata<unknown, Record<string, unknown>, string[]> }) {
  const { key, ...props } = getInputProps(field, { type: "checkbox" });
  return <input key={key} {...props} aria-describedby={`${field.id}-hint`} className="h-4 w-4 accent-brand-700" />;
}

/** Draft, active or archived, on an existing product's form (a new one is always a draft). */
function StatusChoice({ field }: { field: FieldMetadata<unknown, Record<string, unknown>, string[]> }) {
  return (
    <fieldset>
      <legend className="field-label">Status</legend>
      <div className="mt-1 flex flex-wrap gap-4">
        {getCollectionProps(field, { type: "radio", options: [...productStatuses] }).map(({ key, ...props }) => (
          <label key={key} className="flex items-center gap-2 text-sm">
            <input {...props} />
            {productStatusLabels[props.value as (typeof productStatuses)[number]]}
          </label>
        ))}
      </div>
      {field.errors?.[0] ? (
        <p id={field.errorId} className="field-error">
          {field.errors[0]}
        </p>
      ) : null}
    </fieldset>
  );
}

/**
 * The new-product form's URL id follows the name as it is typed, until the operator types a URL id
 * of their own (emptying it makes it follow again). Without JavaScript the server makes it instead.
 */
function fillSlugFromName(event: FormEvent<HTMLInputElement>) {
  const slug = event.currentTarget.form?.elements.namedItem("slug");
  if (!(slug instanceof HTMLInputElement) || (slug.value !== "" && slug.value !== slug.dataset.filled)) return;
  slug.value = slug.dataset.filled = slugFromName(event.currentTarget.value);
  slug.dispatchEvent(new Event("input", { bubbles: true }));
}
