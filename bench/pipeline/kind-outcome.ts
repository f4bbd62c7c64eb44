// What the pipeline made of the HEIC photos and the videos: whether they became ready, the faces it
// found, and whether each delivery went to a child shown in that media. outcome.ts's check by face
// position is for the JPEG photos; a clip's frames are views of its photo, so this one goes by name.
import { type Database, deliveries, faces, inArray, media } from '@hibi/db';
import type { Uploaded } from './outcome.ts';

export async function kindOutcomeOf(db: Database, uploaded: Uploaded[], childOf: Record<string, string>) {
  const ids = uploaded.map((u) => u.mediaId);
  const nameOf = new Map(Object.entries(childOf).map(([name, id]) => [id, name]));
  const statuses = await db.select({ status: media.status }).from(media).where(inArray(media.id, ids));
  const found = await db.select({ id: faces.id }).from(faces).where(inArray(faces.mediaId, ids));
  const delivered = await db
    .select({ mediaId: deliveries.mediaId, childId: deliveries.childId })
    .from(deliveries)
    .where(inArray(deliveries.mediaId, ids));
  const shown = new Map(uploaded.map((u) => [u.mediaId, new Set(u.truth.faces.map((f) => f.label))]));
  const right = delivered.filter((d) => shown.get(d.mediaId)?.has(nameOf.get(d.childId) ?? '')).length;
  const counts: Record<string, number> = {};
  for (const { status } of statuses) counts[status] = (counts[status] ?? 0) + 1;
  return {
    media: counts,
    ready: counts.ready ?? 0,
    placedFaces: uploaded.reduce((sum, u) => sum + u.truth.faces.length, 0),
    detectedFaces: found.length,
    deliveries: delivered.length,
    wrong: delivered.length - right,
    /** Enrolled children shown, once per media. */
    expected: uploaded.reduce((sum, u) => sum + u.truth.faces.filter((f) => f.enrolled).length, 0),
  };
}

export type KindOutcome = Awaited<ReturnType<typeof kindOutcomeOf>>;
