import { createAnnouncedCache, type AnnouncedCache, type AnnouncedReads } from "../db/announced-cache";
import type { Hearing } from "../db/hearing";
import { IDENTITY_CHANNEL } from "../auth/session-cache";

/** Whether a shopper may review a product (`reviewableOrderId`): announced by their orders and order lines (migration 0018). */
export const reviewerReads: AnnouncedReads = { channel: IDENTITY_CHANNEL, tables: ["orders", "order_items"] };

const MAX_ANSWERS = 20_000;

/**
 * Whether a signed-in shopper may review a product, kept by shopper and product and owned by the
 * shopper: a product page asks it on every visit, and it changes only when one of their orders does.
 * Answers only while `hearing` proves the process hears `IDENTITY_CHANNEL`.
 */
export type ReviewerCache = AnnouncedCache<boolean>;

export const createReviewerCache = (hearing: Hearing): ReviewerCache =>
  createAnnouncedCache<boolean>({ maxEntries: MAX_ANSWERS, hearing, name: "reviewer" });

export const reviewerKey = (userId: string, productId: string) => `${userId}\0${productId}`;
