import type { Strings } from "../types";
import { accountMessages } from "./account-messages";

export const messages: Strings<"messages"> = {
  "cart.added": "چیز ٹوکری میں ڈال دی گئی!",
  "cart.addFailed": "چیز ٹوکری میں نہیں ڈالی جا سکی",
  "cart.buyNowFailed": "چیک آؤٹ پر نہیں جا سکے",
  "cart.saveFirst": "چیک آؤٹ سے پہلے اپنی تبدیلیاں محفوظ کریں",
  "cart.unsaved": "آپ کی کچھ تبدیلیاں محفوظ نہیں ہوئیں۔",
  "cart.upToDate": "آپ کی ٹوکری تازہ ترین ہے۔",
  "cart.empty": "آپ کی ٹوکری خالی ہے",
  "cart.saved": "آپ کی ٹوکری محفوظ ہو گئی۔",
  "cart.removed": "چیز آپ کی ٹوکری سے نکال دی گئی۔",
  "cart.cleared": "آپ کی ٹوکری خالی کر دی گئی۔",
  "cart.saveFailed": "آپ کی ٹوکری محفوظ نہیں ہو سکی",
  "cart.clearFailed": "آپ کی ٹوکری خالی نہیں ہو سکی",
  productNotFound: "چیز نہیں ملی",
  chooseSize: "براہِ کرم سائز چنیں",
  newsletterThanks: "سبسکرائب کرنے کا شکریہ! ہماری ترکیبیں اور پیشکشیں اپنے ان باکس میں دیکھتے رہیں۔",
  newsletterFailed: "ہم ابھی آپ کو سائن اپ نہیں کر سکے۔ براہِ کرم کچھ دیر بعد دوبارہ کوشش کریں۔",
  ...accountMessages,
};
