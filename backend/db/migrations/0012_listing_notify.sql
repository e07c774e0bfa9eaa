-- Listing pages and best sellers also read orders and their items (units delivered in the
-- best-seller window): a change to either is announced on `cookware_catalogue` too, with the
-- payload '*' (no product of its own), so every process forgets its kept listings
-- (backend/store/catalogue-cache.ts). Once per statement: a listing does not care which row.
CREATE OR REPLACE FUNCTION cookware_announce_listing_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('cookware_catalogue', '*');
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER orders_announce_listing_change AFTER INSERT OR UPDATE OR DELETE ON orders
  FOR EACH STATEMENT EXECUTE FUNCTION cookware_announce_listing_change();
--> statement-breakpoint
CREATE TRIGGER order_items_announce_listing_change AFTER INSERT OR UPDATE OR DELETE ON order_items
  FOR EACH STATEMENT EXECUTE FUNCTION cookware_announce_listing_change();
