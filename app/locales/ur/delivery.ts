import type { Strings } from "../types";

export const delivery: Strings<"delivery"> = {
  freeFrom: "{{free}} یا اس سے زیادہ کے آرڈر پر ڈیلیوری مفت۔",
  flatBelow: "{{free}} سے کم کے آرڈر پر {{flat}} مقررہ خرچ۔",
  flatAlways: "ہر آرڈر پر ڈیلیوری کا مقررہ خرچ {{flat}}۔",
  freeAlways: "ہر آرڈر پر ڈیلیوری مفت۔",
  cityFee: "{{city}} تک ڈیلیوری: ہر آرڈر پر {{fee}}۔",
  cityNotDelivered: "ہم ابھی {{city}} میں ڈیلیوری نہیں کرتے۔",
  weight: "{{kg}} کلو سے بھاری آرڈر: اس سے اوپر ہر کلو، یا اس کے حصے، پر {{perKg}} مزید۔",
  shownAtCheckout: "آرڈر دینے سے پہلے چیک آؤٹ پر آپ کے پتے کا خرچ دکھایا جاتا ہے۔",
  freeShipping: "مفت ڈیلیوری",
  freeShippingText: "{{free}} یا اس سے زیادہ کے ہر آرڈر پر۔",
  deliveryAcross: "پاکستان بھر میں ڈیلیوری",
};
