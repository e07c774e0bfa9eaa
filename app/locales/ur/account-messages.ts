import type { accountMessages as english } from "../en/account-messages";

/** Spread into the Urdu `messages` (whose type checks the keys against English's). */
export const accountMessages: Record<keyof typeof english, string> = {
  "account.passwordChanged": "آپ کا پاس ورڈ بدل دیا گیا ہے۔ نئے پاس ورڈ سے سائن اِن کریں۔",
  "account.profileUpdated": "آپ کی پروفائل اپ ڈیٹ ہو گئی ہے۔",
  "account.addressAdded": "پتا شامل ہو گیا۔",
  "account.defaultUpdated": "بنیادی پتا بدل دیا گیا۔",
  "account.addressUpdated": "پتا اپ ڈیٹ ہو گیا",
  "account.addressDeleted": "پتا حذف ہو گیا",
  "account.contactSent": "آپ کا پیغام بھیج دیا گیا ہے!",
  "account.orderCancelled": "آپ کا آرڈر منسوخ کر دیا گیا ہے۔",
  "account.returnSent": "آپ کی واپسی کی درخواست بھیج دی گئی ہے۔ ہم آپ سے رابطہ کریں گے۔",
  "account.returnPhotoAdded": "آپ کی تصویر واپسی میں شامل کر دی گئی ہے۔",
  "account.returnPhotoRemoved": "آپ کی تصویر ہٹا دی گئی ہے۔",
  "account.orderChanged": "آپ کا آرڈر بدل دیا گیا ہے۔ نئی کل رقم ہم نے آپ کو ای میل کر دی ہے۔",
};
