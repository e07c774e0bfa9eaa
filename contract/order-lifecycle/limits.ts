/** The limits of the order steps, the operator's queue and the courier CSV import. */
export const MAX_NOTE_LENGTH = 500;
export const MAX_COURIER_TRACKING_ID_LENGTH = 60;
/** A refund's reference: the bank's, JazzCash's or EasyPaisa's transaction ID, or a receipt number. */
export const MAX_REFUND_REFERENCE_LENGTH = 80;
/** The largest single refund the form takes, in rupees (no order comes near it). */
export const MAX_REFUND_RUPEES = 10_000_000;
export const ADMIN_ORDERS_PAGE_SIZE = 20;
/** A CSV import: its size in bytes (under the backend's 64 KB body limit) and its rows. */
export const MAX_CSV_IMPORT_BYTES = 60_000;
export const MAX_CSV_IMPORT_ROWS = 500;
