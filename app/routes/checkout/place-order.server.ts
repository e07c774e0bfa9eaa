import { data, redirect } from "@remix-run/node";
import type { SubmissionResult } from "@conform-to/react";
import type { Viewer } from "~/lib/auth/viewer.server";
import { addAddress } from "~/lib/backend/addresses.server";
import { placeOrder as placeOrderWithBackend } from "~/lib/backend/orders.server";
import { fetchProfile, updateProfile } from "~/lib/backend/profile.server";
import { fetchDeliveryRule } from "~/lib/backend/settings.server";
import { backendFailure } from "~/lib/forms/action-answers.server";
import { checkoutText } from "~/lib/checkout/checkout-text";
import { requestLanguage } from "~/lib/i18n/i18n.server";
import { siteOriginHeadersFor } from "~/lib/auth/site-origin.server";
import { parseForm } from "~/lib/forms/form-data.server";
import { addressFields } from "~/lib/schemas/address";
import { NEW_ADDRESS, PlaceOrderSchema, placeOrderFieldNames, type PlaceOrderInput } from "~/lib/schemas/place-order";
import type { AddressJson, AddressParts } from "../../../contract/addresses";
import { CITY_OTHER_FIELD } from "../../../contract/city-choice";
import { deliveryFeePaisa, notDeliveredTo } from "../../../contract/delivery-fee";
import { PHONE_MESSAGE } from "../../../contract/phone";

/** Whether the rule delivers to a city does not depend on the order's amount or weight. */
const NOTHING_YET = { subtotalPaisa: 0, weightGrams: 0 };

/** `savedAddress`: a refused post saved the typed address, so the page must read the address book again. */
const refused = (result: SubmissionResult<string[]>, status: number, savedAddress = false) =>
  data({ intent: "place-order" as const, result, savedAddress }, { status });

/**
 * Place Order in one post: a missing phone saved to the profile, a new address typed below the saved
 * ones saved (or the identical saved one reused, so a resubmitted form saves it once), then the
 * order placed with the page's idempotency key, so a repeated post still places one order.
 */
export async function placeOrder(request: Request, viewer: Viewer, formData: FormData) {
  const submission = parseForm(formData, PlaceOrderSchema);
  let addressId: string | null = null;
  try {
    const profile = await fetchProfile(viewer.token);
    // Only the server knows whether a phone is needed; it is said together with the form's other problems.
    const phoneMissing = !profile.phone && !String(submission.payload.phone ?? "").trim();
    if (submission.status !== "success" || phoneMissing) {
      const formErrors = submission.status === "error" ? (submission.error?.[""] ?? []) : [];
      return refused(phoneMissing ? submission.reply({ formErrors, fieldErrors: { phone: [PHONE_MESSAGE] } }) : submission.reply(), 400);
    }
    const order = submission.value;
    // A new address to a city the rule does not deliver to is refused beside its city, before it is saved.
    if (
      order.shippingAddress === NEW_ADDRESS &&
      deliveryFeePaisa(await fetchDeliveryRule(), { ...NOTHING_YET, city: order.city }) === null
    ) {
      return refused(submission.reply({ fieldErrors: { city: [notDeliveredTo(order.city)] } }), 422);
    }
    if (!profile.phone) await updateProfile(viewer.token, { name: profile.name, phone: order.phone });
    addressId = order.shippingAddress === NEW_ADDRESS ? await saveOnce(viewer.token, order, profile.addresses) : order.shippingAddress;
    const { orderId } = await placeOrderWithBackend(
      viewer.token,
      // The confirmation email is written in the language of the page the order was placed on.
      {
        shippingAddress: addressId,
        paymentMethod: order.paymentMethod,
        language: await requestLanguage(request),
        noMessages: order.noMessages,
      },
      order.idempotencyKey,
      siteOriginHeadersFor(request),
    );
    return redirect(`/order-confirmation/${encodeURIComponent(orderId)}`, 303);
  } catch (error) {
    // The shopper stays here with their choices (Conform keeps the submitted values) and the reason.
    const { status, message, fieldErrors: backendFields } = backendFailure(error, checkoutText.placeOrderFailed);
    // Once the order names a saved address, a refusal about its city is said beside that address, not the new one's fields.
    const { city: _city, ...savedAddressFields } = backendFields;
    const fieldErrors = addressId ? savedAddressFields : backendFields;
    const shownByField = Object.keys(fieldErrors).some((name) => placeOrderFieldNames.has(name));
    const result = submission.reply({ formErrors: shownByField ? [] : [message], fieldErrors });
    // A new address saved before the order was refused is selected now, so pressing again does not type it twice.
    const savedNewAddress = submission.payload.shippingAddress === NEW_ADDRESS && addressId;
    return savedNewAddress ? refused(selectSavedAddress(result, addressId!), status, true) : refused(result, status);
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
  for (const name of [...addressFields.map((field) => field.name), CITY_OTHER_FIELD]) delete initialValue[name];
  return { ...result, initialValue };
}
