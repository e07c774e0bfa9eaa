import { z } from "zod";
import { MAX_EMAIL_LENGTH, MAX_NAME_LENGTH } from "./limits";

/** Reads "" (an emptied form field or query parameter) as "not given". */
export function optionalParam<Schema extends z.ZodTypeAny>(schema: Schema) {
  return z.preprocess((value) => (value === "" ? undefined : value), schema.optional());
}

/** A required, trimmed text of at most `max` characters, named in its messages. */
export function requiredText(label: string, max: number) {
  return z
    .string({ required_error: `Please enter the ${label}`, invalid_type_error: `Please enter the ${label}` })
    .trim()
    .min(1, `Please enter the ${label}`)
    .max(max, `The ${label} can be at most ${max} characters`);
}

export const personNameSchema = z
  .string({ required_error: "Please enter your name", invalid_type_error: "Please enter your name" })
  .trim()
  .min(1, "Please enter your name")
  .max(MAX_NAME_LENGTH, `Your name can be at most ${MAX_NAME_LENGTH} characters`);

export const emailSchema = z
  .string({ required_error: "Please enter your email address", invalid_type_error: "Please enter your email address" })
  .trim()
  .min(1, "Please enter your email address")
  .max(MAX_EMAIL_LENGTH, "That email address is too long")
  .email("Please enter a valid email address")
  .transform((email) => email.toLowerCase());
