import type { z } from "zod";
import { requestPasswordResetSchema, resetPasswordSchema, signUpSchema } from "./auth";
import { languageField } from "./language-fields";

/*
 * The account calls' bodies on the wire: the form's fields, and the language of the page the form
 * was posted from, which the emails they send are written in (`en` when absent, as on the
 * place-order body). Kept apart from contract/auth.ts, whose schemas the account pages' script
 * imports, so these stay on the servers.
 */
const pageLanguage = { language: languageField.default("en") };

/** `POST /auth/sign-up`: the notice an existing account's owner may get, and a new account's first language. */
export const signUpBody = signUpSchema.extend(pageLanguage);
/** `POST /auth/password-reset/request`: the reset email's language. */
export const requestPasswordResetBody = requestPasswordResetSchema.extend(pageLanguage);
/** `POST /auth/password-reset`: the "password changed" email's language. */
export const resetPasswordBody = resetPasswordSchema.extend(pageLanguage);

export type SignUpBody = z.input<typeof signUpBody>;
export type RequestPasswordResetBody = z.input<typeof requestPasswordResetBody>;
export type ResetPasswordBody = z.input<typeof resetPasswordBody>;
