import { business } from "../../../contract/business";
import type { Strings } from "../types";

export const shipping: Strings<"shipping"> = {
  title: "ڈیلیوری اور واپسی کی پالیسی",
  description: `Cookware.pk پر ڈیلیوری کا وقت، ڈیلیوری کا خرچ، کورئیر، ${business.returnWindowDays} دن میں واپسی اور رقم کی واپسی۔`,
  lead: "آپ کے برتن آپ کے دروازے تک پہنچانے، اور ٹھیک نہ ہوں تو ہمیں واپس بھیجنے کے بارے میں سب کچھ۔",
  timesTitle: "ڈیلیوری کا وقت",
  majorCities: `بڑے شہروں ({{cities}}) میں ${business.deliveryBusinessDays.majorCities} کاروباری دن۔`,
  elsewhere: `پاکستان کے دوسرے شہروں میں ${business.deliveryBusinessDays.elsewhere} کاروباری دن۔`,
  chargesTitle: "ڈیلیوری کا خرچ",
  couriersTitle: "کورئیر",
  couriers: "ہم {{couriers}} کے ذریعے بھیجتے ہیں۔ آرڈر روانہ ہوتے ہی اس کی ٹریکنگ آئی ڈی «میرے آرڈرز» میں آ جاتی ہے۔",
  returnsTitle: "واپسی",
  returnsWithin: `ڈیلیوری کے ${business.returnWindowDays} دن کے اندر واپسی قبول کی جاتی ہے۔`,
  unused: "مصنوعات غیر استعمال شدہ، اصل پیکنگ میں اور خریداری کے ثبوت کے ساتھ ہوں۔",
  returnShipping: "واپسی کا خرچ گاہک دیتا ہے، سوائے اس کے کہ پروڈکٹ خراب پہنچی ہو یا وہ نہ ہو جو آپ نے منگوائی تھی۔",
  refundsTitle: "رقم کی واپسی",
  refunds: `واپس کی گئی پروڈکٹ ہمیں ملنے کے ${business.refundBusinessDays} کاروباری دنوں میں رقم واپس کر دی جاتی ہے۔`,
  changingTitle: "آرڈر بدلنا یا منسوخ کرنا",
  changing: `آرڈر دینے کے ${business.orderChangeWindowHours} گھنٹے کے اندر اسے بدلا یا منسوخ کیا جا سکتا ہے۔`,
  notReturnableTitle: "وہ مصنوعات جو واپس نہیں ہوتیں",
  clearance: "کلیئرنس اور سیل کی مصنوعات۔",
  custom: "خاص آرڈر پر بنی مصنوعات۔",
  misuse: "غلط استعمال سے خراب ہونے والی مصنوعات۔",
  questions: "ڈیلیوری یا واپسی کے بارے میں سوال؟ {{contactLink}}۔",
  contactLink: "ہم سے رابطہ کریں",
};
