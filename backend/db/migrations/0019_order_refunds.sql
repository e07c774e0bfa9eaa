-- Refunds with amounts: each one an operator records (how much, how it was given back, its reference),
-- several partial refunds up to what was paid. A refund leaves the payment "Partially refunded" or
-- "Refunded". Orders refunded before this migration (whole-order refunds) keep "Paid": no amount was
-- recorded for them, and none is invented.
-- A cash-on-delivery order cancelled before delivery was never paid: its payment reads "Cancelled",
-- not "Failed" (the orders cancelled so far too).
CREATE TABLE "order_refunds" (
	"id" text PRIMARY KEY NOT NULL,
	"order_id" text NOT NULL REFERENCES "orders"("id") ON DELETE cascade,
	"amount_paisa" bigint NOT NULL,
	"method" text NOT NULL,
	"reference" text,
	"recorded_by" text NOT NULL REFERENCES "users"("id"),
	"recorded_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "order_refunds_amount_positive" CHECK ("amount_paisa" > 0),
	CONSTRAINT "order_refunds_method_known" CHECK ("method" in ('cash', 'bank-transfer', 'jazzcash', 'easypaisa'))
);
--> statement-breakpoint
CREATE INDEX "order_refunds_order_idx" ON "order_refunds" ("order_id", "recorded_at");
--> statement-breakpoint
ALTER TABLE "orders" DROP CONSTRAINT "orders_payment_status_known";
--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_payment_status_known" CHECK ("payment_status" in ('Pending', 'Paid', 'Failed', 'Partially refunded', 'Refunded', 'Cancelled'));
--> statement-breakpoint
UPDATE "orders" SET "payment_status" = 'Cancelled' WHERE "order_status" = 'Cancelled' AND "payment_status" = 'Failed' AND "payment_method" = 'cod';
