-- The policy's non-returnable items: a product the operator marks a final sale (clearance, custom), and
-- a size sold below its compare-at price. Each order line keeps which, as it was when bought.
ALTER TABLE "products" ADD COLUMN "final_sale" boolean DEFAULT false NOT NULL;
--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "return_exclusion" text;
--> statement-breakpoint
ALTER TABLE "order_items" ADD CONSTRAINT "order_items_return_exclusion_known" CHECK ("return_exclusion" in ('final-sale', 'sale'));
