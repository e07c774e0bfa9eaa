/** The limits of the order steps, the operator's queue and the courier CSV import. */
export const MAX_NOTE_LENGTH = 500;
export const MAX_COURIER_TRACKING_ID_LENGTH = 60;
export const ADMIN_ORDERS_PAGE_SIZE = 20;
/** A CSV import: its size in bytes (under the backend's 64 KB body limit) and its rows. */
export const MAX_CSV_IMPORT_BYTES = 60_000;
export const MAX_CSV_IMPORT_ROWS = 500;
