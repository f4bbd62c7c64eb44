import {
  and,
  deliveries,
  type Executor,
  eq,
  faces,
  gte,
  inArray,
  isNull,
  matchDecisions,
  media,
  or,
  sql,
} from '@hibi/db';
import { faceBox } from '../../repositories/columns.ts';
import { onTokyoDays, standsForSelection } from '../../repositories/delivery-sql.ts';
import { decisionsOfFace, mediaOfFace } from '../../repositories/joins.ts';

/** A face of the day with its photo's place in time and scene (bursts). */
export type DayFace = {
  faceId: string;
  mediaId: string;
  embedding: number[];
  box: { x: number; y: number; width: number; height: number };
  shootingAt: Date;
  perceptualHash: string | null;
};

const dayFace = {
  faceId: faces.id,
  mediaId: faces.mediaId,
  embedding: faces.embedding,
  box: faceBox,
  shootingAt: media.shootingAt,
  perceptualHash: media.perceptualHash,
};
type DayFaceRow = Omit<DayFace, 'mediaId'> & { mediaId: string | null };

const toDayFace = ({ mediaId, ...face }: DayFaceRow): DayFace => ({ ...face, mediaId: mediaId ?? '' });

// Decided by the faces alone (not by the day or a burst itself: no chains of inference).
const decidedAlone = or(
  isNull(matchDecisions.reason),
  inArray(matchDecisions.reason, ['matched', 'next_child_in_photo']),
);
const hasAccepted = sql`exists (select 1 from ${matchDecisions} as accepted
  where accepted.face_id = ${faces.id} and accepted.decision = 'accepted')`;

/** One facility's Tokyo day of faces for the day's context (vision's day-context.ts, burst.ts). */
export function dayContextRepository(db: Executor) {
  const ofDay = (facilityId: string, date: string, model: string) =>
    and(
      eq(media.facilityId, facilityId),
      eq(media.status, 'ready'),
      onTokyoDays(media.shootingAt, date),
      eq(faces.embeddingModel, model),
    );
  return {
    /** Faces the matcher was sure of on its own whose delivery stands (or selection hid it). */
    async sureFaces(facilityId: string, date: string, model: string) {
      const rows = await db
        .select({ ...dayFace, childId: deliveries.childId })
        .from(faces)
        .innerJoin(media, mediaOfFace)
        .innerJoin(matchDecisions, and(decisionsOfFace, eq(matchDecisions.decision, 'accepted')))
        .innerJoin(
          deliveries,
          and(eq(deliveries.mediaId, faces.mediaId), eq(deliveries.childId, matchDecisions.childId)),
        )
        .where(and(ofDay(facilityId, date, model), decidedAlone, standsForSelection));
      return rows.map((row) => ({ ...toDayFace(row), childId: row.childId }));
    },

    /** Faces decided for nobody whose best child came within `floor` by the references. */
    async undecidedFaces(facilityId: string, date: string, model: string, floor: number) {
      const rows = await db
        .selectDistinct(dayFace)
        .from(faces)
        .innerJoin(media, mediaOfFace)
        .innerJoin(matchDecisions, decisionsOfFace)
        .where(
          and(ofDay(facilityId, date, model), gte(matchDecisions.similarity, floor), sql`not ${hasAccepted}`),
        );
      return rows.map(toDayFace);
    },

    /** Every child each media went to, taken back or not: a child is never delivered twice a photo. */
    async childrenOfMedia(mediaIds: string[]): Promise<Map<string, Set<string>>> {
      const taken = new Map<string, Set<string>>();
      if (mediaIds.length === 0) return taken;
      const rows = await db
        .select({ mediaId: deliveries.mediaId, childId: deliveries.childId })
        .from(deliveries)
        .where(inArray(deliveries.mediaId, mediaIds));
      for (const row of rows) taken.set(row.mediaId, (taken.get(row.mediaId) ?? new Set()).add(row.childId));
      return taken;
    },
  };
}
