import { whatHappensNext } from "../../../contract/what-happens-next";
import type { Strings } from "../types";

export const confirmation: Strings<"confirmation"> = {
  metaTitle: "آرڈر کی تصدیق ہو گئی — Cookware.pk",
  title: "آرڈر کی تصدیق ہو گئی!",
  thanks: "خریداری کا شکریہ",
  orderNumber: "آرڈر نمبر:",
  whatHappensNext: whatHappensNext.ur.phone,
  whatHappensNextNoPhone: whatHappensNext.ur.noPhone,
  emailSent: "ہم نے آپ کو آرڈر کی تفصیل اور ٹریکنگ کی معلومات کے ساتھ تصدیقی ای میل بھیج دی ہے۔ آرڈر پہنچنے پر آپ نقد ادائیگی کریں گے۔",
  cashReady: "ڈیلیوری پر تیار رکھنے کی رقم",
  deliveryIncluded: "اس میں ڈیلیوری:",
  expectedDelivery: "متوقع ڈیلیوری",
  businessDays: "{{days}} کاروباری دن",
  deliveringTo: "ڈیلیوری کا پتا",
  items: "مصنوعات",
  itemsInOrder: "اس آرڈر کی مصنوعات",
  viewOrder: "آرڈر دیکھیں",
  continueShopping: "خریداری جاری رکھیں",
};
