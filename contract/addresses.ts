import { z } from "zod";
import { cityChoiceMessages, isAddressCity } from "./city-choice";
import { requiredText } from "./fields";
import { ADDRESS_FIELD_MAX } from "./limits";

/** `POST /users/address` and `PUT /users/address/{id}`: a deliverable address, every field required. */
export const addressBody = z.object({
  street: requiredText("street", ADDRESS_FIELD_MAX.street),
  // A town not on the checkout's list is kept as typed; "Other" alone names none.
  city: requiredText("city", ADDRESS_FIELD_MAX.city).refine(isAddressCity, cityChoiceMessages.typeOther),
  state: requiredText("state", ADDRESS_FIELD_MAX.state),
  country: requiredText("country", ADDRESS_FIELD_MAX.country),
  postalCode: requiredText("postal code", ADDRESS_FIELD_MAX.postalCode),
  isDefault: z.boolean({ invalid_type_error: "isDefault must be true or false" }).optional(),
});
export type AddressBody = z.input<typeof addressBody>;

/** An address as it is kept on an order: the parts, without id or flags. */
export type AddressParts = { street: string; city: string; state: string; country: string; postalCode: string };

/** A saved address, as `GET /users/address` answers it. */
export type AddressJson = AddressParts & { _id: string; isDefault: boolean; createdAt: string; updatedAt: string };
