-- The store's settings, edited at /admin/settings: one row (absent until the operator first saves).
-- A null setting is the default (the environment variable where there is one, else the contract's).
-- Orders already keep their delivery fee in `shipping_paisa` (0 on every order placed so far).
CREATE TABLE "store_settings" (
	"id" text PRIMARY KEY DEFAULT 'store' NOT NULL,
	"delivery_rule" jsonb,
	"low_stock_threshold" integer,
	"version" integer DEFAULT 1 NOT NULL,
	"updated_by" text REFERENCES "users"("id"),
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "store_settings_one_row" CHECK ("id" = 'store')
);
--> statement-breakpoint
-- Settings are read on many pages and kept in memory (backend/store/settings-cache.ts): a change is
-- announced on `cookware_catalogue` with the payload 'store_settings', so every process forgets them.
CREATE OR REPLACE FUNCTION cookware_announce_settings_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('cookware_catalogue', 'store_settings');
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER store_settings_announce_change AFTER INSERT OR UPDATE OR DELETE ON store_settings
  FOR EACH STATEMENT EXECUTE FUNCTION cookware_announce_settings_change();
