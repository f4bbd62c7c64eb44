-- Every embedding stored before this column was made by Human's FaceRes; the default names it for
-- those rows only, then goes: a new face must say which model made it.
ALTER TABLE "faces" ADD COLUMN "embedding_model" text DEFAULT 'human-3.3.6:faceres' NOT NULL;--> statement-breakpoint
ALTER TABLE "faces" ALTER COLUMN "embedding_model" DROP DEFAULT;
