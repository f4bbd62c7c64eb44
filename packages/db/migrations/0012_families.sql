CREATE TYPE "public"."family_role" AS ENUM('guardian', 'member');--> statement-breakpoint
CREATE TABLE "families" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "family_members" (
	"guardian_id" uuid PRIMARY KEY NOT NULL,
	"family_id" uuid NOT NULL,
	"role" "family_role" NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
-- Backfill: one family per existing guardian (its id the guardian's, so no mapping table is
-- needed), the guardian its 保護者, their children in it.
INSERT INTO "families" ("id", "created_at") SELECT "id", "created_at" FROM "guardians";--> statement-breakpoint
INSERT INTO "family_members" ("guardian_id", "family_id", "role", "created_at")
	SELECT "id", "id", 'guardian', "created_at" FROM "guardians";--> statement-breakpoint
ALTER TABLE "children" ADD COLUMN "family_id" uuid;--> statement-breakpoint
UPDATE "children" SET "family_id" = "guardian_id";--> statement-breakpoint
ALTER TABLE "children" ALTER COLUMN "family_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "family_members" ADD CONSTRAINT "family_members_guardian_id_guardians_id_fk" FOREIGN KEY ("guardian_id") REFERENCES "public"."guardians"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "family_members" ADD CONSTRAINT "family_members_family_id_families_id_fk" FOREIGN KEY ("family_id") REFERENCES "public"."families"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "family_members_family_idx" ON "family_members" USING btree ("family_id");--> statement-breakpoint
ALTER TABLE "children" ADD CONSTRAINT "children_family_id_families_id_fk" FOREIGN KEY ("family_id") REFERENCES "public"."families"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "children_family_position_idx" ON "children" USING btree ("family_id","position");