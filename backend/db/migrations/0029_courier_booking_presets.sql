-- Courier booking-file presets the operator adjusts at /admin/settings (issue 38): one row a courier, absent until
-- first saved. Null columns (and weight unit) mean the courier's default preset, the constants of
-- contract/order-lifecycle/booking-files.ts: "Reset to the default" nulls them and moves the version on, so a form
-- opened before the reset is refused as stale like any other.
CREATE TABLE "courier_booking_presets" (
	"courier" text PRIMARY KEY NOT NULL,
	"columns" jsonb,
	"weight_unit" text,
	"version" integer DEFAULT 1 NOT NULL,
	"updated_by" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "courier_booking_presets_weight_unit" CHECK ("weight_unit" IN ('kg', 'g')),
	CONSTRAINT "courier_booking_presets_whole" CHECK (("columns" IS NULL) = ("weight_unit" IS NULL)),
	CONSTRAINT "courier_booking_presets_columns_list" CHECK ("columns" IS NULL OR jsonb_typeof("columns") = 'array')
);
--> statement-breakpoint
ALTER TABLE "courier_booking_presets" ADD CONSTRAINT "courier_booking_presets_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
