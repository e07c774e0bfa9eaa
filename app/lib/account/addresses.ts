/** A saved delivery address, as `GET /users/address` answers it. */
export type Address = {
  _id: string;
  street: string;
  city: string;
  state: string;
  country: string;
  postalCode: string;
  isDefault: boolean;
};

/**
 * The address checkout starts with: the one the page asked for (kept across form posts) when it is
 * still the shopper's, else the default, else the first; null for an empty address book.
 */
export function preselectAddressId(addresses: Pick<Address, "_id" | "isDefault">[], requestedId?: string | null): string | null {
  if (requestedId && addresses.some((address) => address._id === requestedId)) return requestedId;
  return (addresses.find((address) => address.isDefault) ?? addresses[0])?._id ?? null;
}

/** The lines an address is shown as: street, 'city, state postalCode', country. */
export function addressLines(address: Omit<Address, "_id" | "isDefault">): [string, string, string] {
  const place = [address.city, address.state].filter(Boolean).join(", ");
  return [address.street, [place, address.postalCode].filter(Boolean).join(" "), address.country];
}
