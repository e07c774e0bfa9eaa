-- The store's health page (issue 40): each running process keeps its row here, so /admin/system lists
-- every process of the store with its uptime, whichever process answers the page.
CREATE TABLE "store_processes" (
	"id" text PRIMARY KEY NOT NULL,
	"host" text NOT NULL,
	"pid" integer NOT NULL,
	"version" text NOT NULL,
	"started_at" timestamp with time zone NOT NULL,
	"seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	"hearing" boolean
);
