import { z } from "zod";
import type { AddressJson } from "./addresses";
import { personNameSchema } from "./fields";
import { MAX_PHONE_INPUT_LENGTH } from "./limits";
import { normalizePakistaniMobile, PHONE_MESSAGE } from "./phone";

/** `PUT /users/profile`: the name, and the phone (absent keeps the saved number, empty clears it). */
export const profileBody = z.object({
  name: personNameSchema,
  phone: z
    .string({ invalid_type_error: PHONE_MESSAGE })
    .max(MAX_PHONE_INPUT_LENGTH, PHONE_MESSAGE)
    .nullish()
    .transform((phone, ctx) => {
      if (phone === undefined) return undefined;
      if (phone === null || phone.trim() === "") return null;
      const normalized = normalizePakistaniMobile(phone);
      if (!normalized) {
        ctx.addIssue({ code: z.ZodIssueCode.custom, message: PHONE_MESSAGE });
        return z.NEVER;
      }
      return normalized;
    }),
});
export type ProfileBody = z.input<typeof profileBody>;

/** `GET /users/profile`. */
export type ProfileJson = {
  _id: string;
  name: string;
  email: string;
  phone: string | null;
  addresses: AddressJson[];
  createdAt: string;
  updatedAt: string;
};
