-- A product page's published reviews are kept in memory with the product (backend/routes/reviews.ts)
-- while the database announces every change to what they show: a review written, edited, moderated
-- or answered, and a reviewer's new name. Announced like a product row (migration 0011), with the
-- product's id, so the product's kept reads are forgotten together. A review row names its product
-- as a variant row does: migration 0016's function announces both.
CREATE TRIGGER reviews_announce_change AFTER INSERT OR UPDATE OR DELETE ON reviews
  FOR EACH ROW EXECUTE FUNCTION cookware_announce_variant_change();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION cookware_announce_reviewer_rename() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('cookware_catalogue', product_id) FROM reviews WHERE user_id = NEW.id;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER users_announce_reviewer_rename AFTER UPDATE OF name ON users
  FOR EACH ROW WHEN (OLD.name IS DISTINCT FROM NEW.name) EXECUTE FUNCTION cookware_announce_reviewer_rename();
--> statement-breakpoint
-- Whether a shopper may review a product (a delivered order with it, backend/store/reviews.ts) is
-- kept in memory by shopper and product; their orders and the orders' lines announce the shopper on
-- migration 0008's channel, as their sessions and cart do.
CREATE TRIGGER orders_announce_identity_change AFTER INSERT OR UPDATE OR DELETE ON orders
  FOR EACH ROW EXECUTE FUNCTION cookware_announce_identity_change();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION cookware_announce_order_line_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' THEN PERFORM pg_notify('cookware_identity', user_id) FROM orders WHERE id = OLD.order_id; END IF;
  IF TG_OP <> 'DELETE' THEN PERFORM pg_notify('cookware_identity', user_id) FROM orders WHERE id = NEW.order_id; END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER order_items_announce_identity_change AFTER INSERT OR UPDATE OR DELETE ON order_items
  FOR EACH ROW EXECUTE FUNCTION cookware_announce_order_line_change();
