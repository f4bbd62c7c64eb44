// What the pipeline made of the HEIC photos and the videos: whether they became ready, the faces it
// found, and where each delivery went. outcome.ts's check by face position is for the JPEG photos;
// a clip's frames are moving views of its scene, so this one goes by name: a delivery is wrong when
// the child is nowhere in the scene, and expected when the child is wholly in view in a frame the
// ingest reads (a child cut by the frame's edge may be delivered too, rightly).
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
  const counts: Record<string, number> = {};
  for (const { status } of statuses) counts[status] = (counts[status] ?? 0) + 1;
  const truthOf = new Map(uploaded.map((u) => [u.mediaId, u.truth]));
  const named = (d: (typeof delivered)[number]) => ({ ...d, name: nameOf.get(d.childId) ?? '' });
  const inScene = (d: ReturnType<typeof named>) =>
    truthOf.get(d.mediaId)?.faces.some((f) => f.label === d.name) ?? false;
  // Each media shows a person at most once, so enrolled faces in view are (media, child) pairs.
  const expected = uploaded.flatMap((u) =>
    (u.truth.shown ?? u.truth.faces)
      .filter((f) => f.enrolled)
      .map((f) => ({ mediaId: u.mediaId, name: f.label })),
  );
  const deliveredTo = delivered.map(named);
  return {
    media: counts,
    ready: counts.ready ?? 0,
    placedFaces: uploaded.reduce((sum, u) => sum + (u.truth.shown ?? u.truth.faces).length, 0),
    detectedFaces: found.length,
    deliveries: delivered.length,
    wrong: deliveredTo.filter((d) => !inScene(d)).length,
    expected: expected.length,
    expectedDelivered: expected.filter((e) =>
      deliveredTo.some((d) => d.mediaId === e.mediaId && d.name === e.name),
    ).length,
  };
}

export type KindOutcome = Awaited<ReturnType<typeof kindOutcomeOf>>;
