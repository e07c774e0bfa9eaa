import type { SubmissionResult } from "@conform-to/react";
import type { AddressJson, AddressParts } from "../../../contract/addresses";

/** A saved delivery address as pages show it: the backend's record without its storage fields. */
export type Address = AddressParts & { id: string; isDefault: boolean };

export function toAddressView(json: AddressJson): Address {
  const { _id: id, street, city, state, country, postalCode, isDefault } = json;
  return { id, street, city, state, country, postalCode, isDefault };
}

/**
 * The address checkout starts with: the one the page asked for (kept across form posts) when it is
 * still the shopper's, else the default, else the first; null for an empty address book.
 */
export function preselectAddressId(addresses: Pick<Address, "id" | "isDefault">[], requestedId?: string | null): string | null {
  if (requestedId && addresses.some((address) => address.id === requestedId)) return requestedId;
  return (addresses.find((address) => address.isDefault) ?? addresses[0])?.id ?? null;
}

/** The lines an address is shown as: street, 'city, state postalCode', country. */
export function addressLines(address: AddressParts): [string, string, string] {
  const place = [address.city, address.state].filter(Boolean).join(", ");
  return [address.street, [place, address.postalCode].filter(Boolean).join(" "), address.country];
}

/** The URL parameters that open one saved address's edit form or delete confirmation in place. */
export const EDIT_ADDRESS_PARAM = "edit-address";
export const DELETE_ADDRESS_PARAM = "delete-address";

export type AddressChange = { kind: "edit" | "delete"; addressId: string };

/**
 * The same page with one saved address opened for a change, or with none (`null`): every other
 * parameter (checkout's chosen address and terms) is kept; the profile's other open forms close.
 */
export function addressChangeUrl(pathname: string, search: string, change: AddressChange | null): string {
  const params = new URLSearchParams(search);
  for (const name of [EDIT_ADDRESS_PARAM, DELETE_ADDRESS_PARAM, "add-address", "edit"]) params.delete(name);
  if (change) params.set(change.kind === "edit" ? EDIT_ADDRESS_PARAM : DELETE_ADDRESS_PARAM, change.addressId);
  const query = params.toString();
  return query ? `${pathname}?${query}` : pathname;
}

/** Which change, if any, the URL opens for this address. */
export function openChange(search: string, addressId: string): AddressChange["kind"] | null {
  const params = new URLSearchParams(search);
  if (params.get(EDIT_ADDRESS_PARAM) === addressId) return "edit";
  if (params.get(DELETE_ADDRESS_PARAM) === addressId) return "delete";
  return null;
}

/** What an edit or delete that did not go through answers: the form as sent, or why not. */
export type AddressChangeAnswer = {
  intent: "update-address" | "delete-address";
  addressId: string;
  result: SubmissionResult<string[]> | null;
  error: string | null;
};

export function isAddressChangeAnswer(value: unknown): value is AddressChangeAnswer {
  const intent = (value as { intent?: unknown } | null | undefined)?.intent;
  return intent === "update-address" || intent === "delete-address";
}
