import { MAX_ADDRESSES_PER_USER, MAX_LINE_QUANTITY } from "./limits";
import { business } from "./business";

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

/*
 * The backend's refusals that carry a value. The storefront's catalogue keys each one as a
 * template, made by calling the same function with `{{placeholders}}` (so a count may be a
 * placeholder's text), and shows it in the page's language with the value kept.
 */
export const chooseSizeOf = (productName: string) => `${CHOOSE_SIZE} of ${productName}`;
export const notInSize = (productName: string, size: string) => `${productName} does not come in size ${size}`;
export const OUT_OF_STOCK = "This product is out of stock";
/** Adding to the cart: more than the shelf holds, counting what the cart has already. */
export const onlyLeftInStock = (count: number | string) => `Only ${count} left in stock`;
/** Saving the cart or placing the order: the product named, since several are checked at once. */
export const soldOutOf = (productName: string) => `Sorry, ${productName} is out of stock`;
export const onlyLeftOf = (count: number | string, productName: string) => `Sorry, only ${count} left of ${productName}`;
export const noLongerAvailableOf = (productName: string) => `${productName}: ${PRODUCT_NO_LONGER_AVAILABLE.toLowerCase()}`;
export const LINE_TOO_LARGE = `You can add at most ${MAX_LINE_QUANTITY} of one item`;
export const ADDRESS_BOOK_FULL = `You can save up to ${MAX_ADDRESSES_PER_USER} addresses`;
/** The same Idempotency-Key again while its order is still being written. */
export const ORDER_BEING_PLACED = "This order is already being placed";
export const ORDERS_LIMITED = "You have placed several orders in the last minute. Please wait a moment and try again.";
/** Checkout's refusal for a phone on the store's block list (issue 38): polite, and naming who to talk to. */
export const PHONE_BLOCKED = `We can't take a cash-on-delivery order for this phone number at the moment. Please contact us at ${business.contact.phone} or ${business.contact.email} and we'll be glad to help.`;
