// Photos and videos uploaded by facility staff, and the faces found in any image.
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgEnum,
  pgTable,
  real,
  text,
  unique,
  uuid,
} from 'drizzle-orm/pg-core';
import { referenceImages } from './children.ts';
import { createdAt, id, requiredReference, timestamptz, updatedAt } from './columns.ts';
import { facilities } from './facilities.ts';
import { staffAccounts } from './staff.ts';

export const mediaKind = pgEnum('media_kind', ['photo', 'video']);
export const mediaStatus = pgEnum('media_status', ['processing', 'ready', 'failed']);

export const media = pgTable(
  'media',
  {
    /** mediaId in the API. */
    id: id(),
    facilityId: requiredReference('facility_id', () => facilities.id, 'restrict'),
    kind: mediaKind('kind').notNull(),
    // Object-storage keys; the derived ones are filled by the pipeline.
    originalKey: text('original_key').notNull(),
    previewKey: text('preview_key'),
    thumbnailKey: text('thumbnail_key'),
    /** The 640 px tile image (srcset); null on media stored before it, until the backfill job runs. */
    mediumKey: text('medium_key'),
    posterKey: text('poster_key'),
    videoKey: text('video_key'),
    /**
     * A photo at full size, upright, without metadata (location, camera): what downloads serve.
     * The original itself never leaves storage; it is kept only to process again.
     */
    fullKey: text('full_key'),
    /** Hex sha256 of the original; the same file uploaded twice to a facility is one media. */
    contentSha256: text('content_sha256').notNull(),
    /** Hex 64-bit perceptual hash for near-duplicate detection. */
    perceptualHash: text('perceptual_hash'),
    width: integer('width'),
    height: integer('height'),
    durationMs: integer('duration_ms'),
    /** From EXIF / container metadata, else the upload time; the timeline is ordered by it. */
    shootingAt: timestamptz('shooting_at').notNull().defaultNow(),
    uploadedAt: timestamptz('uploaded_at').notNull().defaultNow(),
    uploadedBy: uuid('uploaded_by').references(() => staffAccounts.id, { onDelete: 'set null' }),
    /** ThumbHash (base64) shown while the image loads. */
    placeholder: text('placeholder'),
    qualityScore: real('quality_score'),
    status: mediaStatus('status').notNull().default('processing'),
    /** The file's name on the staff member's device, shown beside a failure; null before it was kept. */
    originalName: text('original_name'),
    /** Japanese text for staff when status is 'failed' (e.g. a format the decoder cannot read). */
    failureReason: text('failure_reason'),
    /**
     * When the protection step (decision 0077) last checked the media against its facility's
     * protected children; a child protected after it keeps the media from other families until
     * it is checked again.
     */
    protectionCheckedAt: timestamptz('protection_checked_at'),
    /**
     * When staff hid it (非公開, decision 0085): no family sees it, whatever its deliveries say,
     * until shown again; null while it may be shown.
     */
    hiddenAt: timestamptz('hidden_at'),
    hiddenBy: uuid('hidden_by').references(() => staffAccounts.id, { onDelete: 'set null' }),
    /** Demo data created by the seeder, so it can be told apart and removed. */
    seeded: boolean('seeded').notNull().default(false),
    updatedAt: updatedAt(),
  },
  (t) => [
    unique('media_facility_sha256_unique').on(t.facilityId, t.contentSha256),
    index('media_facility_shooting_idx').on(t.facilityId, t.shootingAt.desc().nullsFirst()),
    index('media_status_idx').on(t.status),
    index('media_uploaded_by_idx').on(t.uploadedBy),
    // The console's list of a facility's uploads of a day, newest first.
    index('media_facility_uploaded_idx').on(t.facilityId, t.uploadedAt),
    // Small once the backfill has run: finds the media still without a medium tile image.
    index('media_without_medium_idx').on(t.id).where(sql`${t.mediumKey} is null`),
  ],
);

/** A face found either in a media item or in a child's reference image (exactly one of the two). */
export const faces = pgTable(
  'faces',
  {
    id: id(),
    mediaId: uuid('media_id').references(() => media.id, { onDelete: 'cascade' }),
    referenceImageId: uuid('reference_image_id').references(() => referenceImages.id, {
      onDelete: 'cascade',
    }),
    // Bounding box as fractions (0..1) of the image's width and height, so it survives resizing.
    boxX: real('box_x').notNull(),
    boxY: real('box_y').notNull(),
    boxWidth: real('box_width').notNull(),
    boxHeight: real('box_height').notNull(),
    /** L2-normalised embedding; compared in the application (no vector extension). */
    embedding: real('embedding').array().notNull(),
    /**
     * The model that made the embedding (FaceEngine.embeddingModel): embeddings of two models are
     * never compared; the re-embedding job brings old ones to the current model.
     */
    embeddingModel: text('embedding_model').notNull(),
    detectionScore: real('detection_score').notNull(),
    /** Face quality (sharpness, pose, size) in 0..1; low-quality faces are not matched. */
    quality: real('quality'),
    createdAt: createdAt(),
  },
  (t) => [
    check('faces_source_check', sql`(${t.mediaId} is null) <> (${t.referenceImageId} is null)`),
    index('faces_media_idx').on(t.mediaId),
    index('faces_reference_image_idx').on(t.referenceImageId),
  ],
);

export type Media = typeof media.$inferSelect;
export type NewMedia = typeof media.$inferInsert;
export type MediaKind = (typeof mediaKind.enumValues)[number];
export type MediaStatus = (typeof mediaStatus.enumValues)[number];
export type Face = typeof faces.$inferSelect;
export type NewFace = typeof faces.$inferInsert;
