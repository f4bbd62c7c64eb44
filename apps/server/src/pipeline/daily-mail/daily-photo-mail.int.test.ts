import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { deliveries, media, notificationPreferences } from '@hibi/db';
import { createTestDatabase } from '@hibi/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createFacility, createGuardian } from '#tests/support/fixtures.ts';
import { readOutbox } from '#tests/support/outbox.ts';
import { createOutboxMailer } from '../../mail/mailer.ts';
import { sendDailyPhotoMails } from './daily-photo-mail.ts';

let testDatabase: Awaited<ReturnType<typeof createTestDatabase>>;
let dataDir: string;
beforeAll(async () => {
  testDatabase = await createTestDatabase();
  dataDir = await mkdtemp(path.join(os.tmpdir(), 'hibi-mail-'));
});
afterAll(async () => {
  await testDatabase.drop();
  await rm(dataDir, { recursive: true, force: true });
});

const evening = new Date('2026-05-01T10:00:00Z'); // 19:00 in Tokyo
const morning = new Date('2026-05-01T01:00:00Z');

describe('the 19:00 daily mail', () => {
  it('mails each guardian with new media once, skipping opt-outs and returned items', async () => {
    const { db } = testDatabase.handle;
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
      const id = randomUUID();
      await db.insert(media).values({
        id,
        facilityId: facility.id,
        kind: 'photo',
        originalKey: `k/${id}`,
        contentSha256: id,
        status: 'ready',
      });
      await db.insert(deliveries).values({
        childId: family?.child.id ?? '',
        mediaId: id,
        shootingAt: morning,
        deliveredAt: morning,
        revokedAt,
      });
    }
    const deps = {
      db,
      mailer: createOutboxMailer(path.join(dataDir, 'mail'), 'ひびフォト <no-reply@hibi.example>'),
      settings: {
        PUBLIC_URL: 'https://hibi.example',
        SESSION_SECRET: 'mail-test-secret-0123456789abcdefghij',
      },
    };

    expect(await sendDailyPhotoMails(deps, evening)).toBe(1);
    const [mail, ...others] = await readOutbox(dataDir);
    expect(others).toEqual([]);
    expect(mail?.to).toBe(wants?.guardian.email);
    expect(mail?.text).toContain('1件届きました');
    expect(mail?.headers.get('list-unsubscribe')).toContain('/api/notifications/unsubscribe?token=');
    expect(await sendDailyPhotoMails(deps, evening)).toBe(0);
  });
});
