import { randomUUID } from 'node:crypto';
import { deliveries, media, notificationPreferences } from '@hibi/db';
import { describe, expect, it } from 'vitest';
import { createFacility, createGuardian, joinFamily } from '#tests/support/fixtures.ts';
import { readOutbox } from '#tests/support/outbox.ts';
import type { TestServer } from '#tests/support/test-server.ts';
import { useTestServer } from '#tests/support/use-test-server.ts';
import { sendDailyPhotoMails } from './daily-photo-mail.ts';

let server: TestServer;
useTestServer((started) => {
  server = started.server;
});

const evening = new Date('2026-05-01T10:00:00Z'); // 19:00 in Tokyo
const morning = new Date('2026-05-01T01:00:00Z');

/** A ready photo of the facility, delivered to the child this morning (revoked when `revokedAt`). */
async function deliverPhoto(facilityId: string, childId: string, revokedAt: Date | null = null) {
  const { db } = server.database;
  const id = randomUUID();
  await db
    .insert(media)
    .values({ id, facilityId, kind: 'photo', originalKey: `k/${id}`, contentSha256: id, status: 'ready' });
  await db
    .insert(deliveries)
    .values({ childId, mediaId: id, shootingAt: morning, deliveredAt: morning, revokedAt });
}

const mailDeps = () => ({
  db: server.database.db,
  jobs: server.context.jobs,
  settings: { PUBLIC_URL: 'https://hibi.example', SESSION_SECRET: 'mail-test-secret-0123456789abcdefghij' },
});

describe('the 19:00 daily mail', () => {
  it('mails each guardian with new media once, skipping opt-outs and returned items', async () => {
    const { db } = server.database;
    const facility = await createFacility(db);
    const approvedAt = new Date('2026-04-01T00:00:00Z');
    const [wants, optedOut, returned] = await Promise.all(
      [1, 2, 3].map(() => createGuardian(db, { facilityId: facility.id, approvedAt })),
    );
    await db
      .insert(notificationPreferences)
      .values({ guardianId: optedOut?.guardian.id ?? '', type: 'photo_delivery', optout: true });
    for (const [family, revokedAt] of [
      [wants, null],
      [optedOut, null],
      [returned, morning],
    ] as const) {
      await deliverPhoto(facility.id, family?.child.id ?? '', revokedAt);
    }
    const deps = mailDeps();

    expect(await sendDailyPhotoMails(deps, evening)).toBe(1);
    const [mail, ...others] = await readOutbox(server);
    expect(others).toEqual([]);
    expect(mail?.to).toBe(wants?.guardian.email);
    expect(mail?.text).toContain('1件届きました');
    expect(mail?.headers.get('list-unsubscribe')).toContain('/api/notifications/unsubscribe?token=');
    expect(await sendDailyPhotoMails(deps, evening)).toBe(0);
    expect(await readOutbox(server)).toHaveLength(1);
  });

  it('mails every approved guardian of the family, each by their own opt-out', async () => {
    const { db } = server.database;
    const facility = await createFacility(db);
    const approvedAt = new Date('2026-04-01T00:00:00Z');
    const mother = await createGuardian(db, { facilityId: facility.id, approvedAt });
    const father = await createGuardian(db, { facilityId: facility.id, approvedAt });
    const grandmother = await createGuardian(db, { facilityId: facility.id, approvedAt });
    for (const other of [father, grandmother]) await joinFamily(db, other.guardian.id, mother.familyId);
    await db
      .insert(notificationPreferences)
      .values({ guardianId: grandmother.guardian.id, type: 'photo_delivery', optout: true });
    await deliverPhoto(facility.id, mother.child.id);
    const deps = mailDeps();
    const before = (await readOutbox(server)).length;
    expect(await sendDailyPhotoMails(deps, evening)).toBe(2);
    const sent = (await readOutbox(server)).slice(before).map((mail) => mail.to);
    expect(sent.sort()).toEqual([mother.guardian.email, father.guardian.email].sort());
  });
});
