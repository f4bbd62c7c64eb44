import { deliveries, eq, faces, matchDecisions, media } from '@hibi/db';
import { EMBEDDING_MODEL } from '@hibi/vision';
import { describe, expect, it } from 'vitest';
import { createFacility, createGuardian, readyPhoto } from '#tests/support/fixtures.ts';
import { addReference, photoWithFace } from '#tests/support/synthetic-faces.ts';
import { useTestDatabase } from '#tests/support/use-test-database.ts';
import { matchMedia } from './match-media.ts';

// Issue 41: a photo's faces decided together, the day's sure faces and burst twins deciding faces
// that alone went to nobody, each delivery with its reason.
const testDatabase = useTestDatabase();

const deps = () => ({ db: testDatabase.handle.db, now: () => new Date() });
/** A unit vector: `degrees` in the children's plane, lifted by `lift` (the day's shared light). */
const face = (degrees: number, lift = 0) => {
  const r = (degrees * Math.PI) / 180;
  const v = [Math.cos(r) * Math.sqrt(1 - lift * lift), Math.sin(r) * Math.sqrt(1 - lift * lift), lift];
  return v;
};
const morning = new Date('2026-06-10T01:00:00Z');
const box = { boxX: 0.4, boxY: 0.2, boxWidth: 0.1, boxHeight: 0.1, detectionScore: 0.9 };

async function facilityWithTwoChildren() {
  const { db } = testDatabase.handle;
  const facility = await createFacility(db);
  const a = (await createGuardian(db, { facilityId: facility.id })).child.id;
  const b = (await createGuardian(db, { facilityId: facility.id })).child.id;
  // 25° apart (cosine 0.906): not look-alikes; a face at 12.5° ties them.
  await addReference(db, a, face(0));
  await addReference(db, b, face(25));
  return { facilityId: facility.id, a, b };
}

const deliveriesOf = async (mediaId: string) =>
  (await testDatabase.handle.db.select().from(deliveries).where(eq(deliveries.mediaId, mediaId))).map(
    (row) => ({ childId: row.childId, reason: row.reason }),
  );

describe("the day's context", () => {
  it('gives a face that ties two children to the child whose sure face of the day it sits with', async () => {
    const { facilityId, a } = await facilityWithTwoChildren();
    const { db } = testDatabase.handle;
    const tied = await photoWithFace(db, facilityId, face(12.5, 0.31), morning);
    expect((await matchMedia(deps(), tied.mediaId)).delivered).toEqual([]);
    const sure = await photoWithFace(db, facilityId, face(-2, 0.31), new Date(morning.getTime() + 3_600_000));
    const outcome = await matchMedia(deps(), sure.mediaId);
    expect(outcome.delivered.sort()).toEqual([a, a]);
    expect(await deliveriesOf(sure.mediaId)).toEqual([{ childId: a, reason: 'matched' }]);
    expect(await deliveriesOf(tied.mediaId)).toEqual([{ childId: a, reason: 'same_day_faces' }]);
    const decisions = await db.select().from(matchDecisions).where(eq(matchDecisions.faceId, tied.faceId));
    expect(decisions.map((row) => [row.decision, row.reason])).toEqual([
      ['rejected', 'below_threshold'],
      ['accepted', 'same_day_faces'],
    ]);
  });

  it("lets a burst twin's sure face decide the face at its place", async () => {
    const { facilityId, a } = await facilityWithTwoChildren();
    const { db } = testDatabase.handle;
    const sure = await photoWithFace(db, facilityId, face(-2, 0.31), morning);
    // Too far from the sure face for the day alone (0.92), but at its place in a shot 5 s later.
    const twin = await photoWithFace(db, facilityId, face(12.5), new Date(morning.getTime() + 5_000));
    await db.update(faces).set(box).where(eq(faces.id, sure.faceId));
    await db
      .update(faces)
      .set({ ...box, boxX: 0.41 })
      .where(eq(faces.id, twin.faceId));
    for (const { mediaId } of [sure, twin])
      await db.update(media).set({ perceptualHash: 'ffff0000ffff0000' }).where(eq(media.id, mediaId));
    await matchMedia(deps(), sure.mediaId);
    await matchMedia(deps(), twin.mediaId);
    expect(await deliveriesOf(twin.mediaId)).toEqual([{ childId: a, reason: 'burst' }]);
  });
});

describe("a photo's faces together", () => {
  it('never gives one child twice, and frees a tied face of the child the surer face took', async () => {
    const { facilityId, a, b } = await facilityWithTwoChildren();
    const { db } = testDatabase.handle;
    const mediaId = await readyPhoto(db, facilityId, morning);
    for (const embedding of [face(12.5), face(-1)])
      await db.insert(faces).values({ ...box, mediaId, embedding, embeddingModel: EMBEDDING_MODEL });
    await matchMedia(deps(), mediaId);
    expect(
      (await deliveriesOf(mediaId)).sort((x, y) => (x.childId === a ? -1 : y.childId === a ? 1 : 0)),
    ).toEqual([
      { childId: a, reason: 'matched' },
      { childId: b, reason: 'next_child_in_photo' },
    ]);
  });
});
