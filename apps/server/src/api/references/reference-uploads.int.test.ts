import type { ReferenceCheck } from '@hibi/contract';
import { eq, faces, referenceImages } from '@hibi/db';
import { referenceCheckText } from '@hibi/domain';
import { describe, expect, it } from 'vitest';
import { identityCrop, sceneWithFace, sceneWithFaces } from '#tests/support/face-scenes.ts';
import { plainJpeg } from '#tests/support/images.ts';
import { signedInFamily } from '#tests/support/signed-in-family.ts';
import { type ReferenceTicket, type SignedUp, signupClient } from '#tests/support/signup-client.ts';
import type { TestServer } from '#tests/support/test-server.ts';
import { postUpload } from '#tests/support/uploads.ts';
import { useTestServer } from '#tests/support/use-test-server.ts';
import { waitFor } from '#tests/support/wait-for.ts';

// Decision 0039: each reference photo's face check, shown to the family before they send it.
let server: TestServer;
let facilityId: string;
useTestServer((started) => ({ server, facilityId } = started), { pipeline: true, timeout: 120_000 });

const jpeg = (bytes: Buffer) => ({ bytes, type: 'image/jpeg', name: 'photo.jpg' });
const path = (who: SignedUp, referenceId: string) =>
  `${server.url}/api/users/${who.userId}/referenceUploads/${referenceId}`;
const call = (who: SignedUp, method: 'GET' | 'POST' | 'DELETE', url: string, token = who.token) =>
  fetch(url, { method, headers: { authorization: `Bearer ${token}` } });

/** Starts the check of an uploaded photo and reads it until the workers answered. */
async function checked(who: SignedUp, ticket: ReferenceTicket): Promise<ReferenceCheck> {
  const started = await call(who, 'POST', `${path(who, ticket.referenceId)}/check`);
  expect(started.status).toBe(200);
  let check = (await started.json()) as ReferenceCheck;
  await waitFor(
    async () => {
      check = (await (
        await call(who, 'GET', `${path(who, ticket.referenceId)}/check`)
      ).json()) as ReferenceCheck;
      return check.verdict !== 'checking';
    },
    150_000,
    () => server.jobErrors,
  );
  return check;
}

describe('the face check of a reference photo not sent yet', { timeout: 300_000 }, () => {
  it('tells usable, no face and several faces apart within the upload step, and keeps them unsent', async () => {
    const signup = signupClient(server);
    const { guardian, tickets } = await signup.requested(facilityId);
    const [one, none, several] = tickets as [ReferenceTicket, ReferenceTicket, ReferenceTicket];
    const photos: [ReferenceTicket, Buffer][] = [
      [one, await sceneWithFace(identityCrop('amy', 1), { size: 320 })],
      [none, await plainJpeg(1280, 960)],
      [several, await sceneWithFaces([identityCrop('amy', 2), identityCrop('leonard', 1)], { size: 260 })],
    ];
    for (const [ticket, bytes] of photos)
      expect((await postUpload(server.url, ticket, jpeg(bytes))).status).toBe(204);

    const verdicts = await Promise.all(photos.map(([ticket]) => checked(guardian, ticket)));
    expect(verdicts.map((check) => check.verdict)).toEqual(['usable', 'no_face', 'several_faces']);
    expect(verdicts[1]?.message).toBe(referenceCheckText.no_face);
    expect(verdicts[1]?.message).toBe(
      '顔が写っていません。お子さまの顔がはっきり写った写真を選んでください。',
    );

    // Not sent: still pending, nothing joined a gallery.
    const { db } = server.database;
    const rows = await db.select().from(referenceImages).where(eq(referenceImages.id, one.referenceId));
    expect(rows[0]?.status).toBe('pending');
    expect(await db.select().from(faces).where(eq(faces.referenceImageId, one.referenceId))).toEqual([]);

    // The unusable photo is taken out: gone, with a fresh ticket in its place that is not uploaded yet.
    const discarded = await call(guardian, 'DELETE', path(guardian, none.referenceId));
    expect(discarded.status).toBe(200);
    const { ticket: fresh } = (await discarded.json()) as { ticket: ReferenceTicket };
    expect(fresh.referenceId).not.toBe(none.referenceId);
    expect(await db.select().from(referenceImages).where(eq(referenceImages.id, none.referenceId))).toEqual(
      [],
    );
    const early = await call(guardian, 'POST', `${path(guardian, fresh.referenceId)}/check`);
    expect(early.status).toBe(400);
    expect(((await early.json()) as { message: string }).message).toMatch(/アップロードが完了していない画像/);

    // Sent: the rest go to the full check; a sent photo is no longer taken out here.
    expect((await signup.finalize(guardian)).status).toBe(200);
    expect((await signup.register(guardian, [one.referenceId, several.referenceId])).status).toBe(200);
    const late = await call(guardian, 'DELETE', path(guardian, one.referenceId));
    expect(late.status).toBe(409);
  });

  it("answers 403 for another family's photo and 404 for an unknown one, in Japanese", async () => {
    const signup = signupClient(server);
    const { guardian, tickets } = await signup.requested(facilityId);
    const stranger = await signup.verifiedGuardian();
    const theirs = tickets[0]?.referenceId ?? '';
    const forbidden = await call(stranger, 'GET', `${path(stranger, theirs)}/check`);
    expect(forbidden.status).toBe(403);
    const otherUser = await call(stranger, 'GET', `${path(guardian, theirs)}/check`);
    expect(otherUser.status).toBe(403);
    const unknown = await call(guardian, 'GET', `${path(guardian, crypto.randomUUID())}/check`);
    expect(unknown.status).toBe(404);
    expect(((await unknown.json()) as { message: string }).message).toMatch(/画像が見つかりません/);

    // An approved family's own child's photo (マイページ) is theirs to check too.
    const family = await signedInFamily(server, { facilityId });
    const token = family.accessToken;
    const issued = await fetch(`${server.url}/api/${family.child.id}/references`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}` },
    });
    const [ticket] = ((await issued.json()) as { userReferenceMediaList: ReferenceTicket[] })
      .userReferenceMediaList;
    const own = await call(
      { userId: family.guardian.id, token },
      'GET',
      `${server.url}/api/users/${family.guardian.id}/referenceUploads/${ticket?.referenceId}/check`,
    );
    expect(own.status).toBe(200);
    expect(((await own.json()) as ReferenceCheck).verdict).toBe('checking');
  });
});
