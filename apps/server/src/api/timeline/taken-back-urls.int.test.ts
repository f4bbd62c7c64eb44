import type { TimelineItem } from '@hibi/contract';
import { deliveries, eq } from '@hibi/db';
import { describe, expect, it } from 'vitest';
import { createGuardian } from '#tests/support/fixtures.ts';
import { signedInFamily } from '#tests/support/signed-in-family.ts';
import { newStaffToken } from '#tests/support/staff.ts';
import type { TestServer } from '#tests/support/test-server.ts';
import { useTestServer } from '#tests/support/use-test-server.ts';

// Issue 42: once a delivery is taken back, no URL the family already holds opens the media, at once.
let server: TestServer;
let facilityId: string;
useTestServer((started) => ({ server, facilityId } = started));

const urlsOf = (item: TimelineItem) =>
  [
    item.thumbnailUrl,
    item.mediumUrl,
    item.previewUrl,
    item.originalUrl,
    item.videoUrl,
    item.posterUrl,
  ].filter((url): url is string => Boolean(url));
const statusOf = async (url: string) => (await fetch(`${server.url}${url}`)).status;

async function familyWith(kind: 'photo' | 'video') {
  const { child, deliver, timeline } = await signedInFamily(server, {
    facilityId,
    subscriptionType: 'premium',
  });
  const [mediaId] = await deliver([{ shootingAt: new Date(Date.now() - 3_600_000), kind }]);
  const item = (await timeline()).find((entry) => entry.mediaId === mediaId);
  if (!item) throw new Error('not on the timeline');
  return { child, mediaId: mediaId ?? '', urls: urlsOf(item) };
}

describe("a taken-back delivery's URLs", () => {
  for (const kind of ['photo', 'video'] as const) {
    it(`stop opening for the family right after staff take a ${kind} back, in every size`, async () => {
      const { mediaId, urls } = await familyWith(kind);
      expect(urls.length).toBeGreaterThanOrEqual(kind === 'photo' ? 4 : 5);
      expect(await Promise.all(urls.map(statusOf))).toEqual(urls.map(() => 200));
      const [delivery] = await server.database.db
        .select()
        .from(deliveries)
        .where(eq(deliveries.mediaId, mediaId));
      const operator = await newStaffToken(server);
      const revoked = await fetch(`${server.url}/api/admin/deliveries/${delivery?.id}/revoke`, {
        method: 'POST',
        headers: { authorization: `Bearer ${operator}`, 'content-type': 'application/json' },
        body: JSON.stringify({ reason: '別のお子さまでした' }),
      });
      expect(revoked.status).toBe(200);
      expect(await Promise.all(urls.map(statusOf))).toEqual(urls.map(() => 404));
      const answer = await fetch(`${server.url}${urls[0]}`);
      expect(((await answer.json()) as { message: string }).message).toBe(
        'この写真・動画は表示できなくなりました。',
      );
      // Opened as a page (a saved or shared link), it is a page to read, not JSON (issue 44, point 16).
      const page = await fetch(`${server.url}${urls[0]}`, {
        headers: { accept: 'text/html', 'sec-fetch-dest': 'document' },
      });
      expect(page.status).toBe(404);
      expect(page.headers.get('content-type')).toContain('text/html');
      const html = await page.text();
      expect(html).toContain('この写真・動画は表示できなくなりました。');
      expect(html).toContain('href="/timeline/"');
    });
  }

  it('cannot be turned into a URL for another viewer, nor lose its viewer', async () => {
    const { urls } = await familyWith('photo');
    const [url = ''] = urls;
    const stranger = (await createGuardian(server.database.db, { facilityId })).guardian.id;
    const other = url.replace(/v=[0-9a-f-]{36}/, `v=${stranger}`);
    expect(other).not.toBe(url);
    expect(await statusOf(other)).toBe(403);
    expect(await statusOf(url.replace(/&v=[^&]+/, ''))).toBe(403);
    const expired = await fetch(`${server.url}${url.replace(/exp=\d+/, 'exp=1000')}`, {
      headers: { accept: 'text/html,application/xhtml+xml' },
    });
    expect(expired.status).toBe(403);
    expect(await expired.text()).toContain('有効期限が切れています');
  });
});
