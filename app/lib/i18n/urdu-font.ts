/**
 * The Urdu pages' Naskh font: Noto Naskh Arabic, regular and bold, each cut down to the whole Urdu
 * alphabet with its marks, digits and punctuation, and whatever else the Urdu catalogue uses
 * (`npm run subset-font` rewrites both after the strings change). Self-hosted under public/; their
 * @font-face rules in tailwind.css apply only to `:lang(ur)`, so English pages never fetch them,
 * and only Urdu pages preload them (languageHeadLinks).
 */
export const URDU_FONT_URL = "/fonts/noto-naskh-arabic-urdu-subset.woff2";
export const URDU_BOLD_FONT_URL = "/fonts/noto-naskh-arabic-urdu-bold-subset.woff2";

/**
 * What typed or shown Urdu can hold, so no word switches font halfway: the letters (with the
 * Arabic keyboard's ك ي ه ة ى that shoppers type), zabar, zer, pesh, shadda, jazm, tanween, khari
 * zabar, madd and hamza, Urdu's and Arabic's digits, Urdu punctuation, tatweel and the joiners.
 */
export const URDU_ALPHABET =
  "ءآأؤإئابپتٹثجچحخدڈذرڑزژسشصضطظعغفقکگلمنںوہھۂۃیےۓكيهةى" +
  "\u064B\u064C\u064D\u064E\u064F\u0650\u0651\u0652\u0653\u0654\u0655\u0670" +
  "۰۱۲۳۴۵۶۷۸۹٠١٢٣٤٥٦٧٨٩" +
  "،؛؟۔٪٫٬ـ\u200C\u200D";
