-- Reviews from people who bought: one per shopper and product, tied to the delivered order that
-- made them a buyer. The storefront shows only published ones; a new one is published at once or
-- held for the operator (review_settings, one row).
CREATE TABLE "reviews" (
  "id" text PRIMARY KEY NOT NULL,
  "product_id" text NOT NULL REFERENCES "products"("id") ON UPDATE CASCADE ON DELETE CASCADE,
  "user_id" text NOT NULL REFERENCES "users"("id"),
  "order_id" text NOT NULL REFERENCES "orders"("id") ON DELETE CASCADE,
  "stars" integer NOT NULL,
  "title" text NOT NULL,
  "body" text NOT NULL,
  "language" text NOT NULL DEFAULT 'en',
  "status" text NOT NULL DEFAULT 'pending',
  "reply" text,
  "replied_by" text REFERENCES "users"("id"),
  "replied_at" timestamp with time zone,
  "created_at" timestamp with time zone DEFAULT now() NOT NULL,
  "updated_at" timestamp with time zone DEFAULT now() NOT NULL,
  CONSTRAINT "reviews_one_per_shopper" UNIQUE ("product_id", "user_id"),
  CONSTRAINT "reviews_stars_range" CHECK ("stars" BETWEEN 1 AND 5),
  CONSTRAINT "reviews_title_length" CHECK (char_length("title") BETWEEN 1 AND 120),
  CONSTRAINT "reviews_body_length" CHECK (char_length("body") BETWEEN 1 AND 2000),
  CONSTRAINT "reviews_reply_length" CHECK ("reply" IS NULL OR char_length("reply") BETWEEN 1 AND 2000),
  CONSTRAINT "reviews_language_known" CHECK ("language" IN ('en', 'ur')),
  CONSTRAINT "reviews_status_known" CHECK ("status" IN ('published', 'hidden', 'pending'))
);
--> statement-breakpoint
CREATE INDEX "reviews_product_published_idx" ON "reviews" ("product_id", "created_at" DESC NULLS FIRST) WHERE "status" = 'published';
--> statement-breakpoint
CREATE INDEX "reviews_published_newest_idx" ON "reviews" ("created_at" DESC NULLS FIRST) WHERE "status" = 'published';
--> statement-breakpoint
CREATE INDEX "reviews_status_newest_idx" ON "reviews" ("status", "created_at" DESC NULLS FIRST);
--> statement-breakpoint
CREATE INDEX "reviews_user_idx" ON "reviews" ("user_id");
--> statement-breakpoint
CREATE TABLE "review_settings" (
  "id" boolean PRIMARY KEY DEFAULT true NOT NULL,
  "hold_for_moderation" boolean DEFAULT false NOT NULL,
  "updated_at" timestamp with time zone DEFAULT now() NOT NULL,
  CONSTRAINT "review_settings_one_row" CHECK ("id")
);
--> statement-breakpoint
INSERT INTO "review_settings" ("id") VALUES (true);
--> statement-breakpoint
-- The published reviews' count and stars, kept on the product in the review's own transaction: the
-- product page and listings read them with the product, and the products trigger (migration 0011)
-- already announces every change, so the announced caches need no trigger of their own on reviews.
ALTER TABLE "products" ADD COLUMN "review_count" integer DEFAULT 0 NOT NULL;
--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "review_stars_total" integer DEFAULT 0 NOT NULL;
