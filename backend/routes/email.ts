import { Hono } from "hono";
import { z } from "zod";
import { contactMessages } from "../db/schema";
import { queueEmail } from "../email/outbox";
import { contactMessageEmail } from "../email/templates";
import type { AppEnv } from "../http/context";
import { ApiError } from "../http/errors";
import { parseJsonBody } from "../http/validation";
import { newId } from "../lib/ids";
import { emailSchema, type RouteDeps } from "./shared";

export const CONTACT_LIMIT = { messages: 5, windowMs: 60 * 60 * 1000 };
export const contactSubjects = ["general", "order", "product", "shipping", "wholesale"] as const;

const contactSchema = z.object({
  name: z
    .string({ required_error: "Please enter your name", invalid_type_error: "Please enter your name" })
    .trim()
    .min(1, "Please enter your name")
    .max(100, "Your name can be at most 100 characters"),
  email: emailSchema,
  message: z
    .string({ required_error: "Please write a message", invalid_type_error: "Please write a message" })
    .trim()
    .min(1, "Please write a message")
    .max(5000, "Your message can be at most 5,000 characters"),
  phone: z
    .string()
    .trim()
    .max(30, "That phone number is too long")
    .nullish()
    .transform((phone) => phone || null),
  subject: z
    .enum(contactSubjects, { errorMap: () => ({ message: `Choose a subject: ${contactSubjects.join(", ")}` }) })
    .nullish()
    .transform((subject) => subject ?? null),
});

/** The contact form: open to visitors; a signed-in sender is recorded. */
export function emailRoutes({ db, identify, rateLimiter, emailDelivery, contactInbox }: RouteDeps) {
  const routes = new Hono<AppEnv>();
  routes.use(identify({ required: false }));

  routes.post("/contact", async (c) => {
    const message = await parseJsonBody(c, contactSchema);
    const limit = await rateLimiter.hit("contact", message.email, CONTACT_LIMIT.messages, CONTACT_LIMIT.windowMs);
    if (!limit.allowed) {
      throw new ApiError(429, "You have sent several messages in the last hour. Please try again later.", undefined, {
        "Retry-After": String(limit.retryAfterSeconds),
      });
    }
    await db.transaction(async (tx) => {
      await tx.insert(contactMessages).values({ id: newId(), userId: c.get("user")?.userId ?? null, ...message });
      await queueEmail(tx, contactMessageEmail(contactInbox, message));
    });
    emailDelivery.schedule();
    return c.json({ ok: true }, 201);
  });

  return routes;
}
