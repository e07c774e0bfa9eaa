import { readFileSync } from "node:fs";
import fontverter from "fontverter";
import { Blob, Face } from "harfbuzzjs";
import { describe, expect, it } from "vitest";
import { URDU_FONT_URL } from "~/lib/i18n/urdu-font";
import { urduMonthNames } from "~/lib/site/dates";
import { ur } from "./ur";

// The subset's own test: `npm run subset-font` must have been run after the Urdu strings changed.
// fontverter and harfbuzzjs come with subset-font, the script that makes the file.
const ARABIC_SCRIPT = /[\u0600-\u06FF\u0750-\u077F\uFB50-\uFDFF\uFE70-\uFEFF]/u;

describe("the committed Urdu font subset", () => {
  it("has a glyph for every Arabic-script character of the Urdu catalogue and of Urdu dates", async () => {
    const woff2 = readFileSync(new URL(`../../public${URDU_FONT_URL}`, import.meta.url));
    const face = new Face(new Blob(await fontverter.convert(woff2, "truetype")));
    const covered = new Set(face.collectUnicodes());
    const used = new Set(
      Object.values(ur)
        .flatMap((strings) => Object.values(strings as Record<string, string>))
        .concat(urduMonthNames())
        .flatMap((text) => [...text])
        .filter((character) => ARABIC_SCRIPT.test(character)),
    );
    expect(used.size).toBeGreaterThan(30);
    const missing = [...used].filter((character) => !covered.has(character.codePointAt(0)!));
    expect(missing, "run npm run subset-font and commit the font").toEqual([]);
  });
});
