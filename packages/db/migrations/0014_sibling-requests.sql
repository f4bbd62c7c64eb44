ALTER TABLE "children" ADD COLUMN "sibling_requested_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "children" ADD COLUMN "sibling_rejection_reason" text;