-- Cash reconciliation: what a courier's payment report says it paid the store for a delivered cash-on-delivery order
-- (the amount collected, the courier's charges, the report's date). One row an order at most, so importing the same
-- report twice records nothing twice. Operator-only: the payment status the shopper sees is untouched.
CREATE TABLE "order_remittances" (
	"order_id" text PRIMARY KEY NOT NULL REFERENCES "orders"("id") ON DELETE cascade,
	"amount_paisa" bigint NOT NULL,
	"charges_paisa" bigint NOT NULL,
	"paid_on" date NOT NULL,
	"recorded_by" text NOT NULL REFERENCES "users"("id"),
	"recorded_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "order_remittances_amount_positive" CHECK ("amount_paisa" > 0),
	CONSTRAINT "order_remittances_charges_not_negative" CHECK ("charges_paisa" >= 0)
);
--> statement-breakpoint
-- The dashboard's cash with couriers: delivered cash-on-delivery orders, by courier and delivery date.
CREATE INDEX "orders_delivered_cod_idx" ON "orders" ("courier", "delivered_at") WHERE "order_status" = 'Delivered' AND "payment_method" = 'cod';
