-- The dashboard's last 30 days (issue 38): parcels refused at the door by city and by courier, and how shoppers answered
-- their order's message. A shopper's step taken from the message's link keeps the channel the message went by, so a
-- cancellation from the link is told from one in the shopper's account (those before 0031 cannot be told apart: none).
ALTER TABLE "order_events" ADD COLUMN "via" text;
--> statement-breakpoint
-- A confirmation only ever came from the link; its note names the channel (messageChannelNotes).
UPDATE "order_events" SET "via" = CASE "note" WHEN 'via WhatsApp' THEN 'whatsapp' WHEN 'via SMS' THEN 'sms' WHEN 'via the message link' THEN 'file' END
WHERE "step" = 'shopper-confirm';
--> statement-breakpoint
-- Parcels shipped in the window, and parcels refused at the door (`refusedAtDoor`) by when the refusal was recorded.
CREATE INDEX "orders_shipped_at_idx" ON "orders" USING btree ("shipped_at") WHERE "orders"."shipped_at" is not null;
--> statement-breakpoint
CREATE INDEX "orders_refused_at_idx" ON "orders" USING btree ("cancelled_at") WHERE "orders"."order_status" = 'Cancelled' and "orders"."shipped_at" is not null;
--> statement-breakpoint
-- The messages of the orders placed in the window (queued with their order), and the answers by the link (after it).
CREATE INDEX "email_outbox_messages_idx" ON "email_outbox" USING btree ("created_at") WHERE "email_outbox"."channel" = 'message';
--> statement-breakpoint
CREATE INDEX "order_events_link_answers_idx" ON "order_events" USING btree ("at") WHERE "order_events"."via" is not null;
