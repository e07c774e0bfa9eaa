import type { Strings } from "../types";

export const card: Strings<"card"> = {
  sizeOf: "{{name}} کا سائز",
  chooseSize: "سائز چنیں",
  quantity: "تعداد",
  quantityFor: "{{name}} کی تعداد",
  outOfStock: "اسٹاک ختم",
  fromPrice: "{{price}} سے شروع",
  sizeWithPrice: "{{size}} – {{price}}",
  sizeSoldOut: "{{size}} (ختم ہو گیا)",
  adding: "شامل ہو رہا ہے...",
  addToCart: "کارٹ میں ڈالیں",
  noReviews: "ابھی تک کوئی رائے نہیں",
  ratedOne: "5 میں سے {{rating}} درجہ، 1 رائے",
  ratedMany: "5 میں سے {{rating}} درجہ، {{count}} آرا",
};
