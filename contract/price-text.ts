/**
 * A price as an operator types it: "7500", "7,500", "Rs 7,500", "Rs. 7,500/-", "PKR 1,00,000",
 * "₨ 7500" or in Urdu digits. `readPriceText` turns such text into plain digits for the schema's
 * number check; any other text becomes NaN, which the schema refuses with its message (so "1e4"
 * or "0x10", which JavaScript would read as numbers, are refused too). Numbers pass unchanged.
 */
import { westernDigits } from "./digits";

const CURRENCY_BEFORE = /^(?:rs\.?|pkr|₨)\s*/i;
const DASH_AFTER = /\s*\/-$/;
/** Digits grouped by commas or spaces (thousands or lakhs), with an optional fraction. */
const GROUPED_NUMBER = /^\d[\d, ]*(?:\.\d+)?$/;

export function readPriceText(value: unknown): unknown {
  if (typeof value !== "string") return value;
  const text = westernDigits(value)
    .replace(/\u00a0/g, " ")
    .trim()
    .replace(CURRENCY_BEFORE, "")
    .replace(DASH_AFTER, "");
  if (!GROUPED_NUMBER.test(text) || /,,|, *,|,\./.test(text)) return Number.NaN;
  return text.replace(/[, ]/g, "");
}
