// Cuts Noto Naskh Arabic (from @fontsource/noto-naskh-arabic, a dependency, so a fresh clone has it),
// regular and bold, down to the Urdu alphabet (app/lib/i18n/urdu-font.ts) and the characters the Urdu
// catalogue uses, and writes both under public/fonts/. Run `npm run subset-font` after changing
// app/locales/ur/ and commit the files; app/locales/urdu-font.test.ts checks they still cover every string.
import { readdirSync, readFileSync, writeFileSync, mkdirSync } from "node:fs";
import { fileURLToPath } from "node:url";
import subsetFont from "subset-font";

const root = fileURLToPath(new URL("..", import.meta.url));
const source = (weight) => `${root}node_modules/@fontsource/noto-naskh-arabic/files/noto-naskh-arabic-arabic-${weight}-normal.woff2`;
const targets = {
  400: `${root}public/fonts/noto-naskh-arabic-urdu-subset.woff2`,
  700: `${root}public/fonts/noto-naskh-arabic-urdu-bold-subset.woff2`,
};

// The Arabic script's blocks, its presentation forms and the joiners and direction marks.
const ARABIC = /[\u0600-\u06FF\u0750-\u077F\uFB50-\uFDFF\uFE70-\uFEFF\u200C-\u200F]/u;

// The alphabet is read from its one owner, a TypeScript file: its string literals, joined.
const alphabetModule = readFileSync(`${root}app/lib/i18n/urdu-font.ts`, "utf8");
const alphabetSource = alphabetModule.slice(alphabetModule.indexOf("export const URDU_ALPHABET"));
const alphabet = [...alphabetSource.matchAll(/"([^"]*)"/g)]
  .map(([, literal]) => literal.replace(/\\u([0-9A-F]{4})/gi, (_, hex) => String.fromCharCode(parseInt(hex, 16))))
  .join("");

// Dates on Urdu pages (app/lib/site/dates.ts) spell their months, with Urdu's comma between the parts.
const months = Array.from({ length: 12 }, (_, month) =>
  new Intl.DateTimeFormat("ur-PK-u-nu-latn", { day: "numeric", month: "short", year: "numeric" }).format(
    new Date(Date.UTC(2025, month, 15)),
  ),
).join("");
const urdu =
  readdirSync(`${root}app/locales/ur`)
    .map((name) => readFileSync(`${root}app/locales/ur/${name}`, "utf8"))
    .join("") +
  months +
  alphabet;
const characters = [...new Set([...urdu].filter((character) => ARABIC.test(character)))].sort().join("");

mkdirSync(`${root}public/fonts`, { recursive: true });
let total = 0;
for (const [weight, target] of Object.entries(targets)) {
  const subset = await subsetFont(readFileSync(source(weight)), characters, { targetFormat: "woff2" });
  writeFileSync(target, subset);
  total += subset.length;
  console.log(
    `${target}: ${characters.length} characters, ${subset.length} bytes (the full Arabic file: ${readFileSync(source(weight)).length})`,
  );
}
console.log(`Both weights: ${total} bytes`);
