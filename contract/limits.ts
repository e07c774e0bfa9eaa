/** The limits both halves enforce: the storefront's forms say them first, the backend holds them. */

/** Units of one product and size in one cart line. */
export const MAX_LINE_QUANTITY = 999;
/** Lines one cart (and one cart save) may hold. */
export const MAX_CART_LINES = 100;
/** Length of any id: a product's URL id, an address id, an order reference. */
export const MAX_ID_LENGTH = 100;
/** Length of a size name ("No. 5"). */
export const MAX_SIZE_LENGTH = 50;

/** Products on one listing page, and the most one request may ask for. */
export const PRODUCTS_PAGE_SIZE = 24;
export const MAX_PAGE_SIZE = 100;
export const MAX_SEARCH_LENGTH = 200;

export const MAX_NAME_LENGTH = 100;
export const MAX_EMAIL_LENGTH = 254;
export const MAX_MESSAGE_LENGTH = 5_000;
/** A phone number as typed, spaces and dashes included. */
export const MAX_PHONE_INPUT_LENGTH = 30;
export const MIN_PASSWORD_LENGTH = 8;
export const MAX_PASSWORD_LENGTH = 200;

/** Each address field's length, by field. */
export const ADDRESS_FIELD_MAX = { street: 200, city: 100, state: 100, postalCode: 20, country: 100 } as const;
/** Saved addresses one account may keep. */
export const MAX_ADDRESSES_PER_USER = 50;

/** How long a password reset link works, in minutes (it also works only once). */
export const RESET_LINK_LIFETIME_MINUTES = 30;
/** Password reset links one email may be sent per hour, whether or not it has an account. */
export const RESET_REQUESTS_PER_EMAIL_PER_HOUR = 3;
/** Password reset requests one client address may make per hour (a household or office shares one). */
export const RESET_REQUESTS_PER_ADDRESS_PER_HOUR = 20;
/** Emails telling an account's owner that someone tried to sign up with their address, per hour. */
export const SIGN_UP_NOTICES_PER_EMAIL_PER_HOUR = 1;
/** Length of a password reset token as it appears in the link (43 characters today). */
export const MAX_RESET_TOKEN_LENGTH = 100;

/** A review's title, text and the operator's reply, in characters. */
export const MAX_REVIEW_TITLE_LENGTH = 120;
export const MAX_REVIEW_TEXT_LENGTH = 2_000;
export const MAX_REVIEW_REPLY_LENGTH = 2_000;
/** Reviews written or edited by one shopper per hour (editing counts: every save is text someone may have to read). */
export const REVIEW_WRITES_PER_SHOPPER_PER_HOUR = 10;
