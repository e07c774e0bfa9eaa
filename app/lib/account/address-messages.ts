/** What the address book's actions answer (a plain module: the catalogue keys these for other languages). */
export const ADD_ADDRESS_FAILED = "Failed to add address";
export const SET_DEFAULT_FAILED = "Failed to set default address";
export const UPDATE_ADDRESS_FAILED = "Failed to update address";
export const DELETE_ADDRESS_FAILED = "Failed to delete address";
export const ADDRESS_UPDATED = "Address updated";
export const ADDRESS_DELETED = "Address deleted";
