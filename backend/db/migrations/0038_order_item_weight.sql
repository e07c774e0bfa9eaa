-- Each order line keeps its size's weight as it was when the order was placed, as it keeps the name,
-- the size's label and the price: the courier's booking file must not change when the operator
-- later corrects a size's weight. Lines placed before this keep the weight their size has now.
ALTER TABLE "order_items" ADD COLUMN "weight_grams" integer;--> statement-breakpoint
UPDATE "order_items" SET "weight_grams" = "product_variants"."weight_grams" FROM "product_variants" WHERE "product_variants"."id" = "order_items"."variant_id";
