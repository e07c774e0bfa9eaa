import type { DeliveryRule } from "../../../contract/delivery-fee";
import type { Strings } from "~/locales/types";
import { fill } from "~/lib/i18n/use-strings";

type Rupees = (amount: number) => string;

/**
 * The delivery rule in force as the sentences every page quotes (the shipping page, the FAQ, the
 * terms): the same rule checkout charges by, so no page states a figure checkout does not charge.
 * City names stay as the list writes them.
 */
export function deliveryChargeLines(rule: DeliveryRule, t: Strings<"delivery">, rupees: Rupees): string[] {
  const flat = rupees(rule.flatFeeRupees);
  const lines: string[] = [];
  if (rule.flatFeeRupees === 0) lines.push(t.freeAlways);
  else if (rule.freeFromRupees === null) lines.push(fill(t.flatAlways, { flat }));
  else {
    const free = rupees(rule.freeFromRupees);
    lines.push(fill(t.freeFrom, { free }), fill(t.flatBelow, { flat, free }));
  }
  for (const { city, feeRupees } of rule.cityOverrides) {
    lines.push(feeRupees === null ? fill(t.cityNotDelivered, { city }) : fill(t.cityFee, { city, fee: rupees(feeRupees) }));
  }
  if (rule.weightCharge && rule.weightCharge.perKgRupees > 0) {
    lines.push(fill(t.weight, { kg: String(rule.weightCharge.overKg), perKg: rupees(rule.weightCharge.perKgRupees) }));
  }
  return lines;
}

/** The home page's promise: free shipping from the threshold, or delivery across Pakistan and its fee. */
export function deliveryPromise(rule: DeliveryRule, t: Strings<"delivery">, rupees: Rupees): { name: string; text: string } {
  if (rule.flatFeeRupees > 0 && rule.freeFromRupees !== null) {
    return { name: t.freeShipping, text: fill(t.freeShippingText, { free: rupees(rule.freeFromRupees) }) };
  }
  return { name: t.deliveryAcross, text: deliveryChargeLines(rule, t, rupees)[0] };
}
