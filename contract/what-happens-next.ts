import type { Language } from "./languages";
import { localMobile } from "./phone";

/**
 * What happens once an order is placed, said in one place for the placed-order email and the
 * confirmation page, in each language: `{{phone}}` is the order's mobile as Pakistanis write it
 * (`localMobile`); an order without one gets `noPhone`.
 */
export const whatHappensNext: Record<Language, { phone: string; noPhone: string }> = {
  en: {
    phone: "What happens next: we will call or message you at {{phone}} to confirm it, then hand it to the courier.",
    noPhone: "What happens next: we will contact you to confirm it, then hand it to the courier.",
  },
  ur: {
    phone: "آگے کیا ہوگا: ہم تصدیق کے لیے آپ کو {{phone}} پر کال یا میسج کریں گے، پھر آرڈر کورئیر کے حوالے کریں گے۔",
    noPhone: "آگے کیا ہوگا: ہم تصدیق کے لیے آپ سے رابطہ کریں گے، پھر آرڈر کورئیر کے حوالے کریں گے۔",
  },
};

/** The sentence as plain text, its phone passed through `isolate` (an Urdu email's left-to-right isolate). */
export function whatHappensNextText(language: Language, phone: string | null, isolate = (text: string) => text): string {
  const texts = whatHappensNext[language];
  return phone ? texts.phone.replace("{{phone}}", isolate(localMobile(phone))) : texts.noPhone;
}
