// Timeline items (a media delivered to a child) and the matcher's decision log.
import { bigint, index, pgEnum, pgTable, real, text, unique, uuid } from 'drizzle-orm/pg-core';
import { children } from './children.ts';
import { createdAt, id, requiredReference, timestamptz } from './columns.ts';
import { faces, media } from './media.ts';

export const deliverySource = pgEnum('delivery_source', ['auto', 'seed', 'manual']);

export const deliveries = pgTable(
  'deliveries',
  {
    id: id(),
    childId: requiredReference('child_id', () => children.id, 'cascade'),
    mediaId: requiredReference('media_id', () => media.id, 'cascade'),
    /**
     * Copy of media.shooting_at so a child's timeline page is one index range scan, without joining
     * media first. Keep it in step when a media's shooting time is corrected.
     */
    shootingAt: timestamptz('shooting_at').notNull(),
    deliveredAt: timestamptz('delivered_at').notNull().defaultNow(),
    /** Best cosine similarity between the child's references and the face; null for manual ones. */
    similarity: real('similarity'),
    /** Similarity lead over the next-best child; matching demands a margin for precision. */
    margin: real('margin'),
    source: deliverySource('source').notNull().default('auto'),
    /**
     * Why the matcher delivered it (vision's MatchReason: 'matched', 'next_child_in_photo',
     * 'same_day_faces', 'burst'); null for deliveries given by hand, seeded or made before it.
     */
    reason: text('reason'),
    /** A revoked delivery is hidden from the family but kept so the matcher does not re-deliver it. */
    revokedAt: timestamptz('revoked_at'),
    revokedReason: text('revoked_reason'),
  },
  (t) => [
    unique('deliveries_child_media_unique').on(t.childId, t.mediaId),
    // Keyset pagination of a timeline: WHERE child_id = $1 AND (shooting_at, media_id) < ($2, $3)
    // ORDER BY shooting_at DESC, media_id DESC. NULLS FIRST is PostgreSQL's default for DESC; an
    // index declared NULLS LAST would not serve that ORDER BY.
    index('deliveries_timeline_idx').on(
      t.childId,
      t.shootingAt.desc().nullsFirst(),
      t.mediaId.desc().nullsFirst(),
    ),
    index('deliveries_media_idx').on(t.mediaId),
  ],
);

export const matchDecision = pgEnum('match_decision', ['accepted', 'rejected', 'ambiguous']);

/** Why each face was (not) given to a child; append-only, used to audit and tune thresholds. */
export const matchDecisions = pgTable(
  'match_decisions',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    faceId: requiredReference('face_id', () => faces.id, 'cascade'),
    /** Best candidate; null when the facility had no child to compare with. */
    childId: uuid('child_id').references(() => children.id, { onDelete: 'cascade' }),
    similarity: real('similarity'),
    margin: real('margin'),
    decision: matchDecision('decision').notNull(),
    /** vision's MatchReason; null for decisions made before it was kept. */
    reason: text('reason'),
    createdAt: createdAt(),
  },
  (t) => [index('match_decisions_face_idx').on(t.faceId), index('match_decisions_child_idx').on(t.childId)],
);

export type Delivery = typeof deliveries.$inferSelect;
export type NewDelivery = typeof deliveries.$inferInsert;
export type DeliverySource = (typeof deliverySource.enumValues)[number];
export type MatchDecision = typeof matchDecisions.$inferSelect;
export type NewMatchDecision = typeof matchDecisions.$inferInsert;
export type MatchDecisionKind = (typeof matchDecision.enumValues)[number];
