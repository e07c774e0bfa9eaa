import type { ReactNode } from "react";
import { AddressFields, type AddressFieldsMetadata } from "~/components/checkout/address-fields";
import { NEW_ADDRESS } from "~/lib/schemas/place-order";
import { useStrings } from "~/lib/i18n/use-strings";

type NewAddressProps = {
  /** The place-order form these fields belong to: Place Order saves a complete new address and delivers to it. */
  form: string;
  fields: AddressFieldsMetadata;
  /** With saved addresses, a radio beside theirs chooses this one; without, it is the only choice. */
  hasSavedAddresses: boolean;
  chosen: boolean;
  onChoose: () => void;
  open: boolean;
  saving: boolean;
  onCityChange: (city: string | null) => void;
  /** The delivery fee to the chosen city, or that the store does not deliver there. */
  cityNote: ReactNode;
};

/**
 * A new delivery address, folded away unless the address book is empty or the last try was about
 * it. Save Address only saves it (the same form, its own intent); Place Order saves it and orders.
 */
export function NewAddress({ form, fields, hasSavedAddresses, chosen, onChoose, open, saving, onCityChange, cityNote }: NewAddressProps) {
  const t = useStrings("checkout");
  return (
    <details className="mt-6 border-t border-line pt-4" open={open}>
      <summary className="font-medium text-brand-700">{t.addNewAddress}</summary>
      <fieldset className="mt-4 space-y-4" onInput={hasSavedAddresses ? onChoose : undefined}>
        <legend className="sr-only">{t.newAddressLegend}</legend>
        {hasSavedAddresses ? (
          <label className="flex items-center gap-3 font-medium">
            <input
              type="radio"
              name="shippingAddress"
              value={NEW_ADDRESS}
              form={form}
              checked={chosen}
              onChange={onChoose}
              className="h-4 w-4 accent-brand-700"
            />
            {t.deliverToNew}
          </label>
        ) : (
          <input type="hidden" name="shippingAddress" value={NEW_ADDRESS} form={form} />
        )}
        {/* Beside saved addresses the browser must not insist on these when a saved one is chosen. */}
        <AddressFields fields={fields} required={!hasSavedAddresses} onCityChange={onCityChange} cityNote={cityNote} />
        <button type="submit" form={form} name="intent" value="add-address" formNoValidate className="btn-secondary" disabled={saving}>
          {saving ? t.saving : t.saveAddress}
        </button>
      </fieldset>
    </details>
  );
}
