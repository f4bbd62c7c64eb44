// What the pipeline made of the photos, judged against the faces that were placed in them.
import { type Database, deliveries, eq, faces, inArray, matchDecisions, media } from '@hibi/db';
import { faceBox } from '../../apps/server/src/repositories/columns.ts';
import { PHOTO_HEIGHT, PHOTO_WIDTH, type PhotoTruth, type PlacedFace } from './photos.ts';

export type Uploaded = { mediaId: string; truth: PhotoTruth };

export const SIZE_BUCKETS = [
  { name: '60-100 px', min: 60, max: 100 },
  { name: '100-150 px', min: 100, max: 150 },
  { name: '150-250 px', min: 150, max: 251 },
];

type Found = { box: { x: number; y: number; width: number; height: number } };

/** A detected face is a placed one when its centre lies in the placed square. */
const inside = ({ box }: Found, placed: PlacedFace) => {
  const cx = (box.x + box.width / 2) * PHOTO_WIDTH;
  const cy = (box.y + box.height / 2) * PHOTO_HEIGHT;
  return cx > placed.x && cx < placed.x + placed.size && cy > placed.y && cy < placed.y + placed.size;
};

export async function outcomeOf(db: Database, uploaded: Uploaded[], childOf: Record<string, string>) {
  const ids = uploaded.map((u) => u.mediaId);
  const nameOf = new Map(Object.entries(childOf).map(([name, id]) => [id, name]));
  const statuses = await db.select({ status: media.status }).from(media).where(inArray(media.id, ids));
  const delivered = await db
    .select({ mediaId: deliveries.mediaId, childId: deliveries.childId, hidden: deliveries.revokedReason })
    .from(deliveries)
    .where(inArray(deliveries.mediaId, ids));
  const found = await db
    .select({
      mediaId: faces.mediaId,
      box: faceBox,
      decision: matchDecisions.decision,
    })
    .from(faces)
    .leftJoin(matchDecisions, eq(matchDecisions.faceId, faces.id))
    .where(inArray(faces.mediaId, ids));

  const truthOf = new Map(uploaded.map((u) => [u.mediaId, u.truth]));
  const shows = (mediaId: string, name: string | undefined) =>
    truthOf.get(mediaId)?.faces.some((f) => f.label === name) ?? false;
  const placed = uploaded.flatMap((u) => u.truth.faces.map((face) => ({ ...face, mediaId: u.mediaId })));
  const judged = placed.map((face) => ({
    ...face,
    detected: found.some((f) => f.mediaId === face.mediaId && inside(f, face)),
    delivered: delivered.some((d) => d.mediaId === face.mediaId && d.childId === childOf[face.label]),
  }));
  const count = <T>(xs: T[], key: (x: T) => string) => {
    const counts: Record<string, number> = {};
    for (const x of xs) counts[key(x)] = (counts[key(x)] ?? 0) + 1;
    return counts;
  };
  return {
    media: count(statuses, (s) => s.status),
    placedFaces: placed.length,
    detectedFaces: found.length,
    falseDetections: found.filter((f) => !placed.some((p) => p.mediaId === f.mediaId && inside(f, p))).length,
    decisions: count(found, (f) => f.decision ?? 'undecided'),
    deliveries: delivered.length,
    wrong: delivered.filter((d) => !shows(d.mediaId, nameOf.get(d.childId))).length,
    hidden: count(
      delivered.filter((d) => d.hidden),
      (d) => d.hidden ?? '',
    ),
    expected: placed.filter((face) => face.enrolled).length,
    bySize: SIZE_BUCKETS.map((bucket) => {
      const faces = judged.filter((f) => f.size >= bucket.min && f.size < bucket.max);
      const enrolled = faces.filter((f) => f.enrolled);
      return {
        bucket: bucket.name,
        placed: faces.length,
        detected: faces.filter((f) => f.detected).length,
        enrolled: enrolled.length,
        delivered: enrolled.filter((f) => f.delivered).length,
      };
    }),
  };
}

export type Outcome = Awaited<ReturnType<typeof outcomeOf>>;
