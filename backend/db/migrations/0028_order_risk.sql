-- Risky orders stand out (issue 38): the signals the backend noticed when the order was placed, kept on the
-- order (earlier orders keep none), and the store's block list of phones whose cash-on-delivery orders are refused.
ALTER TABLE "orders" ADD COLUMN "risk_signals" jsonb DEFAULT '[]'::jsonb NOT NULL;
--> statement-breakpoint
CREATE INDEX "orders_risky_newest_idx" ON "orders" USING btree ("created_at" DESC NULLS FIRST) WHERE "orders"."risk_signals" <> '[]'::jsonb;
--> statement-breakpoint
CREATE INDEX "orders_customer_phone_idx" ON "orders" USING btree ("customer_phone","created_at");
--> statement-breakpoint
CREATE TABLE "blocked_phones" (
	"phone" text PRIMARY KEY NOT NULL,
	"reason" text NOT NULL,
	"blocked_by" text,
	"blocked_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "blocked_phones" ADD CONSTRAINT "blocked_phones_blocked_by_users_id_fk" FOREIGN KEY ("blocked_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
