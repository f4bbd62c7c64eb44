// Which guardian downloaded which media of their child, and when.
import { bigint, index, pgTable } from 'drizzle-orm/pg-core';
import { children } from './children.ts';
import { createdAt, requiredReference } from './columns.ts';
import { guardians } from './guardians.ts';
import { media } from './media.ts';

export const downloadHistory = pgTable(
  'download_history',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    childId: requiredReference('child_id', () => children.id, 'cascade'),
    mediaId: requiredReference('media_id', () => media.id, 'cascade'),
    guardianId: requiredReference('guardian_id', () => guardians.id, 'cascade'),
    createdAt: createdAt(),
  },
  (t) => [
    index('download_history_child_created_idx').on(t.childId, t.createdAt),
    index('download_history_media_idx').on(t.mediaId),
    index('download_history_guardian_idx').on(t.guardianId),
  ],
);

export type DownloadHistory = typeof downloadHistory.$inferSelect;
export type NewDownloadHistory = typeof downloadHistory.$inferInsert;
