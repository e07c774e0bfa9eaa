import type { CatalogueCache } from "../store/catalogue-cache";
import { z } from "zod";
import type { Database } from "../db/client";
import type { EmailDelivery } from "../email/outbox";
import { notFound } from "../http/errors";
import type { Identify } from "../http/identity";
import type { RateLimiter } from "../rate-limit";

/** What the route modules need from the app. */
export interface RouteDeps {
  db: Database;
  identify: Identify;
  emailDelivery: EmailDelivery;
  rateLimiter: RateLimiter;
  contactInbox: string;
  publicCatalogue: boolean;
  catalogueCache: CatalogueCache;
}

const idSchema = z.string().min(1).max(100).regex(/^[\w-]+$/);

/** A path id that cannot exist answers the same 404 as one that does not. */
export function pathId(value: string, notFoundMessage: string): string {
  const result = idSchema.safeParse(value);
  if (!result.success) throw notFound(notFoundMessage);
  return result.data;
}

/** Reads "" (an emptied form field) as "not given". */
export function optionalParam<Schema extends z.ZodTypeAny>(schema: Schema) {
  return z.preprocess((value) => (value === "" ? undefined : value), schema.optional());
}

export const emailSchema = z
  .string({ required_error: "Please enter your email address", invalid_type_error: "Please enter your email address" })
  .trim()
  .min(1, "Please enter your email address")
  .max(254, "That email address is too long")
  .email("Please enter a valid email address")
  .transform((email) => email.toLowerCase());
