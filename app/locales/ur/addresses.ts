import type { Strings } from "../types";
import { cityNamesUr } from "./cities";

export const addresses: Strings<"addresses"> = {
  "field.street": "گلی / سڑک",
  "field.city": "شہر",
  "field.state": "صوبہ",
  "field.postalCode": "پوسٹل کوڈ",
  "field.country": "ملک",
  "field.cityOther": "شہر، اگر فہرست میں نہیں",
  chooseCity: "شہر چنیں",
  otherCity: "دیگر",
  cityFee: "{{city}} تک ڈیلیوری: {{fee}}",
  ...cityNamesUr,
  edit: "ترمیم",
  delete: "حذف کریں",
  editHeading: "پتے میں ترمیم",
  saving: "محفوظ ہو رہا ہے...",
  save: "پتا محفوظ کریں",
  cancel: "منسوخ",
  deleteQuestion: "یہ پتا حذف کریں؟",
  deleting: "حذف ہو رہا ہے...",
  keep: "رہنے دیں",
};
