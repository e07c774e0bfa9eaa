/** What an order step, the operator's pages and the courier CSV import say when they refuse. */
import { business } from "../business";
import { formatPaisaExactly } from "../money";
import { ORDER_NOT_FOUND } from "../messages";
import { MAX_CSV_IMPORT_BYTES, MAX_CSV_IMPORT_ROWS, MAX_NOTE_LENGTH, MAX_REFUND_REFERENCE_LENGTH } from "./limits";
import { type OrderChangeClosedReason, type OrderStage, type OrderStep, orderTransitions, stageLabels } from "./stages";

export const OPERATORS_ONLY = "Only the store's operators can do that";
export const ORDER_CHANGED = "This order changed since you opened it";
export const CHOOSE_COURIER = "Please choose a courier";
export const ENTER_COURIER_TRACKING_ID = "Please enter the courier's tracking ID";
export const COURIER_TRACKING_ID_FORMAT = "A tracking ID is letters, digits and dashes";
export const CHOOSE_CANCEL_REASON = "Please choose why the order is cancelled";
export const CHOOSE_RETURN_REASON = "Please choose why you are returning it";
/** "Something else" needs the shopper's own words. */
export const ENTER_RETURN_REASON = "Please tell us why you are returning it";
export const NOTE_TOO_LONG = `A note can be at most ${MAX_NOTE_LENGTH} characters`;
export const VERSION_MISSING = "Reload the order and try again";
export const SHOPPER_CANCEL_CLOSED = `Orders can be cancelled within ${business.orderChangeWindowHours} hours of placement, before they ship`;
export const RETURN_WINDOW_CLOSED = `Returns are accepted within ${business.returnWindowDays} days of delivery`;
export const ENTER_REFUND_AMOUNT = "Please enter the amount refunded";
export const REFUND_AMOUNT_FORMAT = "Enter the amount in rupees, such as 12900 or 12900.50";
export const CHOOSE_REFUND_METHOD = "Please choose how the money was given back";
export const REFUND_REFERENCE_TOO_LONG = `A reference can be at most ${MAX_REFUND_REFERENCE_LENGTH} characters`;
export const NOTHING_TO_REFUND = "Nothing paid on this order is left to refund";
/** A refund above what is left of what was paid. */
export function refundTooLarge(refundablePaisa: number): string {
  return `At most ${formatPaisaExactly(refundablePaisa)} can be refunded on this order`;
}
/** What a shopper's change of a closed order answers (`orderChangeClosedReason`). */
export const ORDER_CHANGE_CLOSED: Record<OrderChangeClosedReason, string> = {
  confirmed: "This order can no longer be changed: we have already confirmed it",
  shipped: "This order can no longer be changed: it has already shipped",
  cancelled: "This order can no longer be changed: it is cancelled",
  window: `This order can no longer be changed: changes are possible within ${business.orderChangeWindowHours} hours of placement`,
};
export const NOTHING_CHANGED = "Nothing would change: choose a new address, phone or quantity first";
export const ONLY_LOWER_QUANTITY = "You can lower a quantity or remove an item; to add more, place a new order";
export const KEEP_ONE_ITEM = "An order keeps at least one item: to remove everything, cancel the order";
export const ITEM_NOT_IN_ORDER = "This item is not in the order";
export const CHOOSE_RETURN_LINES = "Choose at least one item to return";
export const NOTHING_RETURNABLE = "None of the items in this order can be returned";
export const RETURN_QUANTITY = "Choose how many of this item you are returning";
export const CHOOSE_RETURN_CONDITION = "Choose the condition of each returned item";
export const APPROVE_ONE_LINE = "Accept at least one item, or refuse the return";
export const RETURN_MORE_THAN_ORDERED = "You can return at most the quantity you ordered";
export const CSV_TOO_LARGE = `A CSV import can be at most ${MAX_CSV_IMPORT_BYTES / 1000} KB and ${MAX_CSV_IMPORT_ROWS} rows`;
export const CSV_NEEDS_COLUMNS = "The CSV needs an order ID column and a tracking ID column";
export const CSV_EMPTY = "The CSV holds no orders";
export const XLSX_UNREADABLE = "This XLSX file could not be read: save it again from Excel, or as CSV";
export const CSV_UNKNOWN_ORDER = ORDER_NOT_FOUND;
export const CSV_DUPLICATE_ORDER = "This order is already on an earlier line";

/** Why a step is refused from a stage: readable to the operator or shopper who tried it. */
export function stepNotAllowed(step: OrderStep, stage: OrderStage): string {
  const now = stageLabels[stage].toLowerCase();
  return `“${orderTransitions[step].label}” is not possible: the order is ${now}`;
}
