import { and, auditLog, eq, faces, guardians, type ReferenceImageStatus } from '@hibi/db';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { identityCrop } from '#tests/support/face-scenes.ts';
import { jsonOf } from '#tests/support/fixtures.ts';
import {
  referenceFamily,
  referenceRow,
  sendAndWait,
  storedReferences,
} from '#tests/support/references-client.ts';
import type { TestServer } from '#tests/support/test-server.ts';
import type { UploadFile } from '#tests/support/uploads.ts';
import { useTestServer } from '#tests/support/use-test-server.ts';

let server: TestServer;
let facilityId: string;
let face: UploadFile;
useTestServer(
  async (started) => {
    server = started.server;
    facilityId = started.facilityId;
    const bytes = await sharp(identityCrop('penny', 1)).resize(300).jpeg().toBuffer();
    face = { bytes, type: 'image/jpeg', name: 'face.jpg' };
  },
  { pipeline: true, timeout: 120_000 },
);

const family = (statuses?: ReferenceImageStatus[]) => referenceFamily(server, facilityId, statuses);
const rowOf = (id: string) => referenceRow(server, id);

describe('a family’s reference photos after approval', () => {
  it('lists the photos sent, not unused tickets, each with a signed URL', async () => {
    const { childId, stored, api } = await family(['accepted', 'rejected', 'pending']);
    const response = await api.list(childId);
    expect(response.status).toBe(200);
    const body = (await response.json()) as { references: { referenceId: string; url: string }[] };
    expect(body).toMatchObject({ maxReferences: 10 });
    expect(body.references.map((reference) => reference.referenceId).sort()).toEqual(
      stored
        .slice(0, 2)
        .map((row) => row.id)
        .sort(),
    );
    const image = await fetch(new URL(body.references[0]?.url ?? '', server.url));
    expect(image.status).toBe(200);
  });

  it('adds a photo: checked in the background, accepted, its face in the gallery, audited', async () => {
    const { guardian, childId, stored, api } = await family();
    const { id, ticketCount } = await sendAndWait(server, api, childId, face, 'accepted');
    expect(ticketCount).toBe(3);
    const { db } = server.database;
    expect(await db.$count(faces, eq(faces.referenceImageId, id))).toBe(1);
    const listed = (await jsonOf(await api.list(childId))).references as {
      referenceId: string;
      status: string;
      url: string;
    }[];
    expect(listed.map((reference) => [reference.referenceId, reference.status])).toEqual([
      [id, 'accepted'],
      [stored[0]?.id, 'accepted'],
    ]);
    // Shown through the check's small preview; a photo checked before previews, through its original.
    expect(listed[0]?.url).toContain(`/media/${(await rowOf(id))?.previewKey}?`);
    expect(listed[1]?.url).toContain(`/media/${stored[0]?.storageKey}?`);
    const preview = await fetch(new URL(listed[0]?.url ?? '', server.url));
    expect(preview.headers.get('content-type')).toBe('image/webp');
    const trail = await db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.targetId, childId), eq(auditLog.action, 'reference.add')));
    expect(trail).toMatchObject([
      { actorKind: 'guardian', actorId: guardian.id, detail: { referenceIds: [id] } },
    ]);
  }, 90_000);

  it('rejects a photo without a face with its reason, and the approved family stays approved', async () => {
    const { guardian, childId, api } = await family();
    const blank = await sharp({ create: { width: 400, height: 300, channels: 3, background: '#bbdefb' } })
      .jpeg()
      .toBuffer();
    await sendAndWait(
      server,
      api,
      childId,
      { bytes: blank, type: 'image/jpeg', name: 'blank.jpg' },
      'rejected',
    );
    const listed = (await jsonOf(await api.list(childId))).references as { status: string; reason: string }[];
    expect(listed[0]).toMatchObject({
      status: 'rejected',
      reason: expect.stringMatching(/顔が検出できませんでした/),
    });
    const [after] = await server.database.db.select().from(guardians).where(eq(guardians.id, guardian.id));
    expect(after).toMatchObject({ status: 'approved', rejectionReason: null });
  }, 90_000);

  it('refuses a file that is not an image, and a photo never uploaded', async () => {
    const { childId, api } = await family();
    const [first, second] = await api.tickets(childId);
    const text = { bytes: Buffer.from('ただのテキストです'), type: 'image/jpeg', name: 'photo.jpg' };
    expect(await api.upload(first, text)).toBe(204);
    const refused = await api.register(childId, [first?.referenceId ?? '']);
    expect(refused.status).toBe(400);
    expect((await jsonOf(refused)).message).toMatch(/画像として読み込めないファイル/);
    const missing = await api.register(childId, [second?.referenceId ?? '']);
    expect(missing.status).toBe(400);
    expect((await jsonOf(missing)).message).toMatch(/アップロードが完了していない/);
  });

  it('keeps to ten photos: fewer tickets near the cap, none at it, and no registering beyond it', async () => {
    const { childId, api } = await family(Array(9).fill('accepted'));
    const tickets = await api.tickets(childId);
    expect(tickets).toHaveLength(1);
    await api.upload(tickets[0], face);
    await storedReferences(server.database.db, server, childId, ['uploaded']);
    const refused = await api.register(childId, [tickets[0]?.referenceId ?? '']);
    expect(refused.status).toBe(409);
    expect((await jsonOf(refused)).message).toMatch(/10枚まで登録できます/);
    const none = await api.issue(childId);
    expect(none.status).toBe(409);
    expect((await jsonOf(none)).message).toMatch(/古い写真を削除してから/);
  });

  it('removes a photo with its face and files, audited, but never the last accepted one', async () => {
    const { childId, stored, api } = await family(['accepted', 'accepted', 'rejected']);
    const [kept, removed, rejected] = stored;
    const { db } = server.database;
    const { storage } = server.context;
    const preview = `${removed?.storageKey}.preview.webp`;
    await storage.put(preview, Buffer.from('webp'), 'image/webp');
    await db.insert(faces).values({
      referenceImageId: removed?.id,
      ...{ boxX: 0, boxY: 0, boxWidth: 1, boxHeight: 1, detectionScore: 1, embedding: [1, 0] },
      embeddingModel: 'test',
    });
    expect((await api.remove(childId, rejected?.id ?? '')).status).toBe(200);
    expect((await api.remove(childId, removed?.id ?? '')).status).toBe(200);
    expect(await rowOf(removed?.id ?? '')).toBeUndefined();
    expect(await db.$count(faces, eq(faces.referenceImageId, removed?.id ?? ''))).toBe(0);
    expect(await storage.exists(removed?.storageKey ?? '')).toBe(false);
    expect(await storage.exists(preview)).toBe(false);
    const trail = await db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.targetId, childId), eq(auditLog.action, 'reference.remove')));
    expect(trail).toHaveLength(2);

    const last = await api.remove(childId, kept?.id ?? '');
    expect(last.status).toBe(409);
    expect((await jsonOf(last)).message).toMatch(/1枚だけのため、削除できません/);
    expect(await rowOf(kept?.id ?? '')).toBeDefined();
    const again = await api.remove(childId, removed?.id ?? '');
    expect(again.status).toBe(404);
  });
});
