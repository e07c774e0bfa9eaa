/**
 * The return policy's words and rules, without zod: the language catalogues of every page import
 * them, and the request bodies that check them live in ./returns.ts and ./bodies.ts.
 */

/** Why a shopper returns something: the policy's reasons, then their own words for anything else. */
export const returnReasons = ["damaged", "wrong-item", "not-as-described", "changed-mind", "other"] as const;
export type ReturnReason = (typeof returnReasons)[number];
export const returnReasonLabels: Record<ReturnReason, string> = {
  damaged: "It arrived damaged",
  "wrong-item": "I received the wrong item",
  "not-as-described": "It is not as described",
  "changed-mind": "I changed my mind",
  other: "Something else",
};
/** The policy: the shopper pays return shipping unless the item was damaged or wrong (the store then refunds delivery too). */
export function storePaysReturnShipping(reason: ReturnReason | null): boolean {
  return reason === "damaged" || reason === "wrong-item";
}

/**
 * Why a line cannot be returned, fixed when the order is placed (the policy's "non-returnable"): the
 * product is a final sale (clearance, custom; the operator's flag), or the size was sold below its
 * compare-at price (a sale item).
 */
export const returnExclusions = ["final-sale", "sale"] as const;
export type ReturnExclusion = (typeof returnExclusions)[number];
export const returnExclusionLabels: Record<ReturnExclusion, string> = {
  "final-sale": "Clearance and custom items cannot be returned",
  sale: "Sale items cannot be returned",
};

/** A line's exclusion from returns, from what was true when it was bought. */
export function returnExclusionOf(bought: {
  finalSale: boolean;
  pricePaisa: number;
  compareAtPaisa: number | null;
}): ReturnExclusion | null {
  if (bought.finalSale) return "final-sale";
  return bought.compareAtPaisa !== null && bought.compareAtPaisa > bought.pricePaisa ? "sale" : null;
}
