-- Risky orders (issue 38): the first-order limit the operator sets at /admin/settings; null is the
-- contract's default (DEFAULT_FIRST_ORDER_LIMIT_RUPEES), 0 turns the "Large first order" badge off.
ALTER TABLE "store_settings" ADD COLUMN "first_order_limit_rupees" integer;
