import { z } from "zod";
import { MAX_NAME_LENGTH, MAX_PHONE_INPUT_LENGTH } from "../../../contract/limits";
import { normalizePakistaniMobile, PHONE_MESSAGE } from "../../../contract/phone";

/** A Pakistani mobile number as typed (the backend stores it normalised), or nothing. */
export const mobileNumberField = z
  .string()
  .trim()
  .max(MAX_PHONE_INPUT_LENGTH, PHONE_MESSAGE)
  .refine((phone) => normalizePakistaniMobile(phone) !== null, PHONE_MESSAGE)
  .optional();

export const profileErrors = {
  enterName: "Please enter your name",
  nameTooLong: `Please keep your name to ${MAX_NAME_LENGTH} characters or fewer`,
} as const;

/** Personal Information: name 1 to 100 characters after trimming; phone a Pakistani mobile number, or empty. */
export const ProfileSchema = z.object({
  name: z
    .string({ required_error: profileErrors.enterName })
    .trim()
    .min(1, profileErrors.enterName)
    .max(MAX_NAME_LENGTH, profileErrors.nameTooLong),
  phone: mobileNumberField,
});

export type ProfileInput = z.infer<typeof ProfileSchema>;
