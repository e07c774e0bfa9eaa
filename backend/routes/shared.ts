import type { CatalogueCache } from "../store/catalogue-cache";
import type { ProductCache } from "../store/product-cache";
import type { ReviewerCache } from "../store/reviewer-cache";
import type { SettingsReader } from "../store/settings-cache";
import { z } from "zod";
import { MAX_ID_LENGTH } from "../../contract/limits";
import type { Database } from "../db/client";
import type { SystemFacts } from "../ops/system-status";
import type { EmailDelivery } from "../email/outbox";
import type { MessageChannel } from "../../contract/order-lifecycle/order-link";
import type { CourierTrackingUrls } from "../env";
import type { Identify } from "../http/identity";
import type { RateLimiter } from "../rate-limit";
import { StoreError } from "../store/errors";

/** What the route modules need from the app. */
export interface RouteDeps {
  db: Database;
  identify: Identify;
  emailDelivery: EmailDelivery;
  rateLimiter: RateLimiter;
  contactInbox: string;
  publicCatalogue: boolean;
  catalogueCache: CatalogueCache;
  productCache: ProductCache;
  reviewerCache: ReviewerCache;
  /** The courier tracking page templates (COURIER_TRACKING_URL_*). */
  courierTrackingUrls: CourierTrackingUrls;
  /** The store's settings (/admin/settings) as they are in force, each defaulting to its environment variable. */
  settings: SettingsReader;
  /** Links in shoppers' messages (contract/order-lifecycle/order-link.ts): signed with `secret`, sent by `channel`. */
  orderLinks: { siteUrl: string | undefined; secret: () => string; channel: MessageChannel };
  /** What `/admin/system` shows of the backend it runs in. */
  system: SystemFacts;
}

const idSchema = z
  .string()
  .min(1)
  .max(MAX_ID_LENGTH)
  .regex(/^[\w-]+$/);

/** A path id that cannot exist answers the same 404 as one that does not. */
export function pathId(value: string, notFoundMessage: string): string {
  const result = idSchema.safeParse(value);
  if (!result.success) throw new StoreError("not-found", notFoundMessage);
  return result.data;
}
