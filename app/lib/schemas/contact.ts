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

const subjectValues = contactSubjects.map((subject) => subject.value) as [ContactSubject, ...ContactSubject[]];

/** Full Name, Email Address, Subject and Message are required; Phone is optional. */
export const ContactSchema = z.object({
  fullName: z
    .string({ required_error: "Please enter your full name" })
    .trim()
    .min(1, "Please enter your full name")
    .max(MAX_NAME_LENGTH, `Please keep your name under ${MAX_NAME_LENGTH} characters`),
  email: z
    .string({ required_error: "Please enter your email address" })
    .trim()
    .max(MAX_EMAIL_LENGTH, "Please enter a shorter email address")
    .email("Please enter a valid email address"),
  phone: z
    .string()
    .trim()
    .max(20, "Please enter a phone number of at most 20 characters")
    .regex(/^\+?[0-9][0-9\s()-]*$/, "Please enter a valid phone number")
    .optional(),
  subject: z.enum(subjectValues, {
    errorMap: () => ({ message: "Please choose a subject" }),
  }),
  message: z
    .string({ required_error: "Please enter your message" })
    .trim()
    .min(1, "Please enter your message")
    .max(MAX_MESSAGE_LENGTH, `Please keep your message under ${MAX_MESSAGE_LENGTH.toLocaleString("en-US")} characters`),
});

export type ContactMessage = z.infer<typeof ContactSchema>;
