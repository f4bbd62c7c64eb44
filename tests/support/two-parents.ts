// Issue 23's day (decision 0036): a mother and a father each sign up for their daughter 日比 えみ
// with their own photos of her, in a facility where two classmates are enrolled; the day's five
// group photos all show her. Shared by the join-at-approval and the merge-afterwards tests.
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { and, deliveries, eq, isNull, media } from '@hibi/db';
import { createFaceEngine } from '@hibi/vision';
import { expect } from 'vitest';
import { runAdminAs } from './admin-cli-test-run.ts';
import { getJson } from './deliver-media.ts';
import { enrolAs } from './enrol-child.ts';
import { identityCrop, sceneWithFaces } from './face-scenes.ts';
import { createFacility, createGuardian, loginAs } from './fixtures.ts';
import { newAddress, type SignedUp, signupClient, signupPassword } from './signup-client.ts';
import { createStaff } from './staff.ts';
import type { TestServer } from './test-server.ts';
import { postUpload } from './uploads.ts';
import { waitFor } from './wait-for.ts';

export type ParentsDay = Awaited<ReturnType<typeof twoParentsDay>>;

/** The facility, its operator and the two enrolled classmates; `close` removes the day's folder. */
export async function twoParentsDay(server: TestServer) {
  const { db } = server.database;
  const facility = await createFacility(db, { name: 'ふたば保育園' });
  const operatorEmail = (await createStaff(db)).email;
  const engine = createFaceEngine();
  for (const name of ['bernadette', 'howard']) {
    const { child } = await createGuardian(db, { facilityId: facility.id });
    await enrolAs(db, engine, child.id, name);
  }
  await engine.close();
  const folder = await mkdtemp(path.join(os.tmpdir(), 'hibi-two-parents-'));
  return {
    server,
    facility,
    operatorEmail,
    folder,
    close: () => rm(folder, { recursive: true, force: true }),
  };
}

/** A parent signs up for 日比 えみ through the real API with their own photos of her. */
export async function parentSignsUp(
  day: ParentsDay,
  firstName: string,
  photos: number[],
): Promise<SignedUp & { email: string }> {
  const signup = signupClient(day.server);
  const email = newAddress();
  const who = await signup.verifiedGuardian(email);
  const request = await signup.request(who, {
    firstName,
    lastName: '日比',
    childFirstName: 'えみ',
    childLastName: '日比',
    childNickname: null,
    childBirthday: '2022-05-14',
    groupId: day.facility.id,
    optouts: [],
  });
  const tickets = await signup.tickets(request);
  for (const [index, n] of photos.entries()) {
    const ticket = tickets[index];
    if (!ticket) throw new Error('too few tickets');
    const file = { bytes: identityCrop('amy', n), type: 'image/png', name: `emi${n}.png` };
    expect((await postUpload(day.server.url, ticket, file)).status).toBe(204);
  }
  expect((await signup.finalize(who)).status).toBe(200);
  await waitFor(
    async () =>
      (await signup.stateOf(who)).images.filter((image) => image.status === 'accepted').length ===
      photos.length,
    30_000,
    () => ({ jobErrors: day.server.jobErrors }),
  );
  return { ...who, email };
}

/** The day: five group photos, every one with her in it beside her classmates, uploaded by the CLI. */
export async function uploadTheDay(day: ParentsDay): Promise<string[]> {
  const photos = [
    await sceneWithFaces([identityCrop('amy', 4), identityCrop('bernadette', 4)]),
    await sceneWithFaces([identityCrop('howard', 4), identityCrop('amy', 5)], { background: '#c7b49f' }),
    await sceneWithFaces([identityCrop('bernadette', 5), identityCrop('amy', 4), identityCrop('howard', 5)], {
      size: 160,
      left: 80,
      gap: 160,
      background: '#b4c79f',
    }),
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
    await writeFile(path.join(day.folder, `day-${index}.jpg`), photo);
  const upload = await runAdminAs(day.server, day.operatorEmail, [
    'upload',
    day.folder,
    '--facility',
    day.facility.code,
  ]);
  expect(upload.code).toBe(0);
  const { db } = day.server.database;
  const ready = () =>
    db
      .select({ id: media.id })
      .from(media)
      .where(and(eq(media.facilityId, day.facility.id), eq(media.status, 'ready')));
  await waitFor(
    async () => (await ready()).length === 5,
    90_000,
    () => ({ jobErrors: day.server.jobErrors }),
  );
  return (await ready()).map((item) => item.id).sort();
}

/** The media delivered to a child and not taken back. */
export async function deliveredTo(day: ParentsDay, childId: string): Promise<string[]> {
  const rows = await day.server.database.db
    .select({ mediaId: deliveries.mediaId })
    .from(deliveries)
    .where(and(eq(deliveries.childId, childId), isNull(deliveries.revokedAt)));
  return rows.map((row) => row.mediaId).sort();
}

/** What a parent's own timeline of the child shows, signed in with their own password. */
export async function timelineOf(day: ParentsDay, parent: { email: string }, childId: string) {
  const { headers } = await loginAs(day.server.url, parent.email, signupPassword);
  const timeline = await getJson<{ content: { mediaId: string }[] }>(
    `${day.server.url}/api/${childId}/timeline/list`,
    headers,
  );
  return {
    status: timeline.status,
    mediaIds: (timeline.body.content ?? []).map((item) => item.mediaId).sort(),
  };
}
