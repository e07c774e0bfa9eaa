import { z } from "zod";
import {
  MAX_EMAIL_LENGTH,
  MAX_NAME_LENGTH,
  MAX_PASSWORD_LENGTH,
  MAX_RESET_TOKEN_LENGTH,
  MIN_PASSWORD_LENGTH,
  RESET_LINK_LIFETIME_MINUTES,
} from "./limits";

export const INCORRECT_CREDENTIALS = "Incorrect email or password.";
/** The answer to every password reset request, whether or not the email has an account. */
export const RESET_LINK_SENT = `If an account exists for that email, we have sent a link to choose a new password. It works once, for ${RESET_LINK_LIFETIME_MINUTES} minutes.`;
export const RESET_LINK_INVALID = "This password reset link is invalid, has expired or was already used.";
export const RESET_REQUESTS_LIMITED = "Too many password reset requests. Please try again later.";
export const PASSWORD_CHANGED = "Your password has been changed. Sign in with your new password.";
/** Sign-up with a registered email: the form's message, and the one beside the email field. */
export const EMAIL_TAKEN = "An account with this email already exists. Sign in instead.";
export const EMAIL_TAKEN_FIELD = "An account with this email already exists";
export const SIGN_UP_LIMITED = "Too many accounts were created from your network in the last hour. Please try again later.";

/** The account forms' field messages (the storefront's catalogue keys them for other languages). */
export const ENTER_EMAIL = "Enter your email address";
export const EMAIL_TOO_LONG = "That email address is too long";
export const ENTER_VALID_EMAIL = "Enter a valid email address";
export const ENTER_NEW_PASSWORD = "Enter a password";
export const ENTER_PASSWORD = "Enter your password";
export const ENTER_FULL_NAME = "Enter your full name";
export const PASSWORD_TOO_SHORT = `Use at least ${MIN_PASSWORD_LENGTH} characters`;
/** A new password among the most used ones (the backend checks: the list is too large for a page's script). */
export const PASSWORD_TOO_COMMON = "This password is one of the most used: choose one that is harder to guess";
export const atMostCharacters = (max: number) => `Use at most ${max} characters`;

const email = z
  .string({ required_error: ENTER_EMAIL })
  .trim()
  .toLowerCase()
  .min(1, ENTER_EMAIL)
  .max(MAX_EMAIL_LENGTH, EMAIL_TOO_LONG)
  .email(ENTER_VALID_EMAIL);

/** The password rules of a new account, and of a password chosen after a reset. */
const newPassword = z
  .string({ required_error: ENTER_NEW_PASSWORD })
  .min(MIN_PASSWORD_LENGTH, PASSWORD_TOO_SHORT)
  .max(MAX_PASSWORD_LENGTH, atMostCharacters(MAX_PASSWORD_LENGTH));

export const signUpSchema = z.object({
  name: z
    .string({ required_error: ENTER_FULL_NAME })
    .trim()
    .min(1, ENTER_FULL_NAME)
    .max(MAX_NAME_LENGTH, atMostCharacters(MAX_NAME_LENGTH)),
  email,
  password: newPassword,
});

export const signInSchema = z.object({
  email,
  password: z.string({ required_error: ENTER_PASSWORD }).min(1, ENTER_PASSWORD).max(MAX_PASSWORD_LENGTH, INCORRECT_CREDENTIALS),
});

/** `POST /auth/password-reset/request`: always answered the same, so it tells nobody which emails have accounts. */
export const requestPasswordResetSchema = z.object({ email });

const resetToken = z
  .string({ required_error: RESET_LINK_INVALID })
  .min(1, RESET_LINK_INVALID)
  .max(MAX_RESET_TOKEN_LENGTH, RESET_LINK_INVALID)
  .regex(/^[\w-]+$/, RESET_LINK_INVALID);

/** `POST /auth/password-reset/check`: whether a link still works, before the shopper types a password. */
export const checkResetTokenSchema = z.object({ token: resetToken });

/** `POST /auth/password-reset`: the link's token and the new password. */
export const resetPasswordSchema = z.object({ token: resetToken, password: newPassword });

export type SignInBody = z.input<typeof signInSchema>;

/** `POST /auth/sign-up` and `/auth/sign-in` (local accounts): the session the storefront keeps in its cookie. */
export type LocalSessionJson = { sessionId: string; expiresAt: string; user: { id: string; name: string; email: string } };

/** The storefront's pages that emails from the backend link to. */
export const ACCOUNT_PAGES = { signIn: "/sign-in", forgotPassword: "/forgot-password", resetPassword: "/reset-password" } as const;
