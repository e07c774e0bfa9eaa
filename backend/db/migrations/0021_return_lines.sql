-- Returns by line: a request names the lines and how many of each (null on requests from before, which
-- return the whole order), and the parcel is recorded as received back, each line with its condition,
-- before anything goes back on the shelf or is refunded.
ALTER TABLE "return_requests" ADD COLUMN "lines" jsonb;
--> statement-breakpoint
ALTER TABLE "return_requests" ADD COLUMN "received_at" timestamp with time zone;
--> statement-breakpoint
ALTER TABLE "return_requests" DROP CONSTRAINT "return_requests_status_known";
--> statement-breakpoint
ALTER TABLE "return_requests" ADD CONSTRAINT "return_requests_status_known" CHECK ("status" in ('requested', 'approved', 'refused', 'received', 'refunded'));
