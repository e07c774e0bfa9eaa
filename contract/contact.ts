import { z } from "zod";
import { emailSchema, personNameSchema } from "./fields";
import { MAX_MESSAGE_LENGTH, MAX_PHONE_INPUT_LENGTH } from "./limits";

export const contactSubjects = ["general", "order", "product", "shipping", "wholesale"] as const;
export type ContactSubject = (typeof contactSubjects)[number];

/** `POST /email/contact`: open to visitors; at most CONTACT_LIMIT messages per email an hour. */
export const contactBody = z.object({
  name: personNameSchema,
  email: emailSchema,
  message: z
    .string({ required_error: "Please write a message", invalid_type_error: "Please write a message" })
    .trim()
    .min(1, "Please write a message")
    .max(MAX_MESSAGE_LENGTH, `Your message can be at most ${MAX_MESSAGE_LENGTH.toLocaleString("en-US")} characters`),
  phone: z
    .string()
    .trim()
    .max(MAX_PHONE_INPUT_LENGTH, "That phone number is too long")
    .nullish()
    .transform((phone) => phone || null),
  subject: z
    .enum(contactSubjects, { errorMap: () => ({ message: `Choose a subject: ${contactSubjects.join(", ")}` }) })
    .nullish()
    .transform((subject) => subject ?? null),
});
export type ContactBody = z.input<typeof contactBody>;

export const CONTACT_LIMIT = { messages: 5, windowMs: 60 * 60 * 1000 };

/** `POST /newsletter`: 201 the first time an email subscribes, 200 after. */
export const newsletterBody = z.object({ email: emailSchema });
export type NewsletterBody = z.input<typeof newsletterBody>;

/** The answer of the contact and newsletter calls. */
export type OkJson = { ok: true };
