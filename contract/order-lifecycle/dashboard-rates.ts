/**
 * The dashboard's rates over the last days (issue 38): parcels refused at the door by city and by courier, and how
 * shoppers answered the message of their cash-on-delivery order. The window, the words that define each figure, and
 * the answers' types, one owner; the backend counts (backend/store/dashboard-rates.ts), the page shows.
 */

/** Both sections look at the last 30 days: the 30 × 24 hours up to the moment the page is read. */
export const DASHBOARD_WINDOW_DAYS = 30;
/** Each refusal table lists this many rows, the rest summed up in one "others" row. */
export const REFUSAL_TOP_ROWS = 10;
/** A shipped order without a courier (none is recorded before couriers were kept). */
export const UNKNOWN_COURIER = "Unknown";

/** One city's or one courier's parcels: `rate` is refused ÷ shipped in whole percent, null when none shipped. */
export type RefusalRowJson = { label: string; shipped: number; refused: number; rate: number | null };
/** The top rows by refusals (then shipments), and the rest summed up (`count` of them), null when there is no rest. */
export type RefusalTableJson = { rows: RefusalRowJson[]; others: (Omit<RefusalRowJson, "label"> & { count: number }) | null };
export type RefusalsJson = { byCity: RefusalTableJson; byCourier: RefusalTableJson };

/**
 * The cash-on-delivery orders placed in the window, each counted once by its message: sent (then confirmed by the
 * link, cancelled by the link, or not answered by it), still waiting to be sent, failed, not queued at all (no
 * phone, or no store address to link to), or not messaged because the shopper asked so at checkout.
 */
export type MessageAnswersJson = {
  placed: number;
  sent: number;
  confirmed: number;
  cancelled: number;
  noAnswer: number;
  waiting: number;
  failed: number;
  notQueued: number;
  optedOut: number;
};

export const REFUSALS_HEADING = "Refused at the door";
export const refusalsExplained = (days: number) =>
  `Last ${days} days. Refused: orders returned to sender after shipping, counted on the day the return was recorded (when the order was cancelled). Shipped: orders handed to a courier in the same ${days} days. Rate: refused ÷ shipped, rounded to a whole percent. A parcel shipped before the ${days} days and refused within them counts only as refused, so a rate can pass 100%; “—” means nothing shipped.`;
export const NO_REFUSAL_FIGURES = (days: number) => `No order was shipped or refused in the last ${days} days.`;
export const othersLabel = (count: number, noun: "city" | "courier") =>
  `Other ${count === 1 ? noun : noun === "city" ? "cities" : "couriers"} (${count})`;
/** "—" where no parcel shipped: there is no rate to show. */
export const refusalRateText = (rate: number | null) => (rate === null ? "—" : `${rate}%`);

export const MESSAGES_HEADING = "Message confirmations";
export const messagesExplained = (days: number, placed: number) =>
  `Cash-on-delivery orders placed in the last ${days} days: ${placed}. Each order's message asks the shopper to confirm or cancel it by its link; the answers are counted among the orders whose message was sent.`;
export const messageAnswersCaption = (sent: number) => `Answers (${sent} ${sent === 1 ? "order" : "orders"} messaged)`;
export const MESSAGE_UNSENT_CAPTION = "Orders without a message sent";
export const NO_ANSWER_QUEUE_LINK = "Orders waiting for an answer now";
export const NO_MESSAGE_SENT = (days: number) =>
  `No message was sent for the orders placed in the last ${days} days, so there is no confirmation rate to show.`;
/** "12 of 40 (30%)": the part of the messages sent, to the nearest whole percent (`of` is never 0 here). */
export const shareText = (count: number, of: number) => `${count} of ${of} (${Math.round((100 * count) / of)}%)`;
export const messageAnswerLabels = {
  confirmed: "Confirmed by the link",
  cancelled: "Cancelled by the link",
  noAnswer: "No answer by the link",
} as const satisfies Partial<Record<keyof MessageAnswersJson, string>>;
export const messageUnsentLabels = {
  failed: "Could not be sent",
  optedOut: "Asked not to be messaged",
  waiting: "Waiting to be sent",
  notQueued: "No message queued",
} as const satisfies Partial<Record<keyof MessageAnswersJson, string>>;
