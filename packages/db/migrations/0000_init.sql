CREATE TYPE "public"."actor_kind" AS ENUM('guardian', 'staff', 'system');--> statement-breakpoint
CREATE TYPE "public"."one_time_code_purpose" AS ENUM('signup', 'password_reset');--> statement-breakpoint
CREATE TYPE "public"."payment_provider" AS ENUM('stripe', 'test');--> statement-breakpoint
CREATE TYPE "public"."subscription_status" AS ENUM('incomplete', 'active', 'past_due', 'canceled', 'ended');--> statement-breakpoint
CREATE TYPE "public"."reference_image_status" AS ENUM('pending', 'uploaded', 'accepted', 'rejected');--> statement-breakpoint
CREATE TYPE "public"."delivery_source" AS ENUM('auto', 'seed', 'manual');--> statement-breakpoint
CREATE TYPE "public"."match_decision" AS ENUM('accepted', 'rejected', 'ambiguous');--> statement-breakpoint
CREATE TYPE "public"."guardian_status" AS ENUM('unverified', 'verified', 'requested', 'approved', 'rejected', 'withdrawn');--> statement-breakpoint
CREATE TYPE "public"."subscription_type" AS ENUM('free', 'trial', 'premium');--> statement-breakpoint
CREATE TYPE "public"."inquiry_kind" AS ENUM('contact', 'parents_contact', 'parents_request');--> statement-breakpoint
CREATE TYPE "public"."media_kind" AS ENUM('photo', 'video');--> statement-breakpoint
CREATE TYPE "public"."media_status" AS ENUM('processing', 'ready', 'failed');--> statement-breakpoint
CREATE TYPE "public"."staff_role" AS ENUM('operator', 'facility_staff');--> statement-breakpoint
CREATE TABLE "audit_log" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "audit_log_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"actor_kind" "actor_kind" NOT NULL,
	"actor_id" uuid,
	"action" text NOT NULL,
	"target_type" text,
	"target_id" text,
	"detail" jsonb,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "one_time_codes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"guardian_id" uuid,
	"email" text,
	"purpose" "one_time_code_purpose" NOT NULL,
	"code_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"consumed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "one_time_codes_target_check" CHECK ("one_time_codes"."guardian_id" is not null or "one_time_codes"."email" is not null)
);
--> statement-breakpoint
CREATE TABLE "refresh_tokens" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"guardian_id" uuid,
	"staff_id" uuid,
	"family_id" uuid NOT NULL,
	"token_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone,
	"replaced_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "refresh_tokens_token_hash_unique" UNIQUE("token_hash"),
	CONSTRAINT "refresh_tokens_owner_check" CHECK (("refresh_tokens"."guardian_id" is null) <> ("refresh_tokens"."staff_id" is null))
);
--> statement-breakpoint
CREATE TABLE "payment_events" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "payment_events_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"provider" "payment_provider" NOT NULL,
	"provider_event_id" text NOT NULL,
	"type" text NOT NULL,
	"payload" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"processed_at" timestamp with time zone,
	CONSTRAINT "payment_events_provider_event_unique" UNIQUE("provider","provider_event_id")
);
--> statement-breakpoint
CREATE TABLE "payment_methods" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"guardian_id" uuid NOT NULL,
	"provider" "payment_provider" NOT NULL,
	"provider_customer_id" text NOT NULL,
	"provider_payment_method_id" text,
	"card_brand" text,
	"card_last4" text,
	"card_exp_month" integer,
	"card_exp_year" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payment_methods_guardian_id_unique" UNIQUE("guardian_id")
);
--> statement-breakpoint
CREATE TABLE "subscriptions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"guardian_id" uuid NOT NULL,
	"subscription_started_at" timestamp with time zone NOT NULL,
	"subscription_started_recurring_at" timestamp with time zone,
	"unit_price" integer NOT NULL,
	"status" "subscription_status" DEFAULT 'incomplete' NOT NULL,
	"provider" "payment_provider" NOT NULL,
	"provider_subscription_id" text,
	"ended_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "subscriptions_provider_subscription_id_unique" UNIQUE("provider_subscription_id"),
	CONSTRAINT "subscriptions_unit_price_check" CHECK ("subscriptions"."unit_price" >= 0)
);
--> statement-breakpoint
CREATE TABLE "children" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"guardian_id" uuid NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"facility_id" uuid NOT NULL,
	"class_id" uuid,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"nickname" text,
	"birthday" date NOT NULL,
	"spend_free_trial" boolean DEFAULT false NOT NULL,
	"approved_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "reference_images" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"child_id" uuid NOT NULL,
	"storage_key" text NOT NULL,
	"status" "reference_image_status" DEFAULT 'pending' NOT NULL,
	"face_count" integer,
	"rejection_reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "reference_images_storage_key_unique" UNIQUE("storage_key")
);
--> statement-breakpoint
CREATE TABLE "collection_media" (
	"collection_id" uuid NOT NULL,
	"media_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	CONSTRAINT "collection_media_pk" PRIMARY KEY("collection_id","media_id")
);
--> statement-breakpoint
CREATE TABLE "collection_views" (
	"collection_id" uuid NOT NULL,
	"guardian_id" uuid NOT NULL,
	"viewed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "collection_views_pk" PRIMARY KEY("collection_id","guardian_id")
);
--> statement-breakpoint
CREATE TABLE "photo_movie_collections" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"child_id" uuid NOT NULL,
	"date_from" date NOT NULL,
	"date_to" date NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"is_published" boolean DEFAULT false NOT NULL,
	"published_at" timestamp with time zone,
	"thumbnail_key" text,
	"video_key" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "photo_movie_collections_child_week_unique" UNIQUE("child_id","date_from"),
	CONSTRAINT "photo_movie_collections_dates_check" CHECK ("photo_movie_collections"."date_to" >= "photo_movie_collections"."date_from")
);
--> statement-breakpoint
CREATE TABLE "deliveries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"child_id" uuid NOT NULL,
	"media_id" uuid NOT NULL,
	"shooting_at" timestamp with time zone NOT NULL,
	"delivered_at" timestamp with time zone DEFAULT now() NOT NULL,
	"similarity" real,
	"margin" real,
	"source" "delivery_source" DEFAULT 'auto' NOT NULL,
	"revoked_at" timestamp with time zone,
	"revoked_reason" text,
	CONSTRAINT "deliveries_child_media_unique" UNIQUE("child_id","media_id")
);
--> statement-breakpoint
CREATE TABLE "match_decisions" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "match_decisions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"face_id" uuid NOT NULL,
	"child_id" uuid,
	"similarity" real,
	"margin" real,
	"decision" "match_decision" NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "download_history" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "download_history_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"child_id" uuid NOT NULL,
	"media_id" uuid NOT NULL,
	"guardian_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "classes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"facility_id" uuid NOT NULL,
	"name" text NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "classes_facility_name_unique" UNIQUE("facility_id","name")
);
--> statement-breakpoint
CREATE TABLE "facilities" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"subscription_unit_price" integer DEFAULT 1480 NOT NULL,
	"has_free_trial" boolean DEFAULT true NOT NULL,
	"free_trial_days" integer DEFAULT 14 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "facilities_code_unique" UNIQUE("code"),
	CONSTRAINT "facilities_unit_price_check" CHECK ("facilities"."subscription_unit_price" >= 0),
	CONSTRAINT "facilities_trial_days_check" CHECK ("facilities"."free_trial_days" >= 0)
);
--> statement-breakpoint
CREATE TABLE "guardians" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_uid" uuid DEFAULT gen_random_uuid() NOT NULL,
	"email" text NOT NULL,
	"password_hash" text NOT NULL,
	"status" "guardian_status" DEFAULT 'unverified' NOT NULL,
	"subscription_type" "subscription_type" DEFAULT 'free' NOT NULL,
	"first_name" text,
	"last_name" text,
	"approved_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"withdrawn_at" timestamp with time zone,
	CONSTRAINT "guardians_user_uid_unique" UNIQUE("user_uid"),
	CONSTRAINT "guardians_email_unique" UNIQUE("email"),
	CONSTRAINT "guardians_email_lowercase_check" CHECK ("guardians"."email" = lower("guardians"."email"))
);
--> statement-breakpoint
CREATE TABLE "inquiries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kind" "inquiry_kind" NOT NULL,
	"company_name" text,
	"name" text NOT NULL,
	"furigana_name" text,
	"email" text NOT NULL,
	"phone_number" text,
	"title" text,
	"message" text NOT NULL,
	"extra" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"handled_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "faces" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"media_id" uuid,
	"reference_image_id" uuid,
	"box_x" real NOT NULL,
	"box_y" real NOT NULL,
	"box_width" real NOT NULL,
	"box_height" real NOT NULL,
	"embedding" real[] NOT NULL,
	"detection_score" real NOT NULL,
	"quality" real,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "faces_source_check" CHECK (("faces"."media_id" is null) <> ("faces"."reference_image_id" is null))
);
--> statement-breakpoint
CREATE TABLE "media" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"facility_id" uuid NOT NULL,
	"kind" "media_kind" NOT NULL,
	"original_key" text NOT NULL,
	"preview_key" text,
	"thumbnail_key" text,
	"poster_key" text,
	"video_key" text,
	"content_sha256" text NOT NULL,
	"perceptual_hash" text,
	"width" integer,
	"height" integer,
	"duration_ms" integer,
	"shooting_at" timestamp with time zone DEFAULT now() NOT NULL,
	"uploaded_at" timestamp with time zone DEFAULT now() NOT NULL,
	"uploaded_by" uuid,
	"placeholder" text,
	"quality_score" real,
	"status" "media_status" DEFAULT 'processing' NOT NULL,
	"seeded" boolean DEFAULT false NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "media_facility_sha256_unique" UNIQUE("facility_id","content_sha256")
);
--> statement-breakpoint
CREATE TABLE "notification_preferences" (
	"guardian_id" uuid NOT NULL,
	"type" text NOT NULL,
	"optout" boolean DEFAULT false NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "notification_preferences_pk" PRIMARY KEY("guardian_id","type")
);
--> statement-breakpoint
CREATE TABLE "staff_accounts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"email" text NOT NULL,
	"password_hash" text NOT NULL,
	"role" "staff_role" NOT NULL,
	"facility_id" uuid,
	"name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "staff_accounts_email_unique" UNIQUE("email"),
	CONSTRAINT "staff_accounts_email_lowercase_check" CHECK ("staff_accounts"."email" = lower("staff_accounts"."email")),
	CONSTRAINT "staff_accounts_facility_check" CHECK ("staff_accounts"."role" = 'operator' or "staff_accounts"."facility_id" is not null)
);
--> statement-breakpoint
ALTER TABLE "one_time_codes" ADD CONSTRAINT "one_time_codes_guardian_id_guardians_id_fk" FOREIGN KEY ("guardian_id") REFERENCES "public"."guardians"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refresh_tokens" ADD CONSTRAINT "refresh_tokens_guardian_id_guardians_id_fk" FOREIGN KEY ("guardian_id") REFERENCES "public"."guardians"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refresh_tokens" ADD CONSTRAINT "refresh_tokens_staff_id_staff_accounts_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."staff_accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refresh_tokens" ADD CONSTRAINT "refresh_tokens_replaced_by_refresh_tokens_id_fk" FOREIGN KEY ("replaced_by") REFERENCES "public"."refresh_tokens"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_methods" ADD CONSTRAINT "payment_methods_guardian_id_guardians_id_fk" FOREIGN KEY ("guardian_id") REFERENCES "public"."guardians"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD CONSTRAINT "subscriptions_guardian_id_guardians_id_fk" FOREIGN KEY ("guardian_id") REFERENCES "public"."guardians"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "children" ADD CONSTRAINT "children_guardian_id_guardians_id_fk" FOREIGN KEY ("guardian_id") REFERENCES "public"."guardians"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "children" ADD CONSTRAINT "children_facility_id_facilities_id_fk" FOREIGN KEY ("facility_id") REFERENCES "public"."facilities"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "children" ADD CONSTRAINT "children_class_id_classes_id_fk" FOREIGN KEY ("class_id") REFERENCES "public"."classes"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reference_images" ADD CONSTRAINT "reference_images_child_id_children_id_fk" FOREIGN KEY ("child_id") REFERENCES "public"."children"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "collection_media" ADD CONSTRAINT "collection_media_collection_id_photo_movie_collections_id_fk" FOREIGN KEY ("collection_id") REFERENCES "public"."photo_movie_collections"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "collection_media" ADD CONSTRAINT "collection_media_media_id_media_id_fk" FOREIGN KEY ("media_id") REFERENCES "public"."media"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "collection_views" ADD CONSTRAINT "collection_views_collection_id_photo_movie_collections_id_fk" FOREIGN KEY ("collection_id") REFERENCES "public"."photo_movie_collections"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "collection_views" ADD CONSTRAINT "collection_views_guardian_id_guardians_id_fk" FOREIGN KEY ("guardian_id") REFERENCES "public"."guardians"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "photo_movie_collections" ADD CONSTRAINT "photo_movie_collections_child_id_children_id_fk" FOREIGN KEY ("child_id") REFERENCES "public"."children"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deliveries" ADD CONSTRAINT "deliveries_child_id_children_id_fk" FOREIGN KEY ("child_id") REFERENCES "public"."children"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deliveries" ADD CONSTRAINT "deliveries_media_id_media_id_fk" FOREIGN KEY ("media_id") REFERENCES "public"."media"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "match_decisions" ADD CONSTRAINT "match_decisions_face_id_faces_id_fk" FOREIGN KEY ("face_id") REFERENCES "public"."faces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "match_decisions" ADD CONSTRAINT "match_decisions_child_id_children_id_fk" FOREIGN KEY ("child_id") REFERENCES "public"."children"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "download_history" ADD CONSTRAINT "download_history_child_id_children_id_fk" FOREIGN KEY ("child_id") REFERENCES "public"."children"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "download_history" ADD CONSTRAINT "download_history_media_id_media_id_fk" FOREIGN KEY ("media_id") REFERENCES "public"."media"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "download_history" ADD CONSTRAINT "download_history_guardian_id_guardians_id_fk" FOREIGN KEY ("guardian_id") REFERENCES "public"."guardians"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "classes" ADD CONSTRAINT "classes_facility_id_facilities_id_fk" FOREIGN KEY ("facility_id") REFERENCES "public"."facilities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "faces" ADD CONSTRAINT "faces_media_id_media_id_fk" FOREIGN KEY ("media_id") REFERENCES "public"."media"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "faces" ADD CONSTRAINT "faces_reference_image_id_reference_images_id_fk" FOREIGN KEY ("reference_image_id") REFERENCES "public"."reference_images"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "media" ADD CONSTRAINT "media_facility_id_facilities_id_fk" FOREIGN KEY ("facility_id") REFERENCES "public"."facilities"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "media" ADD CONSTRAINT "media_uploaded_by_staff_accounts_id_fk" FOREIGN KEY ("uploaded_by") REFERENCES "public"."staff_accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notification_preferences" ADD CONSTRAINT "notification_preferences_guardian_id_guardians_id_fk" FOREIGN KEY ("guardian_id") REFERENCES "public"."guardians"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff_accounts" ADD CONSTRAINT "staff_accounts_facility_id_facilities_id_fk" FOREIGN KEY ("facility_id") REFERENCES "public"."facilities"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "audit_log_at_idx" ON "audit_log" USING btree ("at");--> statement-breakpoint
CREATE INDEX "audit_log_actor_idx" ON "audit_log" USING btree ("actor_id");--> statement-breakpoint
CREATE INDEX "audit_log_target_idx" ON "audit_log" USING btree ("target_type","target_id");--> statement-breakpoint
CREATE INDEX "one_time_codes_guardian_purpose_idx" ON "one_time_codes" USING btree ("guardian_id","purpose");--> statement-breakpoint
CREATE INDEX "one_time_codes_email_purpose_idx" ON "one_time_codes" USING btree ("email","purpose");--> statement-breakpoint
CREATE INDEX "refresh_tokens_family_idx" ON "refresh_tokens" USING btree ("family_id");--> statement-breakpoint
CREATE INDEX "refresh_tokens_guardian_idx" ON "refresh_tokens" USING btree ("guardian_id");--> statement-breakpoint
CREATE INDEX "refresh_tokens_staff_idx" ON "refresh_tokens" USING btree ("staff_id");--> statement-breakpoint
CREATE INDEX "refresh_tokens_expires_idx" ON "refresh_tokens" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "subscriptions_guardian_created_idx" ON "subscriptions" USING btree ("guardian_id","created_at");--> statement-breakpoint
CREATE INDEX "children_guardian_position_idx" ON "children" USING btree ("guardian_id","position");--> statement-breakpoint
CREATE INDEX "children_facility_idx" ON "children" USING btree ("facility_id");--> statement-breakpoint
CREATE INDEX "children_class_idx" ON "children" USING btree ("class_id");--> statement-breakpoint
CREATE INDEX "reference_images_child_idx" ON "reference_images" USING btree ("child_id");--> statement-breakpoint
CREATE INDEX "collection_media_media_idx" ON "collection_media" USING btree ("media_id");--> statement-breakpoint
CREATE INDEX "collection_views_guardian_idx" ON "collection_views" USING btree ("guardian_id");--> statement-breakpoint
CREATE INDEX "deliveries_timeline_idx" ON "deliveries" USING btree ("child_id","shooting_at" DESC NULLS FIRST,"media_id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "deliveries_media_idx" ON "deliveries" USING btree ("media_id");--> statement-breakpoint
CREATE INDEX "match_decisions_face_idx" ON "match_decisions" USING btree ("face_id");--> statement-breakpoint
CREATE INDEX "match_decisions_child_idx" ON "match_decisions" USING btree ("child_id");--> statement-breakpoint
CREATE INDEX "download_history_child_created_idx" ON "download_history" USING btree ("child_id","created_at");--> statement-breakpoint
CREATE INDEX "download_history_media_idx" ON "download_history" USING btree ("media_id");--> statement-breakpoint
CREATE INDEX "download_history_guardian_idx" ON "download_history" USING btree ("guardian_id");--> statement-breakpoint
CREATE INDEX "classes_facility_idx" ON "classes" USING btree ("facility_id");--> statement-breakpoint
CREATE INDEX "guardians_status_created_idx" ON "guardians" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "inquiries_kind_created_idx" ON "inquiries" USING btree ("kind","created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "faces_media_idx" ON "faces" USING btree ("media_id");--> statement-breakpoint
CREATE INDEX "faces_reference_image_idx" ON "faces" USING btree ("reference_image_id");--> statement-breakpoint
CREATE INDEX "media_facility_shooting_idx" ON "media" USING btree ("facility_id","shooting_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "media_status_idx" ON "media" USING btree ("status");--> statement-breakpoint
CREATE INDEX "media_uploaded_by_idx" ON "media" USING btree ("uploaded_by");--> statement-breakpoint
CREATE INDEX "staff_accounts_facility_idx" ON "staff_accounts" USING btree ("facility_id");