-- Cash-on-delivery orders confirmed by the shopper from a link in a WhatsApp or SMS message. The
-- messages go through the mail outbox (its claim, lease and retries): a row's channel says which
-- sender takes it, and a message names its order so the back office shows whether it went.
ALTER TABLE "orders" ADD COLUMN "shopper_confirmed_at" timestamp with time zone;
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "shopper_confirmed_via" text;
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "no_messages" boolean DEFAULT false NOT NULL;
--> statement-breakpoint
ALTER TABLE "email_outbox" ADD COLUMN "channel" text DEFAULT 'email' NOT NULL;
--> statement-breakpoint
ALTER TABLE "email_outbox" ADD COLUMN "order_id" text;
--> statement-breakpoint
ALTER TABLE "email_outbox" ADD COLUMN "payload" jsonb;
--> statement-breakpoint
ALTER TABLE "email_outbox" ADD CONSTRAINT "email_outbox_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "email_outbox" ADD CONSTRAINT "email_outbox_channel_known" CHECK ("email_outbox"."channel" in ('email', 'message'));
--> statement-breakpoint
CREATE INDEX "email_outbox_order_idx" ON "email_outbox" USING btree ("order_id","created_at") WHERE "email_outbox"."order_id" is not null;
