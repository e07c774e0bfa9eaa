import type { Strings } from "../types";

export const card: Strings<"card"> = {
  sizeOf: "{{name}} کا سائز",
  chooseSize: "سائز چنیں",
  quantityFor: "{{name}} کی تعداد",
  outOfStock: "اسٹاک ختم",
  adding: "شامل ہو رہا ہے...",
  addToCart: "ٹوکری میں ڈالیں",
};
