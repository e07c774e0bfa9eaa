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

const email = z
  .string({ required_error: "Enter your email address" })
  .trim()
  .toLowerCase()
  .min(1, "Enter your email address")
  .max(MAX_EMAIL_LENGTH, "That email address is too long")
  .email("Enter a valid email address");

/** The password rules of a new account, and of a password chosen after a reset. */
const newPassword = z
  .string({ required_error: "Enter a password" })
  .min(MIN_PASSWORD_LENGTH, `Use at least ${MIN_PASSWORD_LENGTH} characters`)
  .max(MAX_PASSWORD_LENGTH, `Use at most ${MAX_PASSWORD_LENGTH} characters`);

export const signUpSchema = z.object({
  name: z
    .string({ required_error: "Enter your full name" })
    .trim()
    .min(1, "Enter your full name")
    .max(MAX_NAME_LENGTH, `Use at most ${MAX_NAME_LENGTH} characters`),
  email,
  password: newPassword,
});

export const signInSchema = z.object({
  email,
  password: z
    .string({ required_error: "Enter your password" })
    .min(1, "Enter your password")
    .max(MAX_PASSWORD_LENGTH, INCORRECT_CREDENTIALS),
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

export type SignUpBody = z.input<typeof signUpSchema>;
export type SignInBody = z.input<typeof signInSchema>;
export type RequestPasswordResetBody = z.input<typeof requestPasswordResetSchema>;
export type ResetPasswordBody = z.input<typeof resetPasswordSchema>;

/** `POST /auth/sign-up` and `/auth/sign-in` (local accounts): the session the storefront keeps in its cookie. */
export type LocalSessionJson = { sessionId: string; expiresAt: string; user: { id: string; name: string; email: string } };

/** The storefront's pages that emails from the backend link to. */
export const ACCOUNT_PAGES = { signIn: "/sign-in", forgotPassword: "/forgot-password", resetPassword: "/reset-password" } as const;
