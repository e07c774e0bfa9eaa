-- The price of the line's size when the shopper last put it in the cart or saved the cart: the cart
-- says so when that size's price has changed since. Lines from before this migration have none, and
-- show no notice until the shopper next saves them.
ALTER TABLE "cart_items" ADD COLUMN "price_seen_paisa" integer;
