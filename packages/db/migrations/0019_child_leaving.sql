CREATE TYPE "public"."child_leaving_reason" AS ENUM('withdrawal', 'graduation');--> statement-breakpoint
ALTER TABLE "children" ADD COLUMN "leaves_on" date;--> statement-breakpoint
ALTER TABLE "children" ADD COLUMN "leaving_reason" "child_leaving_reason";--> statement-breakpoint
CREATE INDEX "children_leaves_on_idx" ON "children" USING btree ("leaves_on");
