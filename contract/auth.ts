import { z } from "zod";
import { MAX_EMAIL_LENGTH, MAX_NAME_LENGTH, MAX_PASSWORD_LENGTH, MIN_PASSWORD_LENGTH } from "./limits";

export const INCORRECT_CREDENTIALS = "Incorrect email or password.";

const email = z
  .string({ required_error: "Enter your email address" })
  .trim()
  .toLowerCase()
  .min(1, "Enter your email address")
  .max(MAX_EMAIL_LENGTH, "That email address is too long")
  .email("Enter a valid email address");

export const signUpSchema = z.object({
  name: z
    .string({ required_error: "Enter your full name" })
    .trim()
    .min(1, "Enter your full name")
    .max(MAX_NAME_LENGTH, `Use at most ${MAX_NAME_LENGTH} characters`),
  email,
  password: z
    .string({ required_error: "Enter a password" })
    .min(MIN_PASSWORD_LENGTH, `Use at least ${MIN_PASSWORD_LENGTH} characters`)
    .max(MAX_PASSWORD_LENGTH, `Use at most ${MAX_PASSWORD_LENGTH} characters`),
});

export const signInSchema = z.object({
  email,
  password: z
    .string({ required_error: "Enter your password" })
    .min(1, "Enter your password")
    .max(MAX_PASSWORD_LENGTH, INCORRECT_CREDENTIALS),
});

export type SignUpBody = z.input<typeof signUpSchema>;
export type SignInBody = z.input<typeof signInSchema>;

/** `POST /auth/sign-up` and `/auth/sign-in` (local accounts): the session the storefront keeps in its cookie. */
export type LocalSessionJson = { sessionId: string; expiresAt: string; user: { id: string; name: string; email: string } };
