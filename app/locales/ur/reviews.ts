import type { Strings } from "../types";

export const reviews: Strings<"reviews"> = {
  title: "گاہکوں کی رائے",
  description:
    "پاکستان بھر کے گھریلو باورچی اور شیف اپنی Cookware.pk ہانڈی، کڑاہی، نان اسٹک پین اور برتنوں کے سیٹ کے بارے میں کیا کہتے ہیں۔",
  intro: "ہمارے گاہک کیا کہتے ہیں: {{count}} آرا میں 5 میں سے {{rating}} درجہ۔",
  rated: "5 میں سے {{rating}} درجہ",
  shop: "ہمارے برتن خریدیں",
  share: "اپنا تجربہ بتائیں",
};
