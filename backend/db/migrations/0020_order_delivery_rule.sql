-- The delivery rule an order was placed under, kept on the order: a shopper's change within the window
-- (a line removed, a new address) recomputes the fee by the rule the shopper was shown, not by today's.
-- Orders placed before this migration keep null, and a change keeps their fee as charged.
ALTER TABLE "orders" ADD COLUMN "delivery_rule" jsonb;
