import { randomUUID } from 'node:crypto';
import {
  auditLog,
  children,
  deliveries,
  eq,
  faces,
  families,
  guardians,
  matchDecisions,
  photoMovieCollections,
  referenceImages,
} from '@hibi/db';
import { addTokyoDays, tokyoInstant } from '@hibi/domain';
import { describe, expect, it } from 'vitest';
import { createGuardian, readyPhoto, wholeImageFace } from '#tests/support/fixtures.ts';
import { insertMatchedFace } from '#tests/support/matched-face.ts';
import type { TestServer } from '#tests/support/test-server.ts';
import { useTestServer } from '#tests/support/use-test-server.ts';
import { forgetLeftChildren } from './forget-left-children.ts';

let server: TestServer;
let facilityId: string;
useTestServer((started) => ({ server, facilityId } = started));

/** A child with a reference photo, a delivered face and a photo movie, leaving on `leavesOn`. */
async function leavingChild(leavesOn: string | null) {
  const { db } = server.database;
  const { storage } = server.context;
  const family = await createGuardian(db, { facilityId });
  const childId = family.child.id;
  await db
    .update(children)
    .set({ leavesOn, leavingReason: leavesOn ? 'graduation' : null })
    .where(eq(children.id, childId));
  const referenceKey = `references/${childId}/1.jpg`;
  await storage.put(referenceKey, Buffer.from('a face'), 'image/jpeg');
  const [reference] = await db
    .insert(referenceImages)
    .values({ childId, storageKey: referenceKey, status: 'accepted' })
    .returning();
  await db.insert(faces).values({ ...wholeImageFace, referenceImageId: reference?.id });
  const photoId = await readyPhoto(db, facilityId);
  await insertMatchedFace(db, childId, photoId);
  const movieKey = `movies/${randomUUID()}/v.mp4`;
  await storage.put(movieKey, Buffer.from('movie'), 'video/mp4');
  await db
    .insert(photoMovieCollections)
    .values({ childId, dateFrom: '2026-03-09', dateTo: '2026-03-15', videoKey: movieKey });
  return { ...family, referenceKey, movieKey };
}

const silent = { info: () => {} };

describe('forgetting children 30 days after they left (decision 0078)', () => {
  it('deletes nothing before the 30th day, then the references, faces, deliveries, movies and the child', async () => {
    const { db } = server.database;
    const { storage } = server.context;
    const leavesOn = '2026-03-20';
    const left = await leavingChild(leavesOn);
    const staying = await leavingChild(null);
    const logged: object[] = [];
    const log = { info: (details: object) => logged.push(details) };
    const on = (date: string) => ({ db, storage, now: () => tokyoInstant(date, 3, 45) });

    // The 29th day after: everything still there.
    expect(await forgetLeftChildren(on(addTokyoDays(leavesOn, 29)), silent)).toEqual([]);
    expect(await db.select().from(children).where(eq(children.id, left.child.id))).toHaveLength(1);
    expect(await storage.exists(left.referenceKey)).toBe(true);

    // The 30th: all gone, counted in the log without a name.
    expect(await forgetLeftChildren(on(addTokyoDays(leavesOn, 30)), log)).toEqual([
      { references: 1, faces: 1, deliveries: 1, movies: 1 },
    ]);
    expect(logged).toEqual([{ childId: left.child.id, references: 1, faces: 1, deliveries: 1, movies: 1 }]);
    expect(JSON.stringify(logged)).not.toContain(left.child.firstName);
    const childId = left.child.id;
    expect(await db.select().from(children).where(eq(children.id, childId))).toEqual([]);
    expect(await db.select().from(referenceImages).where(eq(referenceImages.childId, childId))).toEqual([]);
    expect(await db.select().from(matchDecisions).where(eq(matchDecisions.childId, childId))).toEqual([]);
    expect(await db.select().from(deliveries).where(eq(deliveries.childId, childId))).toEqual([]);
    expect(
      await db.select().from(photoMovieCollections).where(eq(photoMovieCollections.childId, childId)),
    ).toEqual([]);
    expect(await storage.exists(left.referenceKey)).toBe(false);
    expect(await storage.exists(left.movieKey)).toBe(false);
    const [entry] = await db.select().from(auditLog).where(eq(auditLog.targetId, childId));
    expect(entry).toMatchObject({ action: 'child.forget', actorKind: 'system' });
    // The family keeps its account.
    expect(await db.select().from(families).where(eq(families.id, left.familyId))).toHaveLength(1);
    const [guardian] = await db.select().from(guardians).where(eq(guardians.id, left.guardian.id));
    expect(guardian?.status).toBe('approved');

    // The child who stays keeps everything; a second run finds nothing more.
    expect(await db.select().from(deliveries).where(eq(deliveries.childId, staying.child.id))).toHaveLength(
      1,
    );
    expect(await storage.exists(staying.referenceKey)).toBe(true);
    expect(await forgetLeftChildren(on(addTokyoDays(leavesOn, 31)), silent)).toEqual([]);
  });
});
