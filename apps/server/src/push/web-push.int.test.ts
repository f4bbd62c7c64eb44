import { randomUUID } from 'node:crypto';
import { deliveries, notificationPreferences } from '@hibi/db';
import { describe, expect, it } from 'vitest';
import { createGuardian, insertReadyPhoto, joinFamily, loginAs } from '#tests/support/fixtures.ts';
import { movieFamily } from '#tests/support/movie-family.ts';
import { pushClient } from '#tests/support/push-client.ts';
import { type LocalPushService, usePushService } from '#tests/support/push-service.ts';
import type { TestServer } from '#tests/support/test-server.ts';
import { useTestServer } from '#tests/support/use-test-server.ts';
import { waitFor } from '#tests/support/wait-for.ts';
import { sendDailyPhotoMails } from '../pipeline/daily-mail/daily-photo-mail.ts';
import { sendMovieRelease } from '../pipeline/photo-movies/send-movie-release.ts';
import { pushSendWorker } from './push-send-job.ts';
import { pushVapidDetails } from './push-vapid.ts';

// End to end with no outside service (decision 0081): devices subscribe at web-push-testing's
// local push service through the real API; the real senders queue push jobs; the server's worker
// encrypts, signs and posts; the push service checks VAPID and decrypts what arrived.
let server: TestServer;
let facilityId: string;
let push: LocalPushService;
useTestServer((started) => ({ server, facilityId } = started));
usePushService((started) => (push = started));

const evening = new Date('2026-05-01T10:00:00Z'); // 19:00 in Tokyo
const morning = new Date('2026-05-01T01:00:00Z');
const approvedAt = new Date('2026-04-01T00:00:00Z');
const mailDeps = () => ({
  db: server.database.db,
  jobs: server.context.jobs,
  settings: server.context.settings,
  now: () => evening,
});

async function signedIn(email: string, userId: string) {
  return { userId, headers: (await loginAs(server.url, email)).headers };
}

/** A family with a photo delivered this morning: its 保護者 and a second member, signed in. */
async function familyWithTodaysPhoto() {
  const { db } = server.database;
  const parent = await createGuardian(db, { facilityId, approvedAt });
  const member = await createGuardian(db, { facilityId, approvedAt });
  await joinFamily(db, member.guardian.id, parent.familyId);
  const photo = await insertReadyPhoto(db, facilityId, morning);
  await db
    .insert(deliveries)
    .values({ childId: parent.child.id, mediaId: photo.id, shootingAt: morning, deliveredAt: morning });
  return {
    parent: await signedIn(parent.guardian.email, parent.guardian.id),
    member: await signedIn(member.guardian.email, member.guardian.id),
  };
}

describe('Web Push to a local push service', () => {
  it('tells each member’s phone of today’s photos, by their own settings, and marks it reached', async () => {
    const client = pushClient(server.url);
    const { parent, member } = await familyWithTodaysPhoto();
    const parentPhone = await client.subscribeDevice(parent, push);
    const memberPhone = await client.subscribeDevice(member, push);
    await server.database.db
      .insert(notificationPreferences)
      .values({ guardianId: member.userId, type: 'photo_delivery', optout: true });

    expect(await sendDailyPhotoMails(mailDeps(), evening)).toBe(1);
    await waitFor(async () => (await push.messages(parentPhone.clientHash)).length > 0, 30_000);
    expect(await push.messages(parentPhone.clientHash)).toEqual([
      {
        title: '今日の写真が届きました',
        body: 'お子さまの新しい写真・動画が1件届いています。タップしてご覧ください。',
        url: '/timeline/',
        tag: 'photos-2026-05-01',
      },
    ]);
    expect(await push.messages(memberPhone.clientHash)).toEqual([]);
    await waitFor(async () => (await client.devices(parent)).devices[0]?.lastSuccessAt != null, 10_000);
  });

  it('sends the photo movie to a premium family only (photo_movie_release is paid-only)', async () => {
    const client = pushClient(server.url);
    const premium = await movieFamily(server, { type: 'premium', video: false });
    const free = await movieFamily(server, { type: 'free', video: false });
    const [premiumPhone, freePhone] = await Promise.all(
      [premium, free].map(async (family) =>
        client.subscribeDevice(await signedIn(family.email, family.guardianId), push),
      ),
    );

    expect(await sendMovieRelease(mailDeps(), free.movieId)).toBe(false);
    expect(await sendMovieRelease(mailDeps(), premium.movieId)).toBe(true);
    await waitFor(async () => (await push.messages(premiumPhone?.clientHash ?? '')).length > 0, 30_000);
    const [message] = await push.messages(premiumPhone?.clientHash ?? '');
    expect(message).toMatchObject({
      title: '今週のフォトムービーができました',
      url: `/photomovie/${premium.movieId}/?child=${premium.childId}`,
    });
    // The child by given name only (the fixture's 日比たろうN): never the family name.
    expect((message as { body: string }).body).toMatch(/^たろう\d+さんの今週のフォトムービー/);
    expect(await push.messages(freePhone?.clientHash ?? '')).toEqual([]);
  });

  it('forgets a device the push service answers 410 for', async () => {
    const client = pushClient(server.url);
    const { parent } = await familyWithTodaysPhoto();
    const phone = await client.subscribeDevice(parent, push);
    await push.expire(phone.clientHash);
    expect((await client.devices(parent)).devices).toHaveLength(1);

    await sendDailyPhotoMails(mailDeps(), evening);
    await waitFor(async () => (await client.devices(parent)).devices.length === 0, 30_000);
  });

  it('throws on any other refusal, so the job is tried again, and keeps the device', async () => {
    const client = pushClient(server.url);
    const { parent } = await familyWithTodaysPhoto();
    const { keys } = await push.subscribe(await client.publicKey(parent));
    // An endpoint the push service does not know answers 400 (not 404/410: nothing says it is gone).
    const endpoint = `${push.url}/notify/${randomUUID()}`;
    expect((await client.call(parent, 'subscribe', { endpoint, keys })).status).toBe(200);
    const [device] = (await client.devices(parent)).devices;

    const worker = pushSendWorker({
      db: server.database.db,
      vapid: pushVapidDetails(server.context.settings),
      now: () => evening,
    });
    const message = { title: 't', body: 'b', url: '/timeline/', tag: 't', ttlSeconds: 60 };
    await expect(worker.handle({ subscriptionId: device?.id ?? '', key: 'k', message })).rejects.toThrow(
      /push service answered 400/,
    );
    expect((await client.devices(parent)).devices).toHaveLength(1);
  });
});
