import { parseForm } from "../forms/form-data.server";
import { addAddress, setDefaultAddress } from "../backend/addresses.server";
import { backendFailure, type BackendFailure } from "../forms/action-answers.server";
import { AddressSchema, ProfileAddressSchema } from "../schemas/address";
import { toAddressView } from "./addresses";

export const ADD_ADDRESS_FAILED = "Failed to add address";
export const SET_DEFAULT_FAILED = "Failed to set default address";

/**
 * The address book's two changes, shared by checkout and the profile. Each answers either the
 * outcome or why not, and the page words it: checkout keeps the shopper's choices in its URL, the
 * profile shows a banner.
 */
export async function addAddressFromForm(token: string, formData: FormData, schema: typeof AddressSchema | typeof ProfileAddressSchema) {
  const submission = parseForm(formData, schema);
  if (submission.status !== "success") return { ok: false as const, submission, failure: null };
  try {
    return { ok: true as const, address: toAddressView(await addAddress(token, submission.value)) };
  } catch (error) {
    return { ok: false as const, submission, failure: backendFailure(error, ADD_ADDRESS_FAILED) };
  }
}

export async function makeDefaultAddress(token: string, addressId: string): Promise<{ ok: true } | { ok: false; failure: BackendFailure }> {
  try {
    await setDefaultAddress(token, addressId);
    return { ok: true };
  } catch (error) {
    return { ok: false, failure: backendFailure(error, SET_DEFAULT_FAILED) };
  }
}
