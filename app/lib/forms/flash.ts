/**
 * `toastMs`: the page lands on what the message is about (a product card's `#card-…`), not at its
 * top, so the message floats where the toast would be, for that long, instead of heading the page.
 */
export type FlashMessage = { kind: "success" | "error" | "info"; text: string; toastMs?: number };
