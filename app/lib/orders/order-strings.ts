import type { Strings } from "~/locales/types";
import { paymentMethodOptions } from "./order-filters";
import { paymentMethodLabel } from "./payment-method";

type OrderStrings = Strings<"orders">;

/** A payment method as the page's language names it (any method the filters do not list, as the backend spells it). */
export function localPaymentMethod(method: string | null | undefined, t: OrderStrings): string {
  const known = paymentMethodOptions.find((option) => option === method);
  return known ? t[`method.${known}`] : paymentMethodLabel(method);
}

/** A catalogue text under `prefix.value`, or the value itself when the catalogue has none (a status it does not know). */
export function localLabel(
  t: OrderStrings,
  prefix: "status" | "payment" | "stage" | "step" | "return" | "returnReason" | "returnExclusion" | "refundMethod",
  value: string,
): string {
  return (t as Record<string, string>)[`${prefix}.${value}`] ?? value;
}
