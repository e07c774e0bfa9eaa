import { z } from "zod";

export const INCORRECT_CREDENTIALS = "Incorrect email or password.";

const email = z
  .string({ required_error: "Enter your email address" })
  .trim()
  .toLowerCase()
  .min(1, "Enter your email address")
  .max(254, "That email address is too long")
  .email("Enter a valid email address");

export const signUpSchema = z.object({
  name: z.string({ required_error: "Enter your full name" }).trim().min(1, "Enter your full name").max(100, "Use at most 100 characters"),
  email,
  password: z.string({ required_error: "Enter a password" }).min(8, "Use at least 8 characters").max(200, "Use at most 200 characters"),
});

export const signInSchema = z.object({
  email,
  password: z.string({ required_error: "Enter your password" }).min(1, "Enter your password").max(200, INCORRECT_CREDENTIALS),
});
