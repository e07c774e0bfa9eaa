import { getInputProps, type FieldMetadata } from "@conform-to/react";
import type { ReactNode } from "react";
import { CityField } from "~/components/checkout/city-field";
import { Field } from "~/components/ui/field";
import { useLocalMessage } from "~/lib/i18n/use-local-message";
import { useStrings } from "~/lib/i18n/use-strings";
import { addressFields, type AddressFieldName } from "~/lib/schemas/address";

export type AddressFieldsMetadata = Record<AddressFieldName | "cityOther", FieldMetadata<string | undefined>>;

/** The address fields in the order `AddressFields` shows them, for an error summary. */
export function addressSummaryFields(fields: AddressFieldsMetadata) {
  return addressFields.flatMap((field) => (field.name === "city" ? [fields.city, fields.cityOther] : [fields[field.name]]));
}

/**
 * Street, city (from the list, or typed beside "Other"), state, postal code and country, each
 * required (the browser checks before the server does) and each with its error beside it. Shared
 * by checkout and the profile.
 */
export function AddressFields({
  fields,
  defaultCountry = "Pakistan",
  required = true,
  onCityChange,
  cityNote,
}: {
  fields: AddressFieldsMetadata;
  defaultCountry?: string;
  /** Off where the fields are optional to the form they belong to (checkout's new address beside saved ones). */
  required?: boolean;
  onCityChange?: (city: string | null) => void;
  /** Checkout's delivery fee to the chosen city (or its refusal), said under the list. */
  cityNote?: ReactNode;
}) {
  const t = useStrings("addresses");
  const local = useLocalMessage();
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      {addressFields.map((field) => {
        if (field.name === "city") {
          return (
            <CityField
              key={field.name}
              city={fields.city}
              cityOther={fields.cityOther}
              required={required}
              onCityChange={onCityChange}
              note={cityNote}
            />
          );
        }
        const meta = fields[field.name];
        const { key, ...inputProps } = getInputProps(meta, { type: "text" });
        const defaultValue = field.name === "country" && meta.initialValue === undefined ? defaultCountry : inputProps.defaultValue;
        return (
          <Field
            key={field.name}
            className={field.name === "street" ? "sm:col-span-2" : undefined}
            label={t[`field.${field.name}`]}
            errors={meta.errors?.map(local)}
            errorId={meta.errorId}
            inputProps={{
              ...inputProps,
              key,
              defaultValue,
              required,
              maxLength: field.maxLength,
              autoComplete: field.autoComplete,
            }}
          />
        );
      })}
    </div>
  );
}
