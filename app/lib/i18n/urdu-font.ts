/**
 * The Urdu pages' Naskh font: Noto Naskh Arabic cut down to the characters the Urdu catalogue
 * uses (`npm run subset-font` rewrites it after the strings change). Self-hosted under public/;
 * its @font-face in tailwind.css applies only to `:lang(ur)`, so English pages never fetch it,
 * and only Urdu pages preload it (languageHeadLinks).
 */
export const URDU_FONT_URL = "/fonts/noto-naskh-arabic-urdu-subset.woff2";
