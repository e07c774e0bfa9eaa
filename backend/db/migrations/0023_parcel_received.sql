-- Returned to sender: the order is cancelled at once, but its units go back on the shelf only when the
-- parcel is received back. Orders returned to sender before this were restocked on the spot, so their
-- parcel counts as received then.
ALTER TABLE "orders" ADD COLUMN "parcel_received_at" timestamp with time zone;
--> statement-breakpoint
UPDATE "orders" SET "parcel_received_at" = "cancelled_at" WHERE "order_status" = 'Cancelled' AND "shipped_at" IS NOT NULL;
