import { z } from "zod";
import { languages } from "./languages";

/** A language on the wire: one of `languages`. */
export const languageField = z.enum(languages, { errorMap: () => ({ message: `language is one of ${languages.join(", ")}` }) });

/** `PUT /users/language`: the shopper switched language; the storefront offers it on their next visits. */
export const savedLanguageBody = z.object({ language: languageField });
export type SavedLanguageBody = z.input<typeof savedLanguageBody>;
