ALTER TABLE "media" ADD COLUMN "medium_key" text;--> statement-breakpoint
CREATE INDEX "media_without_medium_idx" ON "media" USING btree ("id") WHERE "media"."medium_key" is null;