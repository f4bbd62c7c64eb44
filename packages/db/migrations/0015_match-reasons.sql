ALTER TABLE "deliveries" ADD COLUMN "reason" text;--> statement-breakpoint
ALTER TABLE "match_decisions" ADD COLUMN "reason" text;