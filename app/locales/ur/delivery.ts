import type { Strings } from "../types";

export const delivery: Strings<"delivery"> = {
  freeFrom: "{{free}} یا اس سے زیادہ کے آرڈر پر ترسیل مفت۔",
  flatBelow: "{{free}} سے کم کے آرڈر پر {{flat}} مقررہ خرچ۔",
  flatAlways: "ہر آرڈر پر ترسیل کا مقررہ خرچ {{flat}}۔",
  freeAlways: "ہر آرڈر پر ترسیل مفت۔",
  cityFee: "{{city}} تک ترسیل: ہر آرڈر پر {{fee}}۔",
  cityNotDelivered: "ہم ابھی {{city}} میں ترسیل نہیں کرتے۔",
  weight: "{{kg}} کلو سے بھاری آرڈر: اس سے اوپر ہر کلو، یا اس کے حصے، پر {{perKg}} مزید۔",
  shownAtCheckout: "آرڈر دینے سے پہلے چیک آؤٹ پر آپ کے پتے کا خرچ دکھایا جاتا ہے۔",
  freeShipping: "مفت ترسیل",
  freeShippingText: "{{free}} یا اس سے زیادہ کے ہر آرڈر پر۔",
  deliveryAcross: "پاکستان بھر میں ترسیل",
};
