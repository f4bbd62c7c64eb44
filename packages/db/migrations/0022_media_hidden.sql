ALTER TABLE "media" ADD COLUMN "hidden_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "media" ADD COLUMN "hidden_by" uuid;--> statement-breakpoint
ALTER TABLE "media" ADD CONSTRAINT "media_hidden_by_staff_accounts_id_fk" FOREIGN KEY ("hidden_by") REFERENCES "public"."staff_accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "media_facility_uploaded_idx" ON "media" USING btree ("facility_id","uploaded_at");
