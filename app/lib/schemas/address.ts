import { z } from "zod";
import { ADDRESS_FIELD_MAX } from "../../../contract/limits";
import { FILL_ALL_FIELDS } from "../../../contract/messages";

export const addressFields = [
  { name: "street", label: "Street", autoComplete: "street-address", maxLength: ADDRESS_FIELD_MAX.street },
  { name: "city", label: "City", autoComplete: "address-level2", maxLength: ADDRESS_FIELD_MAX.city },
  { name: "state", label: "State", autoComplete: "address-level1", maxLength: ADDRESS_FIELD_MAX.state },
  { name: "postalCode", label: "Postal Code", autoComplete: "postal-code", maxLength: ADDRESS_FIELD_MAX.postalCode },
  { name: "country", label: "Country", autoComplete: "country-name", maxLength: ADDRESS_FIELD_MAX.country },
] as const;

export type AddressFieldName = (typeof addressFields)[number]["name"];

/** Each field's messages (the catalogue keys them for other languages, field by field). */
export const addressFieldTooLong = (label: string, max: number) => `${label} must be at most ${max} characters`;
export const enterAddressField = (label: string) => `Enter the ${label.toLowerCase()}`;

// Conform turns an empty field into undefined; "" keeps the blank check in one place below.
const part = (label: string, max: number) => z.string().trim().max(max, addressFieldTooLong(label, max)).default("");

export const addressShape = {
  street: part("Street", ADDRESS_FIELD_MAX.street),
  city: part("City", ADDRESS_FIELD_MAX.city),
  state: part("State", ADDRESS_FIELD_MAX.state),
  postalCode: part("Postal code", ADDRESS_FIELD_MAX.postalCode),
  country: part("Country", ADDRESS_FIELD_MAX.country),
};

/** Street, city, state, postal code and country: all required and non-blank after trimming. */
export function requireEveryField(value: Record<AddressFieldName, string>, ctx: z.RefinementCtx) {
  const blank = addressFields.filter((field) => value[field.name] === "");
  if (blank.length === 0) return;
  ctx.addIssue({ code: z.ZodIssueCode.custom, path: [], message: FILL_ALL_FIELDS });
  for (const field of blank) ctx.addIssue({ code: z.ZodIssueCode.custom, path: [field.name], message: enterAddressField(field.label) });
}

export const AddressSchema = z.object(addressShape).superRefine(requireEveryField);

/** The profile's form also offers 'Set as default address'. */
export const ProfileAddressSchema = z.object({ ...addressShape, isDefault: z.boolean().default(false) }).superRefine(requireEveryField);

export type AddressInput = z.infer<typeof AddressSchema>;
