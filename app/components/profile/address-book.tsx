import { getFormProps, getInputProps, useForm, type SubmissionResult } from "@conform-to/react";
import { getZodConstraint, parseWithZod } from "@conform-to/zod";
import { Form, Link } from "@remix-run/react";
import { AddressChangeAlert, SavedAddress, useFocusAfterRemoval } from "~/components/address-book/saved-address";
import { AddressFields, addressSummaryFields } from "~/components/checkout/address-fields";
import { FormErrorSummary } from "~/components/ui/form-error-summary";
import { addressLines, type Address } from "~/lib/account/addresses";
import { useStrings } from "~/lib/i18n/use-strings";
import { ProfileAddressSchema } from "~/lib/schemas/address";
import { SaveOrCancel } from "./save-or-cancel";

type AddressBookProps = {
  addresses: Address[];
  adding: boolean;
  lastResult: SubmissionResult<string[]> | undefined;
  busyIntent: string | undefined;
};

/**
 * The Addresses card: the saved addresses, each with a default badge or a Set as Default button and
 * Edit and Delete, and the add form (`?add-address=1`).
 */
export function AddressBook({ addresses, adding, lastResult, busyIntent }: AddressBookProps) {
  const heading = useFocusAfterRemoval<HTMLHeadingElement>(addresses.length);
  const t = useStrings("profile");
  return (
    <section aria-labelledby="addresses-heading" className="card">
      <div className="flex items-center justify-between gap-4">
        <h2 id="addresses-heading" ref={heading} tabIndex={-1} className="text-lg font-semibold">
          {t.addresses}
        </h2>
        {adding ? null : (
          <Link to="/profile?add-address=1" preventScrollReset className="btn-secondary">
            {t.addAddress}
          </Link>
        )}
      </div>

      {adding ? <AddAddressForm key={addresses.length} lastResult={lastResult} saving={busyIntent === "add-address"} /> : null}
      <AddressChangeAlert addresses={addresses} />

      {addresses.length === 0 ? (
        <p className="mt-4 text-muted">{t.noAddresses}</p>
      ) : (
        <ul role="list" aria-label={t.savedAddresses} className="mt-4 space-y-3">
          {addresses.map((address) => {
            const [street, place, country] = addressLines(address);
            return (
              <li key={address.id} className="flex flex-wrap items-start justify-between gap-3 rounded-md border border-line p-4">
                <SavedAddress address={address}>
                  <div className="untrusted-text min-w-0">
                    <p className="font-medium">{street}</p>
                    <p className="text-sm text-muted">{place}</p>
                    <p className="text-sm text-muted">{country}</p>
                  </div>
                  {address.isDefault ? (
                    <span className="rounded-full bg-green-100 px-2.5 py-0.5 text-xs font-semibold text-green-800 ring-1 ring-green-300 ring-inset">
                      {t.defaultAddress}
                    </span>
                  ) : (
                    <Form method="post" action="/profile" preventScrollReset>
                      <input type="hidden" name="addressId" value={address.id} />
                      <button
                        type="submit"
                        name="intent"
                        value="set-default"
                        className="btn-ghost border border-stone-300"
                        disabled={busyIntent === "set-default"}
                      >
                        {t.setDefault}
                        <span className="sr-only">: {street}</span>
                      </button>
                    </Form>
                  )}
                </SavedAddress>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}

function AddAddressForm({ lastResult, saving }: { lastResult: SubmissionResult<string[]> | undefined; saving: boolean }) {
  const [form, fields] = useForm({
    id: "profile-address",
    lastResult,
    constraint: getZodConstraint(ProfileAddressSchema),
    shouldValidate: "onSubmit",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithZod(formData, { schema: ProfileAddressSchema }),
  });
  const { key: defaultKey, ...defaultProps } = getInputProps(fields.isDefault, { type: "checkbox" });
  const t = useStrings("profile");
  const saveAddress = useStrings("addresses").save;
  return (
    <Form
      method="post"
      action="/profile?add-address=1"
      preventScrollReset
      aria-labelledby="add-address-heading"
      className="mt-4 space-y-4 rounded-md border border-brand-200 bg-brand-50 p-4"
      {...getFormProps(form)}
    >
      <h3 id="add-address-heading" className="font-semibold">
        {t.addAddress}
      </h3>
      <FormErrorSummary form={form} fields={addressSummaryFields(fields)} />
      <AddressFields fields={fields} />
      <div className="flex items-center gap-2">
        <input key={defaultKey} {...defaultProps} className="h-4 w-4 accent-brand-700" />
        <label htmlFor={fields.isDefault.id} className="text-sm">
          {t.setDefaultCheckbox}
        </label>
      </div>
      <SaveOrCancel intent="add-address" label={saveAddress} saving={saving} />
    </Form>
  );
}
