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
