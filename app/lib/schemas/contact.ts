import { z } from "zod";
import type { ContactSubject } from "../../../contract/contact";
import { MAX_EMAIL_LENGTH, MAX_MESSAGE_LENGTH, MAX_NAME_LENGTH } from "../../../contract/limits";

/** The contact form's subjects, as the backend names them, with the labels shoppers see. */
export const contactSubjects = [
  { value: "general", label: "General Inquiry" },
  { value: "order", label: "Order Status" },
  { value: "product", label: "Product Information" },
  { value: "shipping", label: "Shipping & Delivery" },
  { value: "wholesale", label: "Wholesale Inquiry" },
] as const satisfies ReadonlyArray<{ value: ContactSubject; label: string }>;

/** The form's field messages (the catalogue keys them for other languages). */
export const contactErrors = {
  enterName: "Please enter your full name",
  nameTooLong: `Please keep your name under ${MAX_NAME_LENGTH} characters`,
  enterEmail: "Please enter your email address",
  emailTooLong: "Please enter a shorter email address",
  validEmail: "Please enter a valid email address",
  phoneTooLong: "Please enter a phone number of at most 20 characters",
  validPhone: "Please enter a valid phone number",
  chooseSubject: "Please choose a subject",
  enterMessage: "Please enter your message",
  messageTooLong: `Please keep your message under ${MAX_MESSAGE_LENGTH.toLocaleString("en-US")} characters`,
} as const;

const subjectValues = contactSubjects.map((subject) => subject.value) as [ContactSubject, ...ContactSubject[]];

/** Full Name, Email Address, Subject and Message are required; Phone is optional. */
export const ContactSchema = z.object({
  fullName: z
    .string({ required_error: contactErrors.enterName })
    .trim()
    .min(1, contactErrors.enterName)
    .max(MAX_NAME_LENGTH, contactErrors.nameTooLong),
  email: z
    .string({ required_error: contactErrors.enterEmail })
    .trim()
    .max(MAX_EMAIL_LENGTH, contactErrors.emailTooLong)
    .email(contactErrors.validEmail),
  phone: z
    .string()
    .trim()
    .max(20, contactErrors.phoneTooLong)
    .regex(/^\+?[0-9][0-9\s()-]*$/, contactErrors.validPhone)
    .optional(),
  subject: z.enum(subjectValues, {
    errorMap: () => ({ message: contactErrors.chooseSubject }),
  }),
  message: z
    .string({ required_error: contactErrors.enterMessage })
    .trim()
    .min(1, contactErrors.enterMessage)
    .max(MAX_MESSAGE_LENGTH, contactErrors.messageTooLong),
});

export type ContactMessage = z.infer<typeof ContactSchema>;
