import { z } from "zod";
import { ADDRESS_FIELD_MAX } from "../../../contract/limits";
import { FILL_ALL_FIELDS } from "../../../contract/messages";
import { chosenCity, cityChoiceProblem } from "../../../contract/city-choice";

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
  /** A listed city, or "Other" with the town in `cityOther` (contract/city-choice.ts). */
  city: part("City", ADDRESS_FIELD_MAX.city),
  cityOther: part("City", ADDRESS_FIELD_MAX.city),
  state: part("State", ADDRESS_FIELD_MAX.state),
  postalCode: part("Postal code", ADDRESS_FIELD_MAX.postalCode),
  country: part("Country", ADDRESS_FIELD_MAX.country),
};

type AddressFormValue = Record<AddressFieldName | "cityOther", string>;

/** Street, city, state, postal code and country: all required and non-blank after trimming; the city listed or typed beside "Other". */
export function requireEveryField(value: AddressFormValue, ctx: z.RefinementCtx) {
  const blank = addressFields.filter((field) => field.name !== "city" && value[field.name] === "");
  const city = cityChoiceProblem(value.city, value.cityOther);
  if (blank.length > 0 || city?.blank) ctx.addIssue({ code: z.ZodIssueCode.custom, path: [], message: FILL_ALL_FIELDS });
  if (city) ctx.addIssue({ code: z.ZodIssueCode.custom, path: [city.field], message: city.message });
  for (const field of blank) ctx.addIssue({ code: z.ZodIssueCode.custom, path: [field.name], message: enterAddressField(field.label) });
}

/** The address as the backend keeps it: one city, the listed one or the typed town ("" when none was given). */
export function withChosenCity<Value extends AddressFormValue>({ cityOther, ...value }: Value): Omit<Value, "cityOther"> {
  return { ...value, city: chosenCity(value.city, cityOther) ?? "" };
}

export const AddressSchema = z.object(addressShape).superRefine(requireEveryField).transform(withChosenCity);

/** The profile's form also offers 'Set as default address'. */
export const ProfileAddressSchema = z
  .object({ ...addressShape, isDefault: z.boolean().default(false) })
  .superRefine(requireEveryField)
  .transform(withChosenCity);

export type AddressInput = z.infer<typeof AddressSchema>;
