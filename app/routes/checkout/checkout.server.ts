import { data, replace } from "@remix-run/node";
import { randomUUID } from "node:crypto";
import { addAddressFromForm, makeDefaultAddress } from "~/lib/account/address-actions.server";
import { preselectAddressId, toAddressView } from "~/lib/account/addresses";
import type { Viewer } from "~/lib/auth/viewer.server";
import { fetchCart } from "~/lib/backend/cart.server";
import { fetchProfile } from "~/lib/backend/profile.server";
import { fetchDeliveryRule } from "~/lib/backend/settings.server";
import { cartView } from "~/lib/cart/cart-view";
import { checkoutText } from "~/lib/checkout/checkout-text";
import { profileMessages } from "~/lib/account/profile-messages";
import { messageTranslations, requestLanguage, stringsOf } from "~/lib/i18n/i18n.server";
import { redirectWithFlash } from "~/lib/forms/action-answers.server";
import { AddressSchema } from "~/lib/schemas/address";
import { SELECT_ADDRESS } from "../../../contract/messages";

/**
 * The checkout page's data: the cart's lines, the address book, the phone on file, and the choices
 * kept in the URL; its strings include `addresses` for the saved-address cards and address fields.
 * An empty cart is sent to the cart page.
 */
export async function checkoutPage({ request, context }: { request: Request; context?: unknown }, viewer: Viewer) {
  const url = new URL(request.url);
  const [cart, profile, language, deliveryRule] = await Promise.all([
    fetchCart(viewer.token),
    fetchProfile(viewer.token),
    requestLanguage(request, context),
    fetchDeliveryRule(),
  ]);
  const { lines } = cartView(cart, deliveryRule);
  // Nothing to check out (Back from the confirmation of the order that emptied the cart): the cart
  // says it is empty, at its top. `replace`, so Back from there does not bounce through here again.
  if (lines.length === 0) throw replace("/cart");
  const addresses = profile.addresses.map(toAddressView);
  return data(
    {
      lines,
      deliveryRule,
      addresses,
      selectedAddressId: preselectAddressId(addresses, url.searchParams.get("address")),
      termsAccepted: url.searchParams.get("terms") === "1",
      // Cash on delivery needs a number for the courier: asked for here when the profile has none.
      phoneOnFile: profile.phone,
      // One key per page view: a double click or a resubmitted form places one order.
      idempotencyKey: randomUUID(),
      strings: stringsOf(language, "checkout", "cart", "messages", "addresses"),
      messageTranslations: messageTranslations(language),
    },
    { headers: { "Cache-Control": "private, no-store" } },
  );
}

/** Where the page comes back to after a change, with the shopper's choices kept in the URL. */
function checkoutUrl(addressId: string | null, termsAccepted: boolean) {
  const params = new URLSearchParams();
  if (addressId) params.set("address", addressId);
  if (termsAccepted) params.set("terms", "1");
  const query = params.toString();
  return query ? `/checkout?${query}` : "/checkout";
}

export async function addAddress(request: Request, viewer: Viewer, formData: FormData) {
  const added = await addAddressFromForm(viewer.token, formData, AddressSchema);
  if (added.ok) {
    // The terms box of the place-order form, which this button posts too, sends "on".
    return redirectWithFlash(request, checkoutUrl(added.address.id, formData.get("terms") === "on"), {
      kind: "success",
      text: checkoutText.addressSaved,
    });
  }
  const { submission, failure } = added;
  if (!failure) return data({ intent: "add-address" as const, result: submission.reply() }, { status: 400 });
  return data(
    { intent: "add-address" as const, result: submission.reply({ formErrors: [failure.message], fieldErrors: failure.fieldErrors }) },
    { status: failure.status },
  );
}

export async function setDefaultAddress(request: Request, viewer: Viewer, formData: FormData) {
  const addressId = String(formData.get("shippingAddress") ?? "").trim();
  const termsAccepted = formData.get("terms") === "on";
  if (!addressId) return data({ intent: "set-default" as const, error: SELECT_ADDRESS, addressId: null, termsAccepted }, { status: 400 });
  const changed = await makeDefaultAddress(viewer.token, addressId);
  if (!changed.ok) {
    return data(
      { intent: "set-default" as const, error: changed.failure.message, addressId, termsAccepted },
      { status: changed.failure.status },
    );
  }
  return redirectWithFlash(request, checkoutUrl(addressId, termsAccepted), { kind: "success", text: profileMessages.defaultUpdated });
}
