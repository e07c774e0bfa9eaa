// Cuts Noto Naskh Arabic (from @fontsource/noto-naskh-arabic) down to the characters the Urdu
// catalogue uses and writes it under public/fonts/. Run `npm run subset-font` after changing
// app/locales/ur/ and commit the file; e2e/languages/site-urdu.spec.ts checks it still covers every string.
import { readdirSync, readFileSync, writeFileSync, mkdirSync } from "node:fs";
import { fileURLToPath } from "node:url";
import subsetFont from "subset-font";

const root = fileURLToPath(new URL("..", import.meta.url));
const source = `${root}node_modules/@fontsource/noto-naskh-arabic/files/noto-naskh-arabic-arabic-400-normal.woff2`;
const target = `${root}public/fonts/noto-naskh-arabic-urdu-subset.woff2`;

// The Arabic script's blocks, its presentation forms and the joiners and direction marks.
const ARABIC = /[\u0600-\u06FF\u0750-\u077F\uFB50-\uFDFF\uFE70-\uFEFF\u200C-\u200F]/u;

// Dates on Urdu pages (app/lib/site/dates.ts) spell their months, with Urdu's comma between the parts.
const months = Array.from({ length: 12 }, (_, month) =>
  new Intl.DateTimeFormat("ur-PK-u-nu-latn", { day: "numeric", month: "short", year: "numeric" }).format(
    new Date(Date.UTC(2025, month, 15)),
  ),
).join("");
const urdu =
  readdirSync(`${root}app/locales/ur`)
    .map((name) => readFileSync(`${root}app/locales/ur/${name}`, "utf8"))
    .join("") + months;
const characters = [...new Set([...urdu].filter((character) => ARABIC.test(character)))].sort().join("");

const subset = await subsetFont(readFileSync(source), characters, { targetFormat: "woff2" });
mkdirSync(`${root}public/fonts`, { recursive: true });
writeFileSync(target, subset);
console.log(`${target}: ${characters.length} characters, ${subset.length} bytes (the full Arabic file: ${readFileSync(source).length})`);
