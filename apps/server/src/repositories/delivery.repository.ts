import {
  and,
  children,
  deliveries,
  type Executor,
  eq,
  faces,
  isNotNull,
  isNull,
  matchDecisions,
  media,
} from '@hibi/db';
import { receivesPhotos } from './family-sql.ts';
import { mediaJoin } from './visible-media.ts';

const revokedColumns = {
  id: deliveries.id,
  childId: deliveries.childId,
  mediaId: deliveries.mediaId,
  shootingAt: deliveries.shootingAt,
  revokedAt: deliveries.revokedAt,
};

/** Deliveries as families return them and staff take them back or give them by hand. */
export function deliveryRepository(db: Executor) {
  const revokeWhere = async (where: ReturnType<typeof and>, now: Date, reason: string) => {
    const [revoked] = await db
      .update(deliveries)
      .set({ revokedAt: now, revokedReason: reason })
      .where(and(where, isNull(deliveries.revokedAt)))
      .returning(revokedColumns);
    return revoked;
  };

  return {
    /** Revoked, never deleted: the matcher then neither delivers it again nor forgets the lesson. */
    revokeOfChild: (childId: string, mediaId: string, now: Date, reason: string) =>
      revokeWhere(and(eq(deliveries.childId, childId), eq(deliveries.mediaId, mediaId)), now, reason),
    revokeById: (deliveryId: string, now: Date, reason: string) =>
      revokeWhere(eq(deliveries.id, deliveryId), now, reason),

    /** A delivery revoked for `reason` stands again; undefined when it was not so revoked. */
    async restore(deliveryId: string, reason: string) {
      const [restored] = await db
        .update(deliveries)
        .set({ revokedAt: null, revokedReason: null })
        .where(and(eq(deliveries.id, deliveryId), eq(deliveries.revokedReason, reason)))
        .returning(revokedColumns);
      return restored;
    },

    /** A delivery with the facility of its media, for checking a staff member's scope. */
    async findWithFacility(deliveryId: string) {
      const [row] = await db
        .select({
          id: deliveries.id,
          facilityId: media.facilityId,
          revokedAt: deliveries.revokedAt,
          revokedReason: deliveries.revokedReason,
        })
        .from(deliveries)
        .innerJoin(media, mediaJoin)
        .where(eq(deliveries.id, deliveryId));
      return row;
    },

    async findMedia(mediaId: string) {
      const [row] = await db
        .select({
          id: media.id,
          facilityId: media.facilityId,
          status: media.status,
          shootingAt: media.shootingAt,
        })
        .from(media)
        .where(eq(media.id, mediaId));
      return row;
    },

    /** The child when it may receive photos: approved, of a family with an approved guardian. */
    async findReceivingChild(childId: string) {
      const [row] = await db
        .select({ id: children.id, facilityId: children.facilityId })
        .from(children)
        .where(and(eq(children.id, childId), receivesPhotos));
      return row;
    },

    async faceOfMedia(faceId: string, mediaId: string) {
      const [row] = await db
        .select({ id: faces.id })
        .from(faces)
        .where(and(eq(faces.id, faceId), eq(faces.mediaId, mediaId)));
      return row;
    },

    /**
     * Gives the media to the child by hand: a new delivery, or one revoked before shown again
     * (staff overrule the earlier verdict). Undefined when it already stands.
     */
    async giveByHand(row: { childId: string; mediaId: string; shootingAt: Date; now: Date }) {
      const [given] = await db
        .insert(deliveries)
        .values({
          childId: row.childId,
          mediaId: row.mediaId,
          shootingAt: row.shootingAt,
          deliveredAt: row.now,
          source: 'manual',
        })
        .onConflictDoUpdate({
          target: [deliveries.childId, deliveries.mediaId],
          set: { revokedAt: null, revokedReason: null, source: 'manual', deliveredAt: row.now },
          setWhere: isNotNull(deliveries.revokedAt),
        })
        .returning({ id: deliveries.id });
      return given;
    },

    /** The face becomes one of the child's: a positive example in the child's gallery. */
    async acceptFace(faceId: string, childId: string) {
      await db.insert(matchDecisions).values({ faceId, childId, decision: 'accepted' });
    },
  };
}
