-- A shopper's photos of what they return (at most 3 per order), kept in two sizes and never the
-- original; private, so apart from media_files, which /media serves to anyone.
CREATE TABLE "return_photos" (
	"id" text PRIMARY KEY NOT NULL,
	"order_id" text NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"small" bytea NOT NULL,
	"large" bytea NOT NULL,
	"added_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "return_photos" ADD CONSTRAINT "return_photos_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
CREATE INDEX "return_photos_order_idx" ON "return_photos" USING btree ("order_id","added_at");
