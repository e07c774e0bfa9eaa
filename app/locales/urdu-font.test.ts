import { readFileSync } from "node:fs";
import fontverter from "fontverter";
import { Blob, Face } from "harfbuzzjs";
import { describe, expect, it } from "vitest";
import { URDU_ALPHABET, URDU_BOLD_FONT_URL, URDU_FONT_URL } from "~/lib/i18n/urdu-font";
import { urduMonthNames } from "~/lib/site/dates";
import { ur } from "./ur";

// The subsets' own test: `npm run subset-font` must have been run after the Urdu strings changed.
// fontverter and harfbuzzjs come with subset-font, the script that makes the files.
const ARABIC_SCRIPT = /[\u0600-\u06FF\u0750-\u077F\uFB50-\uFDFF\uFE70-\uFEFF]/u;

async function faceOf(url: string) {
  const woff2 = readFileSync(new URL(`../../public${url}`, import.meta.url));
  return { bytes: woff2.length, face: new Face(new Blob(await fontverter.convert(woff2, "truetype"))) };
}

/** The weight a font says it has (usWeightClass, bytes 4–5 of its OS/2 table). */
function weightOf(face: Face): number {
  const os2 = face.referenceTable("OS/2")!;
  return (os2[4] << 8) | os2[5];
}

describe("the committed Urdu font subsets", () => {
  const used = new Set(
    Object.values(ur)
      .flatMap((strings) => Object.values(strings as Record<string, string>))
      .concat(urduMonthNames(), URDU_ALPHABET)
      .flatMap((text) => [...text])
      .filter((character) => ARABIC_SCRIPT.test(character)),
  );

  for (const [url, weight] of [
    [URDU_FONT_URL, 400],
    [URDU_BOLD_FONT_URL, 700],
  ] as const) {
    it(`${url} (${weight}) has a glyph for the whole Urdu alphabet, its marks and digits, and every character of the catalogue and of Urdu dates`, async () => {
      const { face } = await faceOf(url);
      expect(weightOf(face)).toBe(weight);
      const covered = new Set(face.collectUnicodes());
      expect(used.size).toBeGreaterThan(80);
      const missing = [...used].filter((character) => !covered.has(character.codePointAt(0)!));
      expect(missing, "run npm run subset-font and commit the fonts").toEqual([]);
    });
  }

  it("holds zabar, zer, pesh, shadda, ژ, ۓ, ء and the Urdu digits", () => {
    for (const character of ["\u064E", "\u0650", "\u064F", "\u0651", "ژ", "ۓ", "ء", "۰", "۹"]) expect(URDU_ALPHABET).toContain(character);
  });

  it("weigh under 40 KB together, what an Urdu page downloads", async () => {
    const [regular, bold] = await Promise.all([faceOf(URDU_FONT_URL), faceOf(URDU_BOLD_FONT_URL)]);
    expect(regular.bytes + bold.bytes).toBeLessThan(40 * 1024);
  });
});
