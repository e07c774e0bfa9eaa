-- A return's reason comes from the policy's list; the shopper's own words become optional (required
-- only for "Something else", which the request body checks). Requests from before keep their words in
-- `reason` with no code.
ALTER TABLE "return_requests" ADD COLUMN "reason_code" text;
--> statement-breakpoint
ALTER TABLE "return_requests" ALTER COLUMN "reason" DROP NOT NULL;
--> statement-breakpoint
ALTER TABLE "return_requests" ADD CONSTRAINT "return_requests_reason_known" CHECK ("reason_code" in ('damaged', 'wrong-item', 'not-as-described', 'changed-mind', 'other'));
