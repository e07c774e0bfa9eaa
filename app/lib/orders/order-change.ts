import type { SubmissionResult } from "@conform-to/react";
import type { OrderJson } from "../../../contract/orders";

export const REVIEW_CHANGE = "review-change";
export const CONFIRM_CHANGE = "confirm-change";
export const ADD_CHANGE_ADDRESS = "add-address";

/** What the change page's action answers: the refusal, or (on review) the order as the change would leave it. */
export type OrderChangeAnswer = {
  intent: typeof REVIEW_CHANGE | typeof CONFIRM_CHANGE | typeof ADD_CHANGE_ADDRESS | null;
  result: SubmissionResult<string[]> | null;
  banner: string | null;
  preview?: OrderJson;
  /** The reviewed form's fields, sent again by "Confirm changes". */
  values?: Record<string, string>;
};

/** The backend names a line's field as its body does (`lines.0.quantity`); the form's field is `lines[0].quantity`. */
export function formFieldName(backendField: string): string {
  return backendField.replace(/\.(\d+)(?=\.|$)/g, "[$1]");
}
