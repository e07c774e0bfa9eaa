import { z } from "zod";

/** The checkout's message, used by the profile's form as well: an address must be deliverable. */
export const FILL_ALL_FIELDS = "Please fill in all fields";

export const addressFields = [
  { name: "street", label: "Street", autoComplete: "street-address", maxLength: 200 },
  { name: "city", label: "City", autoComplete: "address-level2", maxLength: 100 },
  { name: "state", label: "State", autoComplete: "address-level1", maxLength: 100 },
  { name: "postalCode", label: "Postal Code", autoComplete: "postal-code", maxLength: 20 },
  { name: "country", label: "Country", autoComplete: "country-name", maxLength: 100 },
] as const;

export type AddressFieldName = (typeof addressFields)[number]["name"];

// Conform turns an empty field into undefined; "" keeps the blank check in one place below.
const part = (label: string, max: number) => z.string().trim().max(max, `${label} must be at most ${max} characters`).default("");

const addressShape = {
  street: part("Street", 200),
  city: part("City", 100),
  state: part("State", 100),
  postalCode: part("Postal code", 20),
  country: part("Country", 100),
};

/** Street, city, state, postal code and country: all required and non-blank after trimming. */
function requireEveryField(value: Record<AddressFieldName, string>, ctx: z.RefinementCtx) {
  const blank = addressFields.filter((field) => value[field.name] === "");
  if (blank.length === 0) return;
  ctx.addIssue({ code: z.ZodIssueCode.custom, path: [], message: FILL_ALL_FIELDS });
  for (const field of blank) ctx.addIssue({ code: z.ZodIssueCode.custom, path: [field.name], message: `Enter the ${field.label.toLowerCase()}` });
}

export const AddressSchema = z.object(addressShape).superRefine(requireEveryField);

/** The profile's form also offers 'Set as default address'. */
export const ProfileAddressSchema = z.object({ ...addressShape, isDefault: z.boolean().default(false) }).superRefine(requireEveryField);

export type AddressInput = z.infer<typeof AddressSchema>;
