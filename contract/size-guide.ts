/**
 * What a size means to a cook: the catalogue's sizes are trade numbers ("No. 5") or widths
 * ("28 cm"), which a first-time shopper cannot picture. One table per kind of pot, kept here as
 * data so the product page and anything else that explains a size say the same thing.
 */

export type SizeGuideEntry = { size: string; meaning: string };

type Serving = { servings: string };

/** A handi's number is its capacity. */
const handiNumbers: Record<number, Serving & { litres: number }> = {
  2: { litres: 1, servings: "1–2" },
  3: { litres: 1.5, servings: "2–3" },
  4: { litres: 2.5, servings: "3–4" },
  5: { litres: 3.5, servings: "4–6" },
  6: { litres: 4.5, servings: "6–8" },
  7: { litres: 6, servings: "8–10" },
  8: { litres: 8, servings: "10–12" },
  9: { litres: 10, servings: "12–15" },
  10: { litres: 12, servings: "15–20" },
  12: { litres: 16, servings: "20–25" },
};

/** A karahi's number is its width across the rim. */
const karahiNumbers: Record<number, Serving & { cm: number }> = {
  2: { cm: 22, servings: "1–2" },
  3: { cm: 24, servings: "2–3" },
  4: { cm: 26, servings: "3–4" },
  5: { cm: 28, servings: "4–5" },
  6: { cm: 30, servings: "5–6" },
  7: { cm: 32, servings: "6–8" },
  8: { cm: 36, servings: "8–10" },
  9: { cm: 40, servings: "10–12" },
  10: { cm: 44, servings: "12–15" },
  12: { cm: 50, servings: "15–20" },
};

/** Open pans (frying pans, woks, tawas) by width: how many one panful feeds. */
const panServings: ReadonlyArray<{ upToCm: number; servings: string }> = [
  { upToCm: 18, servings: "1" },
  { upToCm: 22, servings: "1–2" },
  { upToCm: 26, servings: "2–3" },
  { upToCm: 30, servings: "3–4" },
  { upToCm: Number.POSITIVE_INFINITY, servings: "4–6" },
];

/** A pressure cooker is sold by its capacity: how many one cookerful feeds. */
const cookerServings: ReadonlyArray<{ upToLitres: number; servings: string }> = [
  { upToLitres: 3, servings: "2–3" },
  { upToLitres: 5, servings: "4–5" },
  { upToLitres: 7, servings: "6–7" },
  { upToLitres: 9, servings: "8–10" },
  { upToLitres: 11, servings: "10–12" },
  { upToLitres: Number.POSITIVE_INFINITY, servings: "15–20" },
];

const litres = (value: number) => `${value} ${value === 1 ? "litre" : "litres"}`;

function numberMeaning(number: number, karahi: boolean): string | null {
  if (karahi) {
    const entry = karahiNumbers[number];
    return entry ? `${entry.cm} cm across, serves ${entry.servings}` : null;
  }
  const entry = handiNumbers[number];
  return entry ? `${litres(entry.litres)}, serves ${entry.servings}` : null;
}

function potName(number: number): string {
  const entry = handiNumbers[number];
  return entry ? `No. ${number} (${litres(entry.litres)})` : `No. ${number}`;
}

/** One size of a product, or null when the size speaks for itself. */
export function sizeMeaning(size: string, filterKeys: readonly string[]): string | null {
  const karahi = filterKeys.includes("karahi") && !filterKeys.includes("handi");
  const fits = /^For No\. (\d+)[–-](\d+)$/.exec(size);
  if (fits) return `fits handis and karahis from No. ${fits[1]} to No. ${fits[2]}`;
  const range = /^No\. (\d+)[–-](\d+)$/.exec(size);
  if (range) return `pots from ${potName(Number(range[1]))} to ${potName(Number(range[2]))}`;
  const pair = /^No\. (\d+) & (\d+)$/.exec(size);
  if (pair) return `a ${potName(Number(pair[1]))} and a ${potName(Number(pair[2]))} pot`;
  const single = /^No\. (\d+)$/.exec(size);
  if (single) return numberMeaning(Number(single[1]), karahi);
  const width = /^(\d+) cm$/.exec(size);
  if (width) {
    const cm = Number(width[1]);
    if (!filterKeys.includes("open-cookware")) return `${cm} cm across`;
    const serving = panServings.find((band) => cm <= band.upToCm)!;
    return `${cm} cm across, serves ${serving.servings}`;
  }
  const capacity = /^(\d+) litres?$/.exec(size);
  if (capacity) return `serves ${cookerServings.find((band) => Number(capacity[1]) <= band.upToLitres)!.servings}`;
  return null;
}

/** The size guide shown beside a product's size choices: only the sizes that need explaining. */
export function sizeGuide(sizes: readonly string[], filterKeys: readonly string[]): SizeGuideEntry[] {
  return sizes.flatMap((size) => {
    const meaning = sizeMeaning(size, filterKeys);
    return meaning ? [{ size, meaning }] : [];
  });
}
