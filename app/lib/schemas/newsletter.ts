import { z } from "zod";
import { MAX_EMAIL_LENGTH } from "../../../contract/limits";

export const NEWSLETTER_THANKS = "Thank you for subscribing! Look out for our recipes and offers in your inbox.";
export const NEWSLETTER_FAILED = "We could not sign you up just now. Please try again in a moment.";

export const NewsletterSchema = z.object({
  email: z
    .string({ required_error: "Please enter your email address" })
    .trim()
    .min(1, "Please enter your email address")
    .max(MAX_EMAIL_LENGTH, "Please enter a shorter email address")
    .email("Please enter a valid email address"),
});
