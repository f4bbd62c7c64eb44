// What other families see of a media in which a protected (掲載NG) child's face was found
// (decision 0077): the same sizes with those faces blurred, or nothing when it cannot be made safe.
import { jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { createdAt } from './columns.ts';
import { media } from './media.ts';

/** One blurred face: whose it is or may be, how close, and why (vision's ProtectionReason). */
export type RedactedFace = {
  faceId: string;
  childId: string;
  similarity: number;
  reason: 'matched' | 'too_close' | 'delivered_by_hand';
};

export const mediaRedactions = pgTable('media_redactions', {
  mediaId: uuid('media_id')
    .primaryKey()
    .references(() => media.id, { onDelete: 'cascade' }),
  /** The protected children's families: they see the media as it is, everyone else the blurred one. */
  familyIds: uuid('family_ids').array().notNull(),
  faces: jsonb('faces').$type<RedactedFace[]>().notNull(),
  /** Why it could not be made safe (a video, a child delivered by hand with no face found); null when blurred. */
  unsafeReason: text('unsafe_reason'),
  // The blurred sizes (null when unsafe); a video is never blurred.
  thumbnailKey: text('thumbnail_key'),
  mediumKey: text('medium_key'),
  previewKey: text('preview_key'),
  fullKey: text('full_key'),
  createdAt: createdAt(),
});

export type MediaRedaction = typeof mediaRedactions.$inferSelect;
export type NewMediaRedaction = typeof mediaRedactions.$inferInsert;
