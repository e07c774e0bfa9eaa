/**
 * The demo catalogue's Urdu text: each product's description written as describe() writes the
 * English one (product-rows.ts), and its sizes' capacities. Ranges are written "2 سے 6"
 * ("2 to 6"), which reads the same way in right-to-left text.
 */
import type { DemoProduct } from "./catalogue";
import { urduCatalogue } from "./urdu-catalogue";

const finishText: Record<DemoProduct["finish"], { about: string; care: string }> = {
  "metal-finish": {
    about: "چمکدار دھاتی فنش جو کھانا خوب بھونتی اور سنہرا کرتی ہے، اور برسوں کے استعمال سے اور بہتر ہوتی جاتی ہے۔",
    care: "ہاتھ سے دھوئیں، دھیمی آنچ پر خشک کریں اور تیل کے ایک قطرے سے پونچھ لیں۔",
  },
  "non-stick": {
    about: "PFOA سے پاک نان اسٹک کوٹنگ کی بدولت بہت کم تیل میں پکائیں اور لمحوں میں برتن دھو لیں۔",
    care: "لکڑی یا سلیکون کے چمچ اور نرم اسفنج استعمال کریں؛ دھات کا اسکرب نہیں۔",
  },
  "marble-coated": {
    about: "پتھر کے ذرات سے مضبوط کی گئی ماربل کی کئی تہوں والی کوٹنگ خراشوں سے بچی رہتی ہے اور کھانا آسانی سے چھوڑ دیتی ہے۔",
    care: "ڈش واشر میں دھل سکتی ہے، لیکن نرم اسفنج سے کوٹنگ زیادہ دیر نئی رہتی ہے۔",
  },
};

const lidText: Record<DemoProduct["lid"], string> = {
  "glass-lid": "بھاپ کے سوراخ والا ٹمپرڈ شیشہ، تاکہ ڈھکن اٹھائے بغیر مسالا دیکھ سکیں",
  "metal-lid": "بھاری، کس کر بیٹھنے والا دھاتی ڈھکن جو دم کے لیے بھاپ اندر روکے رکھتا ہے",
  "no-lid": "ڈھکن کے بغیر؛ ہمارا یونیورسل ٹمپرڈ گلاس ڈھکن زیادہ تر سائز پر پورا آتا ہے",
};

const range = (from: string, to: string) => `${from} سے ${to}`;

/** "No. 5" → "نمبر 5", "No. 2–6" → "نمبر 2 سے 6", "No. 3 & 5" → "نمبر 3 اور 5", "For No. 2–5", "28 cm", "5 litres". */
function urduSize(size: string): string | null {
  const match = (pattern: RegExp) => pattern.exec(size);
  let found = match(/^For No\. (\d+)[–-](\d+)$/);
  if (found) return `نمبر ${range(found[1], found[2])} کے لیے`;
  found = match(/^No\. (\d+)[–-](\d+)$/);
  if (found) return `نمبر ${range(found[1], found[2])}`;
  found = match(/^No\. (\d+) & (\d+)$/);
  if (found) return `نمبر ${found[1]} اور ${found[2]}`;
  found = match(/^No\. (\d+)$/);
  if (found) return `نمبر ${found[1]}`;
  found = match(/^(\d+) cm$/);
  if (found) return `${found[1]} سینٹی میٹر`;
  found = match(/^(\d+) litres?$/);
  return found ? `${found[1]} لیٹر` : null;
}

/** "No. 5 (3.5 litres)" → "نمبر 5 (3.5 لیٹر)", wherever it stands. */
const potsInUrdu = (text: string) =>
  text.replace(/No\. (\d+)(?: \((\d+(?:\.\d+)?) litres?\))?/g, (_, size: string, litres?: string) =>
    litres ? `نمبر ${size} (${litres} لیٹر)` : `نمبر ${size}`,
  );

const capacities: [RegExp, (found: RegExpExecArray) => string][] = [
  [/^(\d+(?:\.\d+)?) litres?$/, (found) => `${found[1]} لیٹر`],
  [/^(\d+) cm across$/, (found) => `چوڑائی ${found[1]} سینٹی میٹر`],
  [/^pots from (.+) to (.+)$/, (found) => `${potsInUrdu(found[1])} سے ${potsInUrdu(found[2])} تک کے برتن`],
  [/^a (.+) and a (.+) pot$/, (found) => `${potsInUrdu(found[1])} اور ${potsInUrdu(found[2])} کے برتن`],
  [
    /^fits handis and karahis from (.+) to (.+)$/,
    (found) => `${potsInUrdu(found[1])} سے ${potsInUrdu(found[2])} تک کی ہانڈیوں اور کڑاہیوں پر پورا آتا ہے`,
  ],
];

/** A size guide capacity as the demo writes it (contract/size-guide.ts) in Urdu; null for any other. */
export function urduCapacity(capacity: string | null): string | null {
  for (const [pattern, write] of capacities) {
    const found = capacity === null ? null : pattern.exec(capacity);
    if (found) return write(found);
  }
  return null;
}

function listInWords(items: string[]): string {
  return items.length <= 1 ? items.join("") : `${items.slice(0, -1).join("، ")} اور ${items.at(-1)}`;
}

/** The Urdu description, with the same **bold** labels and lines as the English one. */
function describeInUrdu(product: DemoProduct, headline: string, bestFor: string): string {
  const isPartOrLid = product.shape === "lid" || product.shape === "handle-kit";
  const sizes = product.sizes.map((size) => urduSize(size) ?? size);
  const details = [
    `- **سائز:** ${listInWords(sizes)}`,
    ...(product.pieces ? [`- **پیس:** ${product.pieces}، ڈھکنوں اور سرونگ چمچوں سمیت`] : []),
    ...(isPartOrLid ? [] : [`- **ڈھکن:** ${lidText[product.lid]}`]),
    ...(product.steelHandle ? ["- **دستے:** ریوٹ لگا اسٹین لیس اسٹیل جو دیر تک ٹھنڈا رہتا ہے"] : []),
    `- **دیکھ بھال:** ${finishText[product.finish].care}`,
  ];
  return [`**${headline}**`, "", finishText[product.finish].about, "", ...details, "", `**بہترین استعمال:** ${bestFor}`].join("\n");
}

/** The product's Urdu name and description, or nulls for a product not (yet) written in Urdu. */
export function urduProductColumns(product: DemoProduct): { nameUr: string | null; descriptionUr: string | null } {
  const urdu = urduCatalogue[product.id];
  if (!urdu) return { nameUr: null, descriptionUr: null };
  return { nameUr: urdu.name, descriptionUr: describeInUrdu(product, urdu.headline, urdu.bestFor) };
}
