import { auditLog, eq, faces, guardians } from '@hibi/db';
import { REFERENCE_PROBLEM_TEXT } from '@hibi/vision';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { drawing } from '#tests/support/drawn-face.ts';
import { identityCrop } from '#tests/support/face-scenes.ts';
import { createFacility, createGuardian } from '#tests/support/fixtures.ts';
import { queuedMails } from '#tests/support/mail-queue.ts';
import { useReferenceCheck } from '#tests/support/reference-photos.ts';
import type { JobRunner } from '../../jobs/job-runner.ts';
import { createPgBossRunner } from '../../jobs/pg-boss-runner.ts';
import { mailSendJob } from '../../mail/mail-send-job.ts';
import { checkReferenceFaces } from './check-reference-faces.ts';

const check = useReferenceCheck();
const reference = check.add;
const rowOf = check.row;

/** Checks a new reference photo of `image`, expects it refused and answers its row. */
async function refused(image: Buffer) {
  const id = await reference(image);
  expect(await checkReferenceFaces(check.deps(), id)).toBe('rejected');
  return rowOf(id);
}

describe('checking a sign-up reference photo', () => {
  it('accepts a photo with one clear face and adds that face to the gallery', async () => {
    const face = await sharp(identityCrop('penny', 1)).resize(300).jpeg().toBuffer();
    const id = await reference(face);
    expect(await checkReferenceFaces(check.deps(), id)).toBe('accepted');
    expect(await rowOf(id)).toMatchObject({ status: 'accepted', faceCount: 1, rejectionReason: null });
    const stored = await check.deps().db.select().from(faces).where(eq(faces.referenceImageId, id));
    expect(stored).toHaveLength(1);
    // Operators see every face found, the kept one among them.
    expect((await rowOf(id))?.detectedFaces).toEqual([
      {
        box: expect.objectContaining({ x: expect.closeTo(stored[0]?.boxX ?? -1, 4) }),
        score: expect.any(Number),
        quality: expect.any(Number),
      },
    ]);
    // Checking again (a retried job) keeps one face, not two.
    await checkReferenceFaces(check.deps(), id);
    expect(await check.deps().db.select().from(faces).where(eq(faces.referenceImageId, id))).toHaveLength(1);
  }, 60_000);

  it('rejects a photo without a face, with a reason in Japanese', async () => {
    const blank = await sharp({ create: { width: 600, height: 400, channels: 3, background: '#c8e6c9' } })
      .jpeg()
      .toBuffer();
    const row = await refused(blank);
    expect(row).toMatchObject({ status: 'rejected', faceCount: 0 });
    expect(row?.rejectionReason).toMatch(/顔が検出できませんでした/);
  }, 60_000);

  it('refuses a drawn face as not a person, counting no face (issue 41)', async () => {
    const row = await refused(await drawing('#f2c9a0', '#3a2a1a'));
    expect(row).toMatchObject({ status: 'rejected', faceCount: 0, detectedFaces: [] });
    expect(row?.rejectionReason).toBe(REFERENCE_PROBLEM_TEXT.not_human);
  }, 60_000);

  it('keeps the boxes of every face of a photo refused for several faces', async () => {
    const crop = (name: string) => sharp(identityCrop(name, 1)).resize(200, 200).toBuffer();
    const pair = await sharp({ create: { width: 900, height: 500, channels: 3, background: '#9fb4c7' } })
      .composite([
        { input: await crop('penny'), left: 120, top: 150 },
        { input: await crop('howard'), left: 560, top: 150 },
      ])
      .jpeg()
      .toBuffer();
    const row = await refused(pair);
    expect(row).toMatchObject({ status: 'rejected', faceCount: 2 });
    expect(row?.detectedFaces?.map((face) => face.box.x < 0.5).sort()).toEqual([false, true]);
  }, 60_000);

  it('leaves a photo that was never uploaded alone', async () => {
    const id = await reference(Buffer.from('x'), 'pending');
    expect(await checkReferenceFaces(check.deps(), id)).toBe('skipped');
    expect((await rowOf(id))?.status).toBe('pending');
  });
});

describe('a request whose photos are all unusable', () => {
  // The queue the rejection's mail waits in; no worker sends it here.
  let jobs: JobRunner;
  beforeAll(async () => {
    const { handle, url } = check.database();
    jobs = createPgBossRunner(handle, { error: () => {} }, url);
    await jobs.start();
    await jobs.prepare([mailSendJob]);
  });
  afterAll(() => jobs?.stop());
  const sent = async () => (await queuedMails(check.database().handle)).map((queued) => queued.message);

  it('is rejected with the photo’s reason once no photo is left to check, and the guardian is mailed', async () => {
    const { db } = check.deps();
    const facility = await createFacility(db);
    const { guardian, child } = await createGuardian(db, { facilityId: facility.id, status: 'requested' });
    const blank = await sharp({ create: { width: 600, height: 400, channels: 3, background: '#bbdefb' } })
      .jpeg()
      .toBuffer();
    const first = await reference(blank, 'uploaded', child.id);
    const second = await reference(blank, 'uploaded', child.id);
    // An unused ticket counts for nothing.
    await reference(Buffer.from('x'), 'pending', child.id);
    const mail = { jobs, settings: { PUBLIC_URL: 'https://hibi.example' } };
    const statusOf = async () => (await db.select().from(guardians).where(eq(guardians.id, guardian.id)))[0];

    expect(await checkReferenceFaces(check.deps(), first, mail)).toBe('rejected');
    // The second photo still waits for its check: the request stands.
    expect(await statusOf()).toMatchObject({ status: 'requested', rejectionReason: null });
    expect(await sent()).toEqual([]);

    expect(await checkReferenceFaces(check.deps(), second, mail)).toBe('rejected');
    const after = await statusOf();
    expect(after?.status).toBe('rejected');
    expect(after?.rejectionReason).toBe(
      '顔が検出できませんでした。正面を向いたお子さまの写真を選んでください。お子さまのお顔がはっきり写った別の写真で、申請をやり直してください。',
    );
    const [rejection, ...others] = await sent();
    expect(others).toEqual([]);
    expect(rejection?.to).toBe(guardian.email);
    expect(rejection?.text).toContain(after?.rejectionReason ?? '');
    expect(rejection?.text).toContain('https://hibi.example/signin/');
    const trail = await db.select().from(auditLog).where(eq(auditLog.targetId, guardian.id));
    expect(trail).toContainEqual(expect.objectContaining({ action: 'guardian.reject', actorKind: 'system' }));

    // A retried job changes nothing and mails nobody again.
    await checkReferenceFaces(check.deps(), second, mail);
    expect(await sent()).toHaveLength(1);
  }, 60_000);
});
