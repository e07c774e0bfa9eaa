-- Every change to a product row (its stock after an order, an operator's edit, a new id, a delete)
-- is announced on the channel `cookware_catalogue` with the product's id, at commit: each backend
-- process listening there forgets its kept read of that product (the product page's read,
-- backend/routes/products.ts). A trigger, not calls in the code, so no write path can forget to announce.
CREATE OR REPLACE FUNCTION cookware_announce_product_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' THEN PERFORM pg_notify('cookware_catalogue', OLD.id); END IF;
  IF TG_OP <> 'DELETE' THEN PERFORM pg_notify('cookware_catalogue', NEW.id); END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER products_announce_change AFTER INSERT OR UPDATE OR DELETE ON products
  FOR EACH ROW EXECUTE FUNCTION cookware_announce_product_change();
