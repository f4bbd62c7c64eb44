ALTER TABLE "children" ADD COLUMN "face_protected_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "media" ADD COLUMN "protection_checked_at" timestamp with time zone;--> statement-breakpoint
CREATE TABLE "media_redactions" (
	"media_id" uuid PRIMARY KEY NOT NULL,
	"family_ids" uuid[] NOT NULL,
	"faces" jsonb NOT NULL,
	"unsafe_reason" text,
	"thumbnail_key" text,
	"medium_key" text,
	"preview_key" text,
	"full_key" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "media_redactions" ADD CONSTRAINT "media_redactions_media_id_media_id_fk" FOREIGN KEY ("media_id") REFERENCES "public"."media"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "children_face_protected_idx" ON "children" USING btree ("facility_id") WHERE "children"."face_protected_at" is not null;
