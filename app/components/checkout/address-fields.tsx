import { getInputProps, type FieldMetadata } from "@conform-to/react";
import { Field } from "~/components/ui/field";
import { useLocalMessage } from "~/lib/i18n/use-local-message";
import { useStrings } from "~/lib/i18n/use-strings";
import { addressFields, type AddressFieldName } from "~/lib/schemas/address";

type AddressFieldsMetadata = Record<AddressFieldName, FieldMetadata<string | undefined>>;

/**
 * Street, city, state, postal code and country, each required (the browser checks before the
 * server does) and each with its error beside it. Shared by checkout and the profile.
 */
export function AddressFields({
  fields,
  defaultCountry = "Pakistan",
  required = true,
}: {
  fields: AddressFieldsMetadata;
  defaultCountry?: string;
  /** Off where the fields are optional to the form they belong to (checkout's new address beside saved ones). */
  required?: boolean;
}) {
  const t = useStrings("addresses");
  const local = useLocalMessage();
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      {addressFields.map((field) => {
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
