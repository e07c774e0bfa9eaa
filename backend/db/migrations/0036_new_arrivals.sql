-- New Arrivals (issue 39): the products added in the last N days (the operator's setting at
-- /admin/settings; null is the contract's DEFAULT_NEW_ARRIVAL_DAYS) or marked new by the operator.
ALTER TABLE "store_settings" ADD COLUMN "new_arrival_days" integer;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "is_new" boolean DEFAULT false NOT NULL;
