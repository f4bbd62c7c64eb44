import type { MediaExport } from '@hibi/contract';
import { eq, guardians } from '@hibi/db';
import { tokyoInstant } from '@hibi/domain';
import { describe, expect, it } from 'vitest';
import { deliverMedia } from '#tests/support/deliver-media.ts';
import { createGuardian, loginAs } from '#tests/support/fixtures.ts';
import type { TestServer } from '#tests/support/test-server.ts';
import { useTestServer } from '#tests/support/use-test-server.ts';
import { zipEntries } from '#tests/support/zip-entries.ts';

let server: TestServer;
let facilityId: string;
useTestServer((started) => ({ server, facilityId } = started));

const november = (index: number) =>
  tokyoInstant(`2026-11-${String(1 + (index % 30)).padStart(2, '0')}`, 9, index % 60);

async function exportOf(headers: Record<string, string>, userId: string) {
  const answer = await fetch(`${server.url}/api/users/${userId}/mediaExport`, { headers });
  expect(answer.status).toBe(200);
  return (await answer.json()) as MediaExport;
}

describe('the month-by-month export (decision 0078)', () => {
  it('streams a month of more than 1,000 items with its exact length, only what the family sees', {
    timeout: 120_000,
  }, async () => {
    const { db } = server.database;
    const { storage } = server.context;
    const ours = await createGuardian(db, { facilityId, approvedAt: new Date(Date.now() - 60_000) });
    const theirs = await createGuardian(db, { facilityId, approvedAt: new Date(Date.now() - 60_000) });
    const target = { db, storage, facilityId, childId: ours.child.id };
    await deliverMedia(target, [
      ...Array.from({ length: 1_040 }, (_, index) => ({ shootingAt: november(index) })),
      ...Array.from({ length: 5 }, (_, index) => ({ shootingAt: november(index), kind: 'video' as const })),
      // The month's last minutes in Tokyo are November's; the first of December's are not.
      { shootingAt: tokyoInstant('2026-11-30', 23, 50) },
      { shootingAt: tokyoInstant('2026-12-01', 0, 10) },
      { shootingAt: tokyoInstant('2026-10-15', 10) },
      // Taken back: never in a ZIP.
      { shootingAt: november(3), revoked: true },
    ]);
    const secret = Buffer.from('another family’s photo');
    await deliverMedia({ ...target, childId: theirs.child.id }, [
      { shootingAt: november(1), full: secret },
      { shootingAt: november(2), full: secret },
    ]);

    const signedIn = await loginAs(server.url, ours.guardian.email);
    const list = await exportOf(signedIn.headers, ours.guardian.id);
    expect(list.children).toHaveLength(1);
    const [child] = list.children;
    expect(child?.childId).toBe(ours.child.id);
    expect(child?.months.map(({ url: _url, ...month }) => month)).toEqual([
      { month: '2026-12', photos: 1, videos: 0 },
      { month: '2026-11', photos: 1_041, videos: 5 },
      { month: '2026-10', photos: 1, videos: 0 },
    ]);
    const url = child?.months[1]?.url ?? '';
    expect(url).not.toContain(ours.child.firstName);

    // A plain GET, no bearer token: what a browser's own download does.
    const answer = await fetch(`${server.url}${url}`);
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toBe('application/zip');
    expect(answer.headers.get('content-disposition')).toMatch(/^attachment; filename="hibi-photo_202611_/);
    const zip = Buffer.from(await answer.arrayBuffer());
    expect(Number(answer.headers.get('content-length'))).toBe(zip.length);
    const entries = zipEntries(zip);
    expect(entries).toHaveLength(1_046);
    expect(new Set(entries.map((entry) => entry.name)).size).toBe(1_046);
    expect(entries.filter((entry) => entry.name.endsWith('.mp4'))).toHaveLength(5);
    expect(entries.every((entry) => entry.method === 'stored')).toBe(true);
    expect(entries.some((entry) => entry.data.equals(secret))).toBe(false);
    expect(entries.at(-1)?.name).toBe('2026-11-30_2350_1.jpg');

    // The other family's list holds only their own child.
    const other = await loginAs(server.url, theirs.guardian.email);
    const otherList = await exportOf(other.headers, theirs.guardian.id);
    expect(otherList.children.map((entry) => entry.childId)).toEqual([theirs.child.id]);
  });

  it('refuses a changed or expired link, another viewer, a withdrawn guardian and a bad month, in Japanese', async () => {
    const { db } = server.database;
    const ours = await createGuardian(db, { facilityId, approvedAt: new Date(Date.now() - 60_000) });
    const theirs = await createGuardian(db, { facilityId });
    await deliverMedia({ db, storage: server.context.storage, facilityId, childId: ours.child.id }, [
      { shootingAt: november(1) },
    ]);
    const signedIn = await loginAs(server.url, ours.guardian.email);
    const url = (await exportOf(signedIn.headers, ours.guardian.id)).children[0]?.months[0]?.url ?? '';
    const status = async (link: string) => {
      const answer = await fetch(`${server.url}${link}`);
      return { status: answer.status, body: (await answer.json()) as { message: string } };
    };
    const refused = {
      status: 403,
      body: {
        statusCode: 403,
        message:
          'ダウンロードの有効期限が切れたか、リンクが正しくありません。マイページの「写真・動画の一括保存」を開き直してください。',
      },
    };
    expect(await status(url.replace(/sig=./, 'sig=A'))).toEqual(refused);
    expect(await status(url.replace(/viewer=[^&]+/, `viewer=${theirs.guardian.id}`))).toEqual(refused);
    expect(await status(url.replace('2026-11', '2026-10'))).toEqual(refused);
    expect(await status(url.replace(/exp=\d+/, 'exp=1000'))).toEqual(refused);
    expect((await status(url.replace('2026-11', '2026-13'))).status).toBe(400);
    expect((await status(url.replace('2026-11', '2026-13'))).body.message).toBe(
      '月: YYYY-MM の形で指定してください。',
    );
    // Another guardian's own list is refused for this one's userId.
    expect(
      (
        await fetch(`${server.url}/api/users/${ours.guardian.id}/mediaExport`, {
          headers: (await loginAs(server.url, theirs.guardian.email)).headers,
        })
      ).status,
    ).toBe(403);

    await db.update(guardians).set({ status: 'withdrawn' }).where(eq(guardians.id, ours.guardian.id));
    expect(await status(url)).toEqual(refused);
  });
});
