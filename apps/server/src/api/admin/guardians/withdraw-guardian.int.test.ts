import { randomUUID } from 'node:crypto';
import {
  deliveries,
  downloadHistory,
  eq,
  faces,
  guardians,
  matchDecisions,
  media,
  photoMovieCollections,
  referenceImages,
} from '@hibi/db';
import { describe, expect, it } from 'vitest';
import { adminApi } from '#tests/support/admin-api.ts';
import { runAdminAs } from '#tests/support/admin-cli-test-run.ts';
import { deliverMedia } from '#tests/support/deliver-media.ts';
import { createGuardian, joinFamily, loginAs, wholeImageFace } from '#tests/support/fixtures.ts';
import { insertMatchedFace } from '#tests/support/matched-face.ts';
import { createStaff, newStaffToken, staffTokenOf } from '#tests/support/staff.ts';
import type { TestServer } from '#tests/support/test-server.ts';
import { useTestServer } from '#tests/support/use-test-server.ts';
import { waitFor } from '#tests/support/wait-for.ts';

let server: TestServer;
let facilityId: string;
let operatorToken: string;
// The pipeline's workers delete a withdrawn child's data (the child-forget job).
useTestServer(
  async (started) => {
    server = started.server;
    facilityId = started.facilityId;
    operatorToken = await newStaffToken(server);
  },
  { pipeline: true },
);

const withdraw = (email: string, token = operatorToken) =>
  adminApi(server.url, token)('POST', '/guardians/withdraw', { email });

/** A family whose child has a reference photo, and a face in `photoId` delivered to them. */
async function familyIn(photoId: string) {
  const { db } = server.database;
  const { storage } = server.context;
  const family = await createGuardian(db, { facilityId });
  const childId = family.child.id;
  const referenceKey = `references/${childId}/1.jpg`;
  await storage.put(referenceKey, Buffer.from('a child’s face'), 'image/jpeg');
  await storage.put(`${referenceKey}.preview.webp`, Buffer.from('its preview'), 'image/webp');
  const [reference] = await db
    .insert(referenceImages)
    .values({ childId, storageKey: referenceKey, status: 'accepted' })
    .returning();
  await db.insert(faces).values({ ...wholeImageFace, referenceImageId: reference?.id });
  const faceId = await insertMatchedFace(db, childId, photoId);
  await db.insert(downloadHistory).values({ childId, mediaId: photoId, guardianId: family.guardian.id });
  const movieKey = `movies/${randomUUID()}/v.mp4`;
  await storage.put(movieKey, Buffer.from('movie'), 'video/mp4');
  await db
    .insert(photoMovieCollections)
    .values({ childId, dateFrom: '2026-11-16', dateTo: '2026-11-22', videoKey: movieKey });
  return { ...family, referenceKey, movieKey, faceId };
}

describe('POST /api/admin/guardians/withdraw', () => {
  it("ends the account and deletes the child's references, faces, deliveries and movies, not the others'", async () => {
    const { db } = server.database;
    const photoId = randomUUID();
    await db.insert(media).values({
      id: photoId,
      facilityId,
      kind: 'photo',
      originalKey: `k/${photoId}`,
      contentSha256: photoId,
      status: 'ready',
    });
    const leaving = await familyIn(photoId);
    const staying = await familyIn(photoId);
    const signedIn = await loginAs(server.url, leaving.guardian.email);
    const userInfo = () =>
      fetch(`${server.url}/api/users/userInfo`, { headers: signedIn.headers }).then(
        (answer) => answer.status,
      );
    expect(await userInfo()).toBe(200);

    const response = await withdraw(leaving.guardian.email);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ userId: leaving.guardian.id, children: 1 });
    const [account] = await db.select().from(guardians).where(eq(guardians.id, leaving.guardian.id));
    expect(account?.status).toBe('withdrawn');
    await expect(loginAs(server.url, leaving.guardian.email)).rejects.toThrow('login failed: 401');
    // The session the family was using ends with the account, not when its access token expires.
    expect(await userInfo()).toBe(401);

    const count = async (childId: string) => ({
      references: (await db.select().from(referenceImages).where(eq(referenceImages.childId, childId)))
        .length,
      decisions: (await db.select().from(matchDecisions).where(eq(matchDecisions.childId, childId))).length,
      deliveries: (await db.select().from(deliveries).where(eq(deliveries.childId, childId))).length,
      downloads: (await db.select().from(downloadHistory).where(eq(downloadHistory.childId, childId))).length,
      movies: (
        await db.select().from(photoMovieCollections).where(eq(photoMovieCollections.childId, childId))
      ).length,
    });
    const gone = { references: 0, decisions: 0, deliveries: 0, downloads: 0, movies: 0 };
    await waitFor(async () => JSON.stringify(await count(leaving.child.id)) === JSON.stringify(gone));
    expect(await count(staying.child.id)).toEqual({
      references: 1,
      decisions: 1,
      deliveries: 1,
      downloads: 1,
      movies: 1,
    });
    const remainingFaces = (await db.select().from(faces).where(eq(faces.mediaId, photoId))).map(
      (face) => face.id,
    );
    expect(remainingFaces).toEqual([staying.faceId]);
    const { storage } = server.context;
    expect(await storage.exists(leaving.referenceKey)).toBe(false);
    expect(await storage.exists(`${leaving.referenceKey}.preview.webp`)).toBe(false);
    expect(await storage.exists(leaving.movieKey)).toBe(false);
    expect(await storage.exists(staying.referenceKey)).toBe(true);
    expect((await db.select().from(media).where(eq(media.id, photoId))).length).toBe(1);

    expect((await withdraw(leaving.guardian.email)).status).toBe(409);
  });

  it("keeps the child's data while another guardian of the family stays (decision 0036)", async () => {
    const { db } = server.database;
    const mother = await createGuardian(db, { facilityId });
    const father = await createGuardian(db, { facilityId });
    await joinFamily(db, father.guardian.id, mother.familyId);
    const { storage } = server.context;
    await deliverMedia({ db, storage, facilityId, childId: mother.child.id }, [{ shootingAt: new Date() }]);
    const response = await withdraw(mother.guardian.email);
    expect(await response.json()).toEqual({ userId: mother.guardian.id, children: 0 });
    const kept = await db.select().from(deliveries).where(eq(deliveries.childId, mother.child.id));
    expect(kept).toHaveLength(1);
    const { headers } = await loginAs(server.url, father.guardian.email);
    const timeline = await fetch(`${server.url}/api/${mother.child.id}/timeline/list`, { headers });
    expect(timeline.status).toBe(200);
    expect(((await timeline.json()) as { content: unknown[] }).content).toHaveLength(1);
  });

  it('is for operators only', async () => {
    const family = await createGuardian(server.database.db, { facilityId });
    const staff = await createStaff(server.database.db, { role: 'facility_staff', facilityId });
    const refused = await withdraw(family.guardian.email, await staffTokenOf(server.url, staff.email));
    expect(refused.status).toBe(403);
    expect(((await refused.json()) as { message: string }).message).toBe(
      '退会の手続きができるのは運営者のみです。',
    );
    expect((await withdraw(family.guardian.email, 'not-a-token')).status).toBe(401);
    expect((await withdraw('nobody@example.jp')).status).toBe(404);
  });

  it('works from the admin CLI', async () => {
    const family = await createGuardian(server.database.db, { facilityId });
    const operator = await createStaff(server.database.db);
    const cli = await runAdminAs(server, operator.email, ['withdraw', family.guardian.email]);
    expect(cli.code).toBe(0);
    expect(cli.lines).toEqual([
      `withdrew ${family.guardian.email} (${family.guardian.id}); deleting the data of 1 child(ren)`,
    ]);
  });
});
