/** Messages both halves show: the backend answers them, the storefront's forms say them first. */
export const SIGN_IN_REQUIRED = "Sign in required";
export const INVALID_INPUT = "Please check the highlighted fields";
export const SELECT_ADDRESS = "Please select a delivery address";
export const FILL_ALL_FIELDS = "Please fill in all fields";
export const CART_EMPTY = "Your cart is empty";
export const PRODUCT_NOT_FOUND = "Product not found";
/** An archived product's page (410) and a cart or checkout that meets one. */
export const PRODUCT_NO_LONGER_AVAILABLE = "This product is no longer available";
/** Checkout refuses any other payment method (the backend's answer). */
export const COD_ONLY = "Only cash on delivery is available";
export const ORDER_NOT_FOUND = "Order not found";
export const ADDRESS_NOT_FOUND = "Address not found";
/** Text holding a NUL character, which PostgreSQL cannot store and no keyboard types. */
export const NUL_REFUSED = "Please remove the null character (NUL) from this text";
/** A product that comes in sizes is never added without one: the warehouse must not guess. */
export const CHOOSE_SIZE = "Please choose a size";
export const chooseSizeOf = (productName: string) => `${CHOOSE_SIZE} of ${productName}`;
