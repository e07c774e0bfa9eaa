import { z } from "zod";
import { normalizePakistaniMobile, PHONE_MESSAGE } from "../phone";

/** Personal Information: name 1 to 100 characters after trimming; phone a Pakistani mobile number, or empty. */
export const ProfileSchema = z.object({
  name: z
    .string({ required_error: "Please enter your name" })
    .trim()
    .min(1, "Please enter your name")
    .max(100, "Please keep your name to 100 characters or fewer"),
  phone: z
    .string()
    .trim()
    .max(30, PHONE_MESSAGE)
    .refine((phone) => normalizePakistaniMobile(phone) !== null, PHONE_MESSAGE)
    .optional(),
});

export type ProfileInput = z.infer<typeof ProfileSchema>;
