import { data, redirect } from "@remix-run/node";
import type { SubmissionResult } from "@conform-to/react";
import type { Viewer } from "~/lib/auth/viewer.server";
import { addAddress } from "~/lib/backend/addresses.server";
import { placeOrder as placeOrderWithBackend } from "~/lib/backend/orders.server";
import { fetchProfile, updateProfile } from "~/lib/backend/profile.server";
import { backendFailure } from "~/lib/forms/action-answers.server";
import { parseForm } from "~/lib/forms/form-data.server";
import { addressFields } from "~/lib/schemas/address";
import { NEW_ADDRESS, PlaceOrderSchema, type PlaceOrderInput } from "~/lib/schemas/place-order";
import type { AddressJson, AddressParts } from "../../../contract/addresses";
import { PHONE_MESSAGE } from "../../../contract/phone";

const PLACE_ORDER_FAILED = "We could not place your order";
const placeOrderFields = new Set(Object.keys(PlaceOrderSchema.innerType().shape));

const refused = (result: SubmissionResult<string[]>, status: number) => data({ intent: "place-order" as const, result }, { status });

/**
 * Place Order in one post: a missing phone saved to the profile, a new address typed below the saved
 * ones saved (or the identical saved one reused, so a resubmitted form saves it once), then the
 * order placed with the page's idempotency key, so a repeated post still places one order.
 */
export async function placeOrder(viewer: Viewer, formData: FormData) {
  const submission = parseForm(formData, PlaceOrderSchema);
  if (submission.status !== "success") return refused(submission.reply(), 400);
  const order = submission.value;
  const typedNewAddress = order.shippingAddress === NEW_ADDRESS;
  let addressId = typedNewAddress ? null : order.shippingAddress;
  try {
    const profile = await fetchProfile(viewer.token);
    if (!profile.phone) {
      if (!order.phone) return refused(submission.reply({ fieldErrors: { phone: [PHONE_MESSAGE] } }), 400);
      await updateProfile(viewer.token, { name: profile.name, phone: order.phone });
    }
    addressId ??= await saveOnce(viewer.token, order, profile.addresses);
    const { orderId } = await placeOrderWithBackend(
      viewer.token,
      { shippingAddress: addressId, paymentMethod: order.paymentMethod },
      order.idempotencyKey,
    );
    return redirect(`/order-confirmation/${encodeURIComponent(orderId)}`, 303);
  } catch (error) {
    // The shopper stays here with their choices (Conform keeps the submitted values) and the reason.
    const { status, message, fieldErrors } = backendFailure(error, PLACE_ORDER_FAILED);
    const shownByField = Object.keys(fieldErrors).some((name) => placeOrderFields.has(name));
    const result = submission.reply({ formErrors: shownByField ? [] : [message], fieldErrors });
    return refused(typedNewAddress && addressId ? selectSavedAddress(result, addressId) : result, status);
  }
}

/** The new address's id once saved: the identical saved address when there is one, else a new one. */
async function saveOnce(token: string, typed: PlaceOrderInput, saved: AddressJson[]): Promise<string> {
  const parts: AddressParts = {
    street: typed.street,
    city: typed.city,
    state: typed.state,
    postalCode: typed.postalCode,
    country: typed.country,
  };
  const same = (address: AddressJson) => addressFields.every(({ name }) => address[name].toLowerCase() === parts[name].toLowerCase());
  return (saved.find(same) ?? (await addAddress(token, parts)))._id;
}

/** After a refused order the new address is saved: the page selects it and its typed copy goes. */
function selectSavedAddress(result: SubmissionResult<string[]>, addressId: string): SubmissionResult<string[]> {
  const initialValue: NonNullable<typeof result.initialValue> = { ...result.initialValue, shippingAddress: addressId };
  for (const { name } of addressFields) delete initialValue[name];
  return { ...result, initialValue };
}
