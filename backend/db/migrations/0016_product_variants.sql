-- A size is a thing you can buy: each product has one or more variants, each with its own label,
-- SKU, price, stock, weight and size-guide figures. The product row keeps its price (the lowest
-- active variant's), stock (the sum of its active variants') and sizes (their labels), written by
-- the trigger below, so listings, sorting and filters read one row as before.
CREATE TABLE "product_variants" (
	"id" text PRIMARY KEY NOT NULL,
	"product_id" text NOT NULL,
	"slug" text NOT NULL,
	"label" text DEFAULT '' NOT NULL,
	"sku" text NOT NULL,
	"price_paisa" integer NOT NULL,
	"compare_at_paisa" integer,
	"stock" integer DEFAULT 0 NOT NULL,
	"weight_grams" integer DEFAULT 0 NOT NULL,
	"capacity" text,
	"servings" text,
	"position" integer NOT NULL,
	"archived" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "product_variants_sku_unique" UNIQUE("sku"),
	CONSTRAINT "product_variants_slug_unique" UNIQUE("product_id","slug"),
	CONSTRAINT "product_variants_price_not_negative" CHECK ("product_variants"."price_paisa" >= 0),
	CONSTRAINT "product_variants_compare_at_above_price" CHECK ("product_variants"."compare_at_paisa" is null or "product_variants"."compare_at_paisa" > "product_variants"."price_paisa"),
	CONSTRAINT "product_variants_stock_not_negative" CHECK ("product_variants"."stock" >= 0),
	CONSTRAINT "product_variants_weight_range" CHECK ("product_variants"."weight_grams" between 0 and 100000)
);
--> statement-breakpoint
ALTER TABLE "product_variants" ADD CONSTRAINT "product_variants_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE cascade;
--> statement-breakpoint
CREATE INDEX "product_variants_product_idx" ON "product_variants" USING btree ("product_id","position");
--> statement-breakpoint
CREATE UNIQUE INDEX "product_variants_active_label_unique" ON "product_variants" USING btree ("product_id","label") WHERE not "product_variants"."archived";
--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "check_stock_per_size" boolean DEFAULT false NOT NULL;
--> statement-breakpoint
-- Each product's sizes become variants at its price; a sized product's whole stock goes to its
-- first size (flagged for the operator to check), a product without sizes gets one default variant.
INSERT INTO product_variants (id, product_id, slug, label, sku, price_paisa, stock, position)
WITH sizes AS (
  SELECT p.id AS product_id, s.label, min(s.position)::int AS position
  FROM products p, unnest(p.sizes) WITH ORDINALITY AS s(label, position)
  GROUP BY p.id, s.label
), numbered AS (
  SELECT product_id, label, row_number() OVER (PARTITION BY product_id ORDER BY position)::int AS position,
    coalesce(nullif(lower(trim(both '-' from regexp_replace(label, '[^A-Za-z0-9]+', '-', 'g'))), ''), 'size') AS slug
  FROM sizes
)
SELECT substr(md5(p.id || '/' || m.label), 1, 24), p.id,
  CASE WHEN count(*) OVER (PARTITION BY p.id, m.slug) > 1 OR m.slug IN ('size', 'default') THEN m.slug || '-' || m.position ELSE m.slug END,
  m.label, md5(p.id || '/' || m.label), p.price_paisa, CASE WHEN m.position = 1 THEN p.stock ELSE 0 END, m.position - 1
FROM numbered m JOIN products p ON p.id = m.product_id;
--> statement-breakpoint
INSERT INTO product_variants (id, product_id, slug, label, sku, price_paisa, stock, position)
SELECT substr(md5(p.id || '/'), 1, 24), p.id, 'default', '', md5(p.id || '/'), p.price_paisa, p.stock, 0
FROM products p WHERE cardinality(p.sizes) = 0;
--> statement-breakpoint
-- Orders name sizes a product may no longer list: those become archived variants, so every order line points to one.
INSERT INTO product_variants (id, product_id, slug, label, sku, price_paisa, stock, position, archived)
SELECT substr(md5(o.product_id || '/' || o.size), 1, 24), o.product_id,
  'former-' || substr(md5(o.size), 1, 8), o.size, md5(o.product_id || '/' || o.size), max(o.unit_price_paisa), 0,
  1000 + row_number() OVER (PARTITION BY o.product_id ORDER BY o.size), true
FROM order_items o
WHERE coalesce(o.size, '') <> '' AND NOT EXISTS (SELECT 1 FROM product_variants v WHERE v.product_id = o.product_id AND v.label = o.size)
GROUP BY o.product_id, o.size;
--> statement-breakpoint
UPDATE product_variants v SET sku = upper(CASE WHEN v.slug = 'default' THEN v.product_id ELSE v.product_id || '-' || v.slug END)
  || CASE WHEN count_same.n > 1 THEN '-' || v.id ELSE '' END
FROM (SELECT id, count(*) OVER (PARTITION BY upper(CASE WHEN slug = 'default' THEN product_id ELSE product_id || '-' || slug END)) AS n FROM product_variants) count_same
WHERE count_same.id = v.id;
--> statement-breakpoint
UPDATE products SET check_stock_per_size = true WHERE cardinality(sizes) > 1;
--> statement-breakpoint
ALTER TABLE "cart_items" ADD COLUMN "variant_id" text;
--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "variant_id" text;
--> statement-breakpoint
ALTER TABLE "stock_movements" ADD COLUMN "variant_id" text;
--> statement-breakpoint
UPDATE cart_items c SET variant_id = v.id FROM product_variants v
  WHERE v.product_id = c.product_id AND NOT v.archived AND (v.label = c.size OR (c.size = '' AND v.slug = 'default'));
--> statement-breakpoint
-- A line naming a size its product no longer has could never be ordered: it goes.
DELETE FROM cart_items WHERE variant_id IS NULL;
--> statement-breakpoint
UPDATE order_items o SET variant_id = v.id FROM product_variants v
  WHERE v.product_id = o.product_id AND v.label = coalesce(o.size, '');
--> statement-breakpoint
UPDATE order_items o SET variant_id = v.id FROM product_variants v
  WHERE o.variant_id IS NULL AND v.product_id = o.product_id AND v.position = 0;
--> statement-breakpoint
-- The ledger so far counted the whole product, which now sits on its first variant.
UPDATE stock_movements m SET variant_id = v.id FROM product_variants v WHERE v.product_id = m.product_id AND v.position = 0;
--> statement-breakpoint
ALTER TABLE "cart_items" ALTER COLUMN "variant_id" SET NOT NULL;
--> statement-breakpoint
ALTER TABLE "cart_items" DROP CONSTRAINT "cart_items_line_unique";
--> statement-breakpoint
ALTER TABLE "cart_items" ADD CONSTRAINT "cart_items_line_unique" UNIQUE("user_id","variant_id");
--> statement-breakpoint
ALTER TABLE "cart_items" ADD CONSTRAINT "cart_items_variant_id_product_variants_id_fk" FOREIGN KEY ("variant_id") REFERENCES "public"."product_variants"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "order_items" ADD CONSTRAINT "order_items_variant_id_product_variants_id_fk" FOREIGN KEY ("variant_id") REFERENCES "public"."product_variants"("id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "stock_movements" ADD CONSTRAINT "stock_movements_variant_id_product_variants_id_fk" FOREIGN KEY ("variant_id") REFERENCES "public"."product_variants"("id") ON DELETE set null ON UPDATE no action;
--> statement-breakpoint
CREATE INDEX "cart_items_variant_idx" ON "cart_items" USING btree ("variant_id");
--> statement-breakpoint
CREATE INDEX "order_items_variant_idx" ON "order_items" USING btree ("variant_id");
--> statement-breakpoint
-- The product row's price, stock and sizes follow its active variants. Writers lock the product
-- row before its variants (backend/store/stock.ts), so this update never waits on another's lock.
CREATE OR REPLACE FUNCTION cookware_roll_up_product(changed_product text) RETURNS void LANGUAGE sql AS $$
  UPDATE products p SET
    stock = coalesce((SELECT sum(v.stock)::int FROM product_variants v WHERE v.product_id = p.id AND NOT v.archived), 0),
    price_paisa = coalesce((SELECT min(v.price_paisa) FROM product_variants v WHERE v.product_id = p.id AND NOT v.archived), p.price_paisa),
    sizes = coalesce((SELECT array_agg(v.label ORDER BY v.position) FROM product_variants v
      WHERE v.product_id = p.id AND NOT v.archived AND v.label <> ''), '{}')
  WHERE p.id = changed_product;
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION cookware_product_from_variants() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' AND NEW.product_id = OLD.product_id AND NEW.stock = OLD.stock AND NEW.price_paisa = OLD.price_paisa
    AND NEW.label = OLD.label AND NEW.position = OLD.position AND NEW.archived = OLD.archived THEN
    RETURN NULL;
  END IF;
  -- Made by products_get_variants from the row just inserted: its price, stock and sizes already agree.
  IF TG_OP = 'INSERT' AND pg_trigger_depth() > 1 THEN RETURN NULL; END IF;
  IF TG_OP = 'DELETE' THEN PERFORM cookware_roll_up_product(OLD.product_id); ELSE PERFORM cookware_roll_up_product(NEW.product_id); END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER product_variants_roll_up AFTER INSERT OR UPDATE OR DELETE ON product_variants
  FOR EACH ROW EXECUTE FUNCTION cookware_product_from_variants();
--> statement-breakpoint
-- Announced like a product row (migration 0011): the product page's and listings' kept reads include variants.
CREATE OR REPLACE FUNCTION cookware_announce_variant_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' THEN PERFORM pg_notify('cookware_catalogue', OLD.product_id); END IF;
  IF TG_OP <> 'DELETE' THEN PERFORM pg_notify('cookware_catalogue', NEW.product_id); END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER product_variants_announce_change AFTER INSERT OR UPDATE OR DELETE ON product_variants
  FOR EACH ROW EXECUTE FUNCTION cookware_announce_variant_change();
--> statement-breakpoint
-- A product inserted without variants gets them from its sizes, as the data above was moved: one per
-- size at its price with the stock on the first, or one default variant. Every writer of products
-- (the operator's new product, the demo seed, tests, the bench's generated catalogues) so sells.
CREATE OR REPLACE FUNCTION cookware_variants_for_new_product() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO product_variants (id, product_id, slug, label, sku, price_paisa, stock, position)
  SELECT substr(md5(NEW.id || '/' || s.label || clock_timestamp()::text), 1, 24), NEW.id, s.slug, s.label,
    CASE WHEN EXISTS (SELECT 1 FROM product_variants v WHERE v.sku = s.sku) THEN s.sku || '-' || substr(md5(NEW.id), 1, 6) ELSE s.sku END,
    NEW.price_paisa, CASE WHEN s.position = 0 THEN NEW.stock ELSE 0 END, s.position
  FROM (
    SELECT label, position, slug, upper(CASE WHEN slug = 'default' THEN NEW.id ELSE NEW.id || '-' || slug END) AS sku
    FROM (
      SELECT label, (row_number() OVER (ORDER BY min(position)))::int - 1 AS position,
        CASE WHEN label = '' THEN 'default'
          ELSE coalesce(nullif(lower(trim(both '-' from regexp_replace(label, '[^A-Za-z0-9]+', '-', 'g'))), ''), 'size') END AS slug
      FROM unnest(CASE WHEN cardinality(NEW.sizes) = 0 THEN ARRAY[''] ELSE NEW.sizes END) WITH ORDINALITY AS u(label, position)
      GROUP BY label
    ) sized
  ) s
  ON CONFLICT (product_id, slug) DO NOTHING;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER products_get_variants AFTER INSERT ON products
  FOR EACH ROW EXECUTE FUNCTION cookware_variants_for_new_product();
