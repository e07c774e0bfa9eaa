import type { RefundMethod } from "./order-lifecycle/refunds";
import type { OrderStep } from "./order-lifecycle/stages";

/**
 * Each step's words once taken (`orderTransitions[step].done`) in Urdu, for both halves: the
 * shopper's order timeline (app/locales/ur/orders.ts) and the subjects of the Urdu step emails.
 */
export const urduStepDone: Record<OrderStep, string> = {
  confirm: "آرڈر کی تصدیق ہو گئی",
  ship: "روانہ کر دیا گیا",
  deliver: "پہنچا دیا گیا",
  cancel: "منسوخ",
  "return-to-sender": "بھیجنے والے کو واپس",
  "parcel-receive": "پارسل واپس موصول",
  "shopper-confirm": "آپ نے تصدیق کی",
  "shopper-cancel": "آپ نے منسوخ کیا",
  "shopper-change": "آپ نے بدلا",
  "return-request": "واپسی کی درخواست",
  "return-approve": "واپسی منظور",
  "return-refuse": "واپسی نامنظور",
  "return-receive": "واپس موصول",
  refund: "رقم واپس",
};

/** How a refund was given back, in Urdu: the shopper's order page and the Urdu refund email. */
export const urduRefundMethods: Record<RefundMethod, string> = {
  cash: "نقد",
  "bank-transfer": "بینک ٹرانسفر",
  jazzcash: "جاز کیش",
  easypaisa: "ایزی پیسہ",
};
