import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { ApprovalQueue, ReviewResponse } from '@hibi/contract';
import { and, deliveries, eq, isNull, media } from '@hibi/db';
import { createHumanFaceEngine } from '@hibi/vision';
import { afterAll, describe, expect, it } from 'vitest';
import { runAdminAs } from '#tests/support/admin-cli-test-run.ts';
import { getJson } from '#tests/support/deliver-media.ts';
import { enrolChild } from '#tests/support/enrol-child.ts';
import { identityCrop, sceneWithFaces } from '#tests/support/face-scenes.ts';
import { createFacility, createGuardian, loginAs } from '#tests/support/fixtures.ts';
import { newAddress, type SignedUp, signupClient, signupPassword } from '#tests/support/signup-client.ts';
import { createStaff, staffTokenOf } from '#tests/support/staff.ts';
import type { TestServer } from '#tests/support/test-server.ts';
import { postUpload } from '#tests/support/uploads.ts';
import { useTestServer } from '#tests/support/use-test-server.ts';
import { waitFor } from '#tests/support/wait-for.ts';

// Issue 23's day (decision 0036): a mother and a father each sign up for their daughter with their
// own photos of her; the operator approves the mother and joins the father to her family; the
// day's group photos go through the real pipeline, and both parents get every photo she is in.
let server: TestServer;
let facility: { id: string; code: string };
let operatorEmail: string;
let folder: string;

useTestServer(
  async (started) => {
    server = started.server;
    const { db } = server.database;
    facility = await createFacility(db, { name: 'ふたば保育園' });
    operatorEmail = (await createStaff(db)).email;
    // Two classmates of hers, enrolled already, share the group photos.
    const engine = createHumanFaceEngine();
    for (const name of ['bernadette', 'howard']) {
      const { child } = await createGuardian(db, { facilityId: facility.id });
      await enrolChild(
        db,
        engine,
        child.id,
        [1, 2, 3].map((n) => identityCrop(name, n)),
      );
    }
    await engine.close();
    folder = await mkdtemp(path.join(os.tmpdir(), 'hibi-two-parents-'));
  },
  { pipeline: true, timeout: 120_000 },
);
afterAll(() => rm(folder, { recursive: true, force: true }));

/** A parent signs up for 日比 えみ through the real API with their own photos of her. */
async function parentSignsUp(firstName: string, photos: number[]): Promise<SignedUp & { email: string }> {
  const signup = signupClient(server);
  const email = newAddress();
  const who = await signup.verifiedGuardian(email);
  const request = await signup.request(who, {
    firstName,
    lastName: '日比',
    childFirstName: 'えみ',
    childLastName: '日比',
    childNickname: null,
    childBirthday: '2022-05-14',
    groupId: facility.id,
    optouts: [],
  });
  const tickets = await signup.tickets(request);
  for (const [index, n] of photos.entries()) {
    const ticket = tickets[index];
    if (!ticket) throw new Error('too few tickets');
    const file = { bytes: identityCrop('amy', n), type: 'image/png', name: `emi${n}.png` };
    expect((await postUpload(server.url, ticket, file)).status).toBe(204);
  }
  expect((await signup.finalize(who)).status).toBe(200);
  await waitFor(
    async () =>
      (await signup.stateOf(who)).images.filter((image) => image.status === 'accepted').length ===
      photos.length,
    30_000,
    () => ({ jobErrors: server.jobErrors }),
  );
  return { ...who, email };
}

describe('the two-parents day', () => {
  it('gives both parents every photo their daughter is in, and leaves none of her faces undecided', async () => {
    const mother = await parentSignsUp('陽子', [1, 2]);
    const father = await parentSignsUp('健', [3]);
    const operator = await staffTokenOf(server.url, operatorEmail);
    const headers = { authorization: `Bearer ${operator}`, 'content-type': 'application/json' };
    const approvals = `${server.url}/api/admin/approvals`;

    const approved = await fetch(`${approvals}/${mother.userId}/approve`, {
      method: 'POST',
      headers,
      body: '{}',
    });
    expect(approved.status).toBe(200);
    const daughter = (await signupClient(server).stateOf(mother)).kids[0];
    if (!daughter) throw new Error('no child');

    const queue = (await getJson<ApprovalQueue>(`${approvals}?facilityId=${facility.id}`, headers)).body;
    const request = queue.requests.find((item) => item.guardianId === father.userId);
    expect(request?.sameChild).toMatchObject({
      childId: daughter.id,
      matchedBy: ['name_and_birthday', 'faces'],
      guardians: [{ lastName: '日比', firstName: '陽子' }],
    });
    const joined = await fetch(`${approvals}/${father.userId}/join`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ childId: daughter.id }),
    });
    expect(joined.status).toBe(200);

    // The day: five group photos, every one with her in it beside her classmates.
    const photos = [
      await sceneWithFaces([identityCrop('amy', 4), identityCrop('bernadette', 4)]),
      await sceneWithFaces([identityCrop('howard', 4), identityCrop('amy', 5)], { background: '#c7b49f' }),
      await sceneWithFaces(
        [identityCrop('bernadette', 5), identityCrop('amy', 4), identityCrop('howard', 5)],
        {
          size: 160,
          left: 80,
          gap: 160,
          background: '#b4c79f',
        },
      ),
      await sceneWithFaces([identityCrop('amy', 5), identityCrop('bernadette', 4)], {
        size: 220,
        top: 200,
        background: '#9fc7c0',
      }),
      await sceneWithFaces([identityCrop('howard', 5), identityCrop('amy', 4)], {
        size: 200,
        left: 300,
        background: '#c79fb9',
      }),
    ];
    for (const [index, photo] of photos.entries())
      await writeFile(path.join(folder, `day-${index}.jpg`), photo);
    const upload = await runAdminAs(server, operatorEmail, ['upload', folder, '--facility', facility.code]);
    expect(upload.code).toBe(0);

    const { db } = server.database;
    const dayMedia = async () =>
      db
        .select()
        .from(media)
        .where(and(eq(media.facilityId, facility.id), eq(media.status, 'ready')));
    const herDeliveries = async () =>
      db
        .select({ mediaId: deliveries.mediaId })
        .from(deliveries)
        .where(and(eq(deliveries.childId, daughter.id), isNull(deliveries.revokedAt)));
    await waitFor(
      async () => (await dayMedia()).length === 5 && (await herDeliveries()).length === 5,
      90_000,
      () => ({ jobErrors: server.jobErrors }),
    );
    const dayIds = (await dayMedia()).map((item) => item.id).sort();

    for (const parent of [mother, father]) {
      const { headers: own } = await loginAs(server.url, parent.email, signupPassword);
      const timeline = await getJson<{ content: { mediaId: string }[] }>(
        `${server.url}/api/${daughter.id}/timeline/list`,
        own,
      );
      expect(timeline.status).toBe(200);
      expect(timeline.body.content.map((item) => item.mediaId).sort()).toEqual(dayIds);
    }
    const review = (await getJson<ReviewResponse>(`${server.url}/api/admin/review?limit=100`, headers)).body;
    expect(review.undecided.filter((face) => face.childId === daughter.id)).toEqual([]);
    expect(server.jobErrors).toEqual([]);
  }, 180_000);
});
