-- Search documents (issue 39): each product's words, folded and split as a typed search is
-- (contract/search-text.ts), kept by a trigger that backend/db/search-documents.ts creates at start
-- from those rules. Names alone rank a match above one in a description; all four texts find it.
-- Not in the Drizzle table: no read of a product needs them, only the search's conditions.
ALTER TABLE "products" ADD COLUMN "search_names" tsvector;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "search_text" tsvector;--> statement-breakpoint
CREATE INDEX "products_search_text_idx" ON "products" USING gin ("search_text") WITH (fastupdate = off);--> statement-breakpoint
CREATE INDEX "products_search_names_idx" ON "products" USING gin ("search_names") WITH (fastupdate = off);--> statement-breakpoint
-- A SKU is found by its start, typed in any case.
CREATE INDEX "product_variants_sku_lower_idx" ON "product_variants" (lower("sku") text_pattern_ops);
--> statement-breakpoint
-- Every word of the documents, so a typed word's prefix is looked up as the words it begins
-- (exact lexemes, which the GIN index answers far faster than a prefix). Words are only added:
-- one no product holds any more finds nothing, and all are made again when the rules change.
CREATE TABLE "search_vocabulary" ("word" text COLLATE "C" PRIMARY KEY);
--> statement-breakpoint
-- The product named so (in either language) comes first in a search's order.
CREATE INDEX "products_name_lower_idx" ON "products" (lower("name"));--> statement-breakpoint
CREATE INDEX "products_name_ur_idx" ON "products" ("name_ur");
--> statement-breakpoint
-- A search reads the vocabulary: a change is announced like a listing's (backend/store/catalogue-cache.ts).
CREATE TRIGGER search_vocabulary_announce_listing_change AFTER INSERT OR UPDATE OR DELETE ON search_vocabulary
  FOR EACH STATEMENT EXECUTE FUNCTION cookware_announce_listing_change();
