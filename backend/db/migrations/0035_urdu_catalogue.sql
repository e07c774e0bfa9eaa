-- A catalogue in both languages (issue 39): the Urdu name, description, size labels and capacities
-- (the size guide's words) an operator writes beside the English. Null until written: an Urdu page then shows the
-- English (backend rows before this migration keep theirs untouched).
ALTER TABLE "products" ADD COLUMN "name_ur" text;
--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "description_ur" text;
--> statement-breakpoint
ALTER TABLE "product_variants" ADD COLUMN "label_ur" text;
--> statement-breakpoint
ALTER TABLE "product_variants" ADD COLUMN "capacity_ur" text;
