import { spawnSync } from 'node:child_process';
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { crc32 } from 'node:zlib';
import { downloadHistory, eq } from '@hibi/db';
import { tokyoInstant } from '@hibi/domain';
import { describe, expect, it } from 'vitest';
import { signedInFamily } from '#tests/support/signed-in-family.ts';
import type { TestServer } from '#tests/support/test-server.ts';
import { useTestServer } from '#tests/support/use-test-server.ts';
import { zipEntries } from '#tests/support/zip-entries.ts';
import { notYours } from '../../auth/authenticate.ts';
import { demoPhotoJpeg } from '../../seed/demo-images.ts';

let server: TestServer;
let facilityId: string;

useTestServer((started) => ({ server, facilityId } = started));

async function family() {
  const { db } = server.database;
  const { guardian, child, headers, deliver } = await signedInFamily(server, { facilityId });
  const postTo = (childId: string, route: string, body: unknown) =>
    fetch(`${server.url}/api/children/${childId}/${route}`, {
      method: 'POST',
      headers: { ...headers, 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
  const post = (route: string, body: unknown) => postTo(child.id, route, body);
  const history = () => db.select().from(downloadHistory).where(eq(downloadHistory.guardianId, guardian.id));
  return { guardian, child, deliver, post, postTo, history };
}

describe('POST /api/children/{childId}/mediaDonwloadHistory', () => {
  it('records downloads of visible media and answers true', async () => {
    const me = await family();
    const [a, b] = await me.deliver([{ shootingAt: new Date() }, { shootingAt: new Date() }]);
    expect(await (await me.post('mediaDonwloadHistory', { mediaId: a })).json()).toBe(true);
    expect(await (await me.post('mediaDonwloadHistory/bulk', { mediaIds: [a, b] })).json()).toBe(true);
    const rows = await me.history();
    expect(rows.map((row) => row.mediaId).sort()).toEqual([a, a, b].sort());
    expect(rows.every((row) => row.childId === me.child.id)).toBe(true);
  });

  it('answers false, recording nothing, for media the family may not see', async () => {
    const me = await family();
    const other = await family();
    const [revoked] = await me.deliver([{ shootingAt: new Date(), revoked: true }]);
    const [theirs] = await other.deliver([{ shootingAt: new Date() }]);
    expect(await (await me.post('mediaDonwloadHistory', { mediaId: theirs })).json()).toBe(false);
    expect(await (await me.post('mediaDonwloadHistory/bulk', { mediaIds: [theirs, revoked] })).json()).toBe(
      false,
    );
    expect(await me.history()).toEqual([]);
  });

  it("refuses another family's child, and malformed bodies with a Japanese 400", async () => {
    const me = await family();
    const other = await family();
    const [theirs] = await other.deliver([{ shootingAt: new Date() }]);
    const foreign = await me.postTo(other.child.id, 'mediaDonwloadHistory', { mediaId: theirs });
    expect(await foreign.json()).toEqual({ statusCode: 403, message: notYours });
    for (const body of [{ mediaId: 'x' }, { mediaIds: [] }, { mediaIds: Array(1001).fill(theirs) }, {}]) {
      const route = 'mediaIds' in body ? 'mediaDonwloadHistory/bulk' : 'mediaDonwloadHistory';
      const response = await me.post(route, body);
      expect(response.status, JSON.stringify(body).slice(0, 40)).toBe(400);
      expect(((await response.json()) as { message: string }).message).toMatch(/^メディア: /);
    }
  });
});

describe('POST /api/children/{childId}/media/archive', () => {
  it('streams a ZIP of the chosen photos, named by Tokyo shooting time', async () => {
    const me = await family();
    const originals = await Promise.all([0, 1, 2].map((i) => demoPhotoJpeg(i)));
    const shots = [
      tokyoInstant('2026-11-20', 9, 30),
      tokyoInstant('2026-11-20', 9, 30),
      tokyoInstant('2026-11-21', 14, 5),
    ];
    const ids = await me.deliver(originals.map((full, i) => ({ full, shootingAt: shots[i] ?? new Date() })));
    const response = await me.post('media/archive', { mediaIds: [...ids].reverse() });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/zip');
    expect(response.headers.get('content-disposition')).toMatch(
      /^attachment; filename="hibi-photo_\d{8}\.zip"$/,
    );
    const zip = Buffer.from(await response.arrayBuffer());
    const entries = zipEntries(zip);
    expect(entries.map((entry) => entry.name)).toEqual([
      '2026-11-20_0930_1.jpg',
      '2026-11-20_0930_2.jpg',
      '2026-11-21_1405_1.jpg',
    ]);
    // Both 09:30 photos have the same time, so which is _1 follows mediaId; compare as a set.
    expect(new Set(entries.map((entry) => entry.data.toString('base64')))).toEqual(
      new Set(originals.map((original) => original.toString('base64'))),
    );
    for (const entry of entries) {
      expect(entry.method).toBe('stored');
      expect(entry.crc32).toBe(crc32(entry.data));
    }
    if (spawnSync('which', ['unzip']).status === 0) {
      const file = path.join(server.dataDir, 'check.zip');
      await writeFile(file, zip);
      expect(spawnSync('unzip', ['-tq', file]).status).toBe(0);
    }
  });

  it('leaves out an object storage cannot read, and says so inside the ZIP', async () => {
    const me = await family();
    const ids = await me.deliver([
      { shootingAt: tokyoInstant('2026-11-20', 10) },
      { shootingAt: tokyoInstant('2026-11-20', 11) },
    ]);
    await server.context.storage.delete(`media/${facilityId}/${ids[0]}/full.jpg`);
    const entries = zipEntries(
      Buffer.from(await (await me.post('media/archive', { mediaIds: ids })).arrayBuffer()),
    );
    expect(entries.map((entry) => entry.name)).toEqual([
      '2026-11-20_1100_1.jpg',
      'ダウンロードできなかったファイル.txt',
    ]);
    expect(entries[1]?.data.toString()).toContain('2026-11-20_1000_1.jpg');
  });

  it("refuses a selection with another family's media", async () => {
    const me = await family();
    const other = await family();
    const [mine] = await me.deliver([{ shootingAt: new Date() }]);
    const [theirs] = await other.deliver([{ shootingAt: new Date() }]);
    const response = await me.post('media/archive', { mediaIds: [mine, theirs] });
    expect(response.status).toBe(403);
    expect(await response.json()).toEqual({ statusCode: 403, message: notYours });
  });
});
