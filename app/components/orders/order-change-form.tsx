import { lineName } from "../../../contract/line-name";
import { getFormProps, getInputProps, getSelectProps, useForm, type SubmissionResult } from "@conform-to/react";
import { getZodConstraint, parseWithZod } from "@conform-to/zod";
import { Form, Link } from "@remix-run/react";
import type { InputHTMLAttributes } from "react";
import { AddressFields, addressSummaryFields } from "~/components/checkout/address-fields";
import { English } from "~/components/ui/english";
import { Field, FormErrors } from "~/components/ui/field";
import { FormErrorSummary } from "~/components/ui/form-error-summary";
import { useLocalMessage } from "~/lib/i18n/use-local-message";
import { rich } from "~/lib/i18n/rich";
import { fill, useStrings } from "~/lib/i18n/use-strings";
import { linesFitForm } from "~/lib/forms/replay-lines";
import { ADD_CHANGE_ADDRESS, CONFIRM_CHANGE, REVIEW_CHANGE } from "~/lib/orders/order-change";
import { shopperStepMessages } from "~/lib/orders/shopper-step-messages";
import { AddressSchema } from "~/lib/schemas/address";
import { orderChangeBody } from "../../../contract/order-lifecycle/changes";

export type ChangeableLine = { itemId: string; name: string; size: string | null; quantity: number; unitPrice: string };
export type AddressChoice = { id: string; text: string };

type Props = {
  version: number;
  lines: ChangeableLine[];
  currentAddress: string;
  addresses: AddressChoice[];
  chosenAddressId: string | null;
  phone: string;
  lastResult: SubmissionResult<string[]> | undefined;
  banner: string | null;
  busy: boolean;
};

/**
 * What the shopper may change before the order is confirmed: each line's quantity (down, or removed),
 * the delivery address (a saved one) and the phone. "Review changes" asks the backend for the new
 * totals; nothing changes until the shopper confirms them.
 */
export function OrderChangeForm({ version, lines, currentAddress, addresses, chosenAddressId, phone, lastResult, banner, busy }: Props) {
  const t = useStrings("orders");
  const local = useLocalMessage();
  const fits = linesFitForm(
    lastResult,
    lines.map((line) => line.itemId),
  );
  const [form, fields] = useForm({
    id: "change-order",
    lastResult: fits ? lastResult : undefined,
    constraint: getZodConstraint(orderChangeBody),
    shouldValidate: "onSubmit",
    onValidate: ({ formData }) => parseWithZod(formData, { schema: orderChangeBody }),
    defaultValue: {
      version: String(version),
      addressId: chosenAddressId ?? "",
      phone,
      lines: lines.map((line) => ({ itemId: line.itemId, quantity: String(line.quantity) })),
    },
  });
  const lineFields = fields.lines.getFieldList();
  const quantityFields = lineFields.map((line) => line.getFieldset().quantity);
  return (
    <Form method="post" className="space-y-6" {...getFormProps(form)}>
      <FormErrorSummary
        form={form}
        fields={[...quantityFields, { id: addressRadioId(fields.addressId.id, ""), errors: fields.addressId.errors }, fields.phone]}
      />
      {banner || !fits ? <FormErrors errors={[local(banner ?? shopperStepMessages.tryAgain)]} /> : null}
      <input type="hidden" name="intent" value={REVIEW_CHANGE} />
      <HiddenInput {...getInputProps(fields.version, { type: "hidden" })} />
      <fieldset className="card">
        <legend className="float-left mb-3 text-lg font-semibold">{t.changeItems}</legend>
        <ul role="list" className="clear-both divide-y divide-line">
          {lines.map((line, index) => {
            const { itemId, quantity } = lineFields[index].getFieldset();
            const { key, ...selectProps } = getSelectProps(quantity);
            return (
              <li key={line.itemId} className="flex flex-wrap items-end justify-between gap-3 py-3">
                <HiddenInput {...getInputProps(itemId, { type: "hidden" })} />
                <div className="min-w-0">
                  <label htmlFor={quantity.id} className="field-label">
                    {rich(t.quantityOf, { name: <English>{lineName(line)}</English> })}
                  </label>
                  <p className="text-sm text-muted">
                    <bdi>{line.unitPrice}</bdi>
                  </p>
                </div>
                <div>
                  <select key={key} {...selectProps} className="field-input w-auto">
                    {Array.from({ length: line.quantity + 1 }, (_, step) => line.quantity - step).map((count) => (
                      <option key={count} value={count}>
                        {count === 0 ? t.removeLine : count}
                      </option>
                    ))}
                  </select>
                  <FormErrors id={quantity.errorId} errors={quantity.errors?.map(local)} />
                </div>
              </li>
            );
          })}
        </ul>
      </fieldset>
      <fieldset className="card" aria-describedby={fields.addressId.errors ? fields.addressId.errorId : undefined}>
        <legend className="float-left mb-3 text-lg font-semibold">{t.deliverTo}</legend>
        <div className="clear-both space-y-2">
          {[{ id: "", text: fill(t.keepAddress, { address: currentAddress }) }, ...addresses].map((address) => (
            <label key={address.id} htmlFor={addressRadioId(fields.addressId.id, address.id)} className="flex items-start gap-2 text-sm">
              <input
                type="radio"
                id={addressRadioId(fields.addressId.id, address.id)}
                name={fields.addressId.name}
                value={address.id}
                defaultChecked={(fields.addressId.initialValue ?? "") === address.id}
                className="mt-1 h-4 w-4 accent-brand-700"
              />
              <span className="untrusted-text">{address.text}</span>
            </label>
          ))}
          <FormErrors id={fields.addressId.errorId} errors={fields.addressId.errors?.map(local)} />
        </div>
      </fieldset>
      <div className="card">
        <Field
          label={t.phoneLabel}
          errors={fields.phone.errors?.map(local)}
          errorId={fields.phone.errorId}
          inputProps={{ ...getInputProps(fields.phone, { type: "tel" }), autoComplete: "tel", inputMode: "tel" }}
        />
      </div>
      <button type="submit" className="btn-primary" disabled={busy}>
        {t.reviewChanges}
      </button>
    </Form>
  );
}

/** Conform's props carry a `key`, which React takes only as its own attribute. */
function HiddenInput({ key: _key, ...props }: InputHTMLAttributes<HTMLInputElement> & { key?: string }) {
  return <input {...props} />;
}

const addressRadioId = (fieldId: string, addressId: string) => `${fieldId}-${addressId || "current"}`;

/** A new address for this order: saved to the address book, then chosen in the form above. */
export function NewAddressForChange({
  lastResult,
  banner,
  busy,
}: {
  lastResult: SubmissionResult<string[]> | undefined;
  /** A refusal no field fixes (the address book is full, the backend is away): said above the form. */
  banner: string | null;
  busy: boolean;
}) {
  const t = useStrings("orders");
  const local = useLocalMessage();
  const save = useStrings("addresses").save;
  const [form, fields] = useForm({
    id: "change-address",
    lastResult,
    constraint: getZodConstraint(AddressSchema),
    shouldValidate: "onSubmit",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithZod(formData, { schema: AddressSchema }),
  });
  return (
    <details className="card" open={lastResult !== undefined || banner !== null}>
      <summary className="cursor-pointer text-lg font-semibold">{t.newAddressHeading}</summary>
      <p className="mt-2 text-sm text-muted">{t.newAddressHint}</p>
      <Form method="post" aria-label={t.newAddressHeading} className="mt-4 space-y-4" {...getFormProps(form)}>
        <FormErrorSummary form={form} fields={addressSummaryFields(fields)} />
        {banner ? <FormErrors errors={[local(banner)]} /> : null}
        <input type="hidden" name="intent" value={ADD_CHANGE_ADDRESS} />
        <AddressFields fields={fields} />
        <button type="submit" className="btn-secondary" disabled={busy}>
          {save}
        </button>
      </Form>
    </details>
  );
}

/** The order as the change would leave it came back from "Review changes": the answer to the second question. */
export function ConfirmChangeForm({ values, keepHref }: { values: Record<string, string>; keepHref: string }) {
  const t = useStrings("orders");
  return (
    <Form method="post" className="mt-4 flex flex-wrap items-center gap-3">
      {Object.entries(values).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <button type="submit" name="intent" value={CONFIRM_CHANGE} className="btn-primary">
        {t.confirmChanges}
      </button>
      <Link to={keepHref} className="font-medium text-brand-700 underline">
        {t.keepAsIs}
      </Link>
    </Form>
  );
}
