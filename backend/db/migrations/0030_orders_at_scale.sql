-- The back office with a million orders (issue 38; figures in bench/README.md, "Orders at scale"). Each
-- index serves a read the queue, its search or the customers page makes on every page load:
-- the "To confirm" and "To ship" tabs (their rows oldest first, their counts, the booking file) read small
-- partial indexes instead of every order of their status;
CREATE INDEX "orders_to_confirm_idx" ON "orders" USING btree ("created_at","order_number") WHERE "orders"."order_status" = 'Processing' AND "orders"."confirmed_at" IS NULL;
--> statement-breakpoint
CREATE INDEX "orders_to_ship_idx" ON "orders" USING btree ("created_at","order_number") WHERE "orders"."order_status" = 'Processing' AND "orders"."confirmed_at" IS NOT NULL;
--> statement-breakpoint
-- parcels returned to sender and not yet back (half of the "Returns" tab; return_requests_status_idx the other);
CREATE INDEX "orders_parcel_awaited_idx" ON "orders" USING btree ("id") WHERE "orders"."order_status" = 'Cancelled' AND "orders"."shipped_at" IS NOT NULL AND "orders"."parcel_received_at" IS NULL;
--> statement-breakpoint
-- the search by the store's own tracking ID, in any case (the courier's had its index since 0004);
CREATE INDEX "orders_tracking_upper_idx" ON "orders" USING btree (upper("tracking_id"));
--> statement-breakpoint
-- and by email: the shopper's account, then their orders (orders_user_newest_idx);
CREATE INDEX "users_email_lower_idx" ON "users" USING btree (lower("email"));
--> statement-breakpoint
-- the customers page walks the newest orders to find the phones that ordered last;
CREATE INDEX "orders_newest_idx" ON "orders" USING btree ("created_at" DESC NULLS FIRST,"customer_phone");
--> statement-breakpoint
-- and a tab's page (newest first, then by number) and its bounded count read its status's orders in that order,
-- with or without the Risky filter, so the first page stops after twenty rows.
DROP INDEX "orders_status_newest_idx";
--> statement-breakpoint
CREATE INDEX "orders_status_newest_idx" ON "orders" USING btree ("order_status","created_at" DESC NULLS FIRST,"order_number");
--> statement-breakpoint
DROP INDEX "orders_risky_newest_idx";
--> statement-breakpoint
CREATE INDEX "orders_risky_newest_idx" ON "orders" USING btree ("order_status","created_at" DESC NULLS FIRST,"order_number") WHERE "orders"."risk_signals" <> '[]'::jsonb;
--> statement-breakpoint
-- The expression indexes (upper(tracking_id), lower(email)) have no statistics until the table is analysed, and
-- autovacuum analyses a large table that changes little only rarely: without them the planner guesses that a search
-- matches thousands of orders and walks the newest ones instead of looking the few up.
ANALYZE "orders";
--> statement-breakpoint
ANALYZE "users";
