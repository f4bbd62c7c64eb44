import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { auditLog, children, deliveries, eq, faces, guardians, matchDecisions, media } from '@hibi/db';
import { createFaceEngine } from '@hibi/vision';
import { afterAll, describe, expect, it } from 'vitest';
import { enrolAs } from '#tests/support/enrol-child.ts';
import { identityCrop, sceneWithFace } from '#tests/support/face-scenes.ts';
import { createFacility, createGuardian, testPassword } from '#tests/support/fixtures.ts';
import { mailsTo } from '#tests/support/outbox.ts';
import { createStaff } from '#tests/support/staff.ts';
import type { TestServer } from '#tests/support/test-server.ts';
import { useTestServer } from '#tests/support/use-test-server.ts';
import { waitFor } from '#tests/support/wait-for.ts';
import { runAdmin } from '../../../cli/admin.ts';

let server: TestServer;
let folder: string;
let facilityCode: string;
let env: NodeJS.ProcessEnv;
const childOf: Record<string, string> = {};

useTestServer(
  async (started) => {
    server = started.server;
    const { db } = server.database;
    const facility = await createFacility(db);
    facilityCode = facility.code;
    const engine = createFaceEngine();
    for (const name of ['amy', 'bernadette']) {
      const { child } = await createGuardian(db, { facilityId: facility.id });
      childOf[name] = child.id;
      await enrolAs(db, engine, child.id, name);
    }
    const operator = await createStaff(db);
    env = { ADMIN_URL: server.url, ADMIN_EMAIL: operator.email, ADMIN_PASSWORD: testPassword };
    folder = await mkdtemp(path.join(os.tmpdir(), 'hibi-upload-'));
    const amy = await sceneWithFace(identityCrop('amy', 5), { takenAt: '2026:05:01 10:30:00' });
    await writeFile(path.join(folder, 'a-amy.jpg'), amy);
    await writeFile(path.join(folder, 'b-amy-copy.jpg'), amy);
    await writeFile(path.join(folder, 'c-howard.jpg'), await sceneWithFace(identityCrop('howard', 2)));
    await writeFile(path.join(folder, 'notes.txt'), 'not a photo');
  },
  { pipeline: true },
);
afterAll(() => rm(folder, { recursive: true, force: true }));

describe('staff uploads through the admin CLI', () => {
  it("delivers the folder's photo of child A to A only, drops the duplicate and nobody gets the stranger", async () => {
    const lines: string[] = [];
    expect(
      await runAdmin(['upload', folder, '--facility', facilityCode], env, (line) => lines.push(line)),
    ).toBe(0);
    expect(lines.at(-1)).toBe('3 files uploaded, 3 queued for processing');
    const { db } = server.database;
    // Settled: every media ingested (or dropped) and every face of the kept media decided. The
    // duplicate may be matched before it is dropped, so decisions are not counted against faces.
    let seen = {};
    // 90 s: the pipeline beside three other test files.
    await waitFor(
      async () => {
        const items = await db.select().from(media);
        const faceIds = (await db.select().from(faces)).filter((face) => face.mediaId).map((face) => face.id);
        const decided = new Set((await db.select().from(matchDecisions)).map((row) => row.faceId));
        seen = { media: items.map((item) => item.status), faces: faceIds.length, decided: decided.size };
        return (
          items.length === 2 &&
          items.every((item) => item.status === 'ready') &&
          faceIds.every((id) => decided.has(id))
        );
      },
      90_000,
      () => ({ ...seen, jobErrors: server.jobErrors }),
    );
    const rows = await db.select().from(deliveries);
    expect(rows.map((row) => row.childId)).toEqual([childOf.amy]);
    const [delivered] = await db
      .select()
      .from(media)
      .where(eq(media.id, rows[0]?.mediaId ?? ''));
    expect(delivered?.shootingAt.toISOString()).toBe('2026-05-01T01:30:00.000Z');
    expect(rows[0]?.shootingAt.toISOString()).toBe('2026-05-01T01:30:00.000Z');
    expect(server.jobErrors).toEqual([]);
  }, 150_000);

  it('approves a waiting guardian and their child, with an audit entry', async () => {
    const { db } = server.database;
    const facility = await createFacility(db);
    // A family waiting for approval has the free plan until its trial starts.
    const { guardian, child } = await createGuardian(db, {
      facilityId: facility.id,
      status: 'requested',
      subscriptionType: 'free',
    });
    expect(await runAdmin(['approve', guardian.email], env, () => {})).toBe(0);
    const [after] = await db.select().from(guardians).where(eq(guardians.id, guardian.id));
    const [childAfter] = await db.select().from(children).where(eq(children.id, child.id));
    expect(after?.status).toBe('approved');
    expect(childAfter?.approvedAt).toBeInstanceOf(Date);
    const trail = await db.select().from(auditLog).where(eq(auditLog.targetId, guardian.id));
    expect(trail.map((entry) => entry.action)).toContain('guardian.approve');
    const [mail] = await mailsTo(server, guardian.email);
    expect(mail?.subject).toBe('【ひびフォト】お申し込みが承認されました');
    expect(mail?.text).toContain(`${facility.freeTrialDays}日間は無料体験です。`);
    await expect(runAdmin(['approve', guardian.email], env, () => {})).rejects.toThrow(
      '承認待ちではありません',
    );
  });

  it('refuses a wrong password and staff of another facility', async () => {
    await expect(
      runAdmin(['approve', 'x@example.jp'], { ...env, ADMIN_PASSWORD: 'wrong-pass-1' }, () => {}),
    ).rejects.toThrow('ログインできませんでした');
    const { db } = server.database;
    const other = await createFacility(db);
    const staff = await createStaff(db, { role: 'facility_staff', facilityId: other.id });
    const asStaff = { ...env, ADMIN_EMAIL: staff.email };
    await expect(runAdmin(['upload', folder, '--facility', facilityCode], asStaff, () => {})).rejects.toThrow(
      '権限がありません',
    );
  });
});
