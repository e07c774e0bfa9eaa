import { business } from "../../../contract/business";
import type { Strings } from "../types";

export const shipping: Strings<"shipping"> = {
  title: "ترسیل اور واپسی کی پالیسی",
  description: `Cookware.pk پر ترسیل کا وقت، ترسیل کا خرچ، کورئیر، ${business.returnWindowDays} دن میں واپسی اور رقم کی واپسی۔`,
  lead: "آپ کے برتن آپ کے دروازے تک پہنچانے، اور ٹھیک نہ ہوں تو ہمیں واپس بھیجنے کے بارے میں سب کچھ۔",
  timesTitle: "ترسیل کا وقت",
  majorCities: `بڑے شہروں ({{cities}}) میں ${business.deliveryBusinessDays.majorCities} کاروباری دن۔`,
  elsewhere: `پاکستان کے دوسرے شہروں میں ${business.deliveryBusinessDays.elsewhere} کاروباری دن۔`,
  chargesTitle: "ترسیل کا خرچ",
  couriersTitle: "کورئیر",
  couriers: "ہم {{couriers}} کے ذریعے بھیجتے ہیں۔ آرڈر روانہ ہوتے ہی اس کی ٹریکنگ آئی ڈی آپ کے آرڈروں کی تاریخ میں آ جاتی ہے۔",
  returnsTitle: "واپسی",
  returnsWithin: `ترسیل کے ${business.returnWindowDays} دن کے اندر واپسی قبول کی جاتی ہے۔`,
  unused: "چیزیں غیر استعمال شدہ، اصل پیکنگ میں اور خریداری کے ثبوت کے ساتھ ہوں۔",
  returnShipping: "واپسی کا خرچ گاہک دیتا ہے، سوائے اس کے کہ چیز خراب پہنچی ہو یا وہ نہ ہو جو آپ نے منگوائی تھی۔",
  refundsTitle: "رقم کی واپسی",
  refunds: `واپس کی گئی چیز ہمیں ملنے کے ${business.refundBusinessDays} کاروباری دنوں میں رقم واپس کر دی جاتی ہے۔`,
  changingTitle: "آرڈر بدلنا یا منسوخ کرنا",
  changing: `آرڈر دینے کے ${business.orderChangeWindowHours} گھنٹے کے اندر اسے بدلا یا منسوخ کیا جا سکتا ہے۔`,
  notReturnableTitle: "وہ چیزیں جو واپس نہیں ہوتیں",
  clearance: "کلیئرنس اور سیل کی چیزیں۔",
  custom: "خاص آرڈر پر بنی چیزیں۔",
  misuse: "غلط استعمال سے خراب ہونے والی چیزیں۔",
  questions: "ترسیل یا واپسی کے بارے میں سوال؟ {{contactLink}}۔",
  contactLink: "ہم سے رابطہ کریں",
};
