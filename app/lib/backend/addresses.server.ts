import type { AddressBody, AddressJson } from "../../../contract/addresses";
import { backendJson } from "./client.server";

/** `GET /users/address`: the shopper's saved addresses, oldest first. */
export function fetchAddresses(token: string): Promise<AddressJson[]> {
  return backendJson<AddressJson[]>("/users/address", { token });
}

/** `POST /users/address`: the first address, or one marked default, becomes the default. */
export function addAddress(token: string, address: AddressBody): Promise<AddressJson> {
  return backendJson<AddressJson>("/users/address", { method: "POST", token, body: address });
}

/** `PUT /users/address/{id}/default`: answers every address, the chosen one the default. */
export function setDefaultAddress(token: string, addressId: string): Promise<AddressJson[]> {
  return backendJson<AddressJson[]>(`/users/address/${encodeURIComponent(addressId)}/default`, { method: "PUT", token });
}

/** `PUT /users/address/{id}`: the shopper's own address rewritten; another's answers 404. */
export function updateAddress(token: string, addressId: string, address: AddressBody): Promise<AddressJson> {
  return backendJson<AddressJson>(`/users/address/${encodeURIComponent(addressId)}`, { method: "PUT", token, body: address });
}

/** `DELETE /users/address/{id}`: answers the addresses left; deleting the default promotes the newest one. */
export function deleteAddress(token: string, addressId: string): Promise<AddressJson[]> {
  return backendJson<AddressJson[]>(`/users/address/${encodeURIComponent(addressId)}`, { method: "DELETE", token });
}
