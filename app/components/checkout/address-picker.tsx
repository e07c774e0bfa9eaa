import { AddressChangeAlert, SavedAddress, useFocusAfterRemoval } from "~/components/address-book/saved-address";
import { addressLines, type Address } from "~/lib/account/addresses";
import { useStrings } from "~/lib/i18n/use-strings";

type AddressPickerProps = {
  addresses: Address[];
  selectedId: string | null;
  onSelect: (id: string) => void;
  form: string;
  errorId: string;
  error?: string;
  /** The error is in the form's error summary, which announces it: beside the radios it is no alert. */
  summarised?: boolean;
  settingDefault: boolean;
};

/**
 * The delivery address radios (they belong to the place-order form). 'Set as default' shows only on
 * the selected address when it is not the default: CSS follows the checked radio, so this holds
 * without JavaScript too, and the button posts that same form with its own intent.
 */
export function AddressPicker({ addresses, selectedId, onSelect, form, errorId, error, summarised, settingDefault }: AddressPickerProps) {
  const list = useFocusAfterRemoval<HTMLUListElement>(addresses.length);
  const t = useStrings("checkout");
  if (addresses.length === 0) {
    return (
      <>
        <AddressChangeAlert addresses={addresses} />
        <p className="text-muted">{t.noSavedAddresses}</p>
        {error ? (
          <p id={errorId} role={summarised ? undefined : "alert"} className="field-error">
            {error}
          </p>
        ) : null}
      </>
    );
  }
  return (
    <fieldset aria-describedby={error ? errorId : undefined}>
      <legend className="sr-only">{t.deliveryAddressLegend}</legend>
      <AddressChangeAlert addresses={addresses} />
      <ul ref={list} tabIndex={-1} role="list" className="space-y-3">
        {addresses.map((address) => {
          const id = `address-${address.id}`;
          const [street, place, country] = addressLines(address);
          return (
            <li
              key={address.id}
              className="group flex flex-wrap items-start gap-3 rounded-md border border-stone-300 p-4 has-[:checked]:border-brand-600 has-[:checked]:bg-brand-50"
            >
              <SavedAddress address={address} linksClassName="ps-7" changeFormsElsewhere>
                <input
                  type="radio"
                  id={id}
                  name="shippingAddress"
                  value={address.id}
                  form={form}
                  checked={selectedId === address.id}
                  onChange={() => onSelect(address.id)}
                  className="mt-1 h-4 w-4 accent-brand-700"
                />
                <label htmlFor={id} className="untrusted-text min-w-0 flex-[1_1_12rem] cursor-pointer">
                  <span className="block font-medium">{street}</span>
                  <span className="block text-sm text-muted">{place}</span>
                  <span className="block text-sm text-muted">{country}</span>
                  {address.isDefault ? (
                    <span className="mt-2 inline-block rounded-full bg-green-100 px-2 py-0.5 text-xs font-semibold text-green-800">
                      {t.default}
                    </span>
                  ) : null}
                </label>
                {address.isDefault ? null : (
                  <button
                    type="submit"
                    form={form}
                    name="intent"
                    value="set-default"
                    formNoValidate
                    disabled={settingDefault}
                    className="btn-ghost hidden border border-stone-300 group-has-[:checked]:inline-flex"
                  >
                    {t.setAsDefault}
                  </button>
                )}
              </SavedAddress>
            </li>
          );
        })}
      </ul>
      {error ? (
        <p id={errorId} role={summarised ? undefined : "alert"} className="field-error">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
