import { timelinePageSchema } from '@hibi/contract';
import { eq, guardians } from '@hibi/db';
import { addTokyoDays, tokyoDate, tokyoInstant } from '@hibi/domain';
import { describe, expect, it } from 'vitest';
import { testClock } from '#tests/support/clock.ts';
import { deliverMedia, getJson } from '#tests/support/deliver-media.ts';
import { createGuardian, loginAs } from '#tests/support/fixtures.ts';
import { plainJpeg, servedImage } from '#tests/support/images.ts';
import type { TestServer } from '#tests/support/test-server.ts';
import { useTestServer } from '#tests/support/use-test-server.ts';
import { notYours } from '../../auth/authenticate.ts';
import { addMedium } from '../../pipeline/backfill/add-medium.ts';

type Page = {
  content: { mediaId: string; thumbnailUrl: string; mediumUrl: string | null; previewUrl: string }[];
};
let server: TestServer;
let facilityId: string;
const clock = testClock();
const today = tokyoDate(clock.now());
const daysAgo = (days: number, hours = 10) => tokyoInstant(addTokyoDays(today, -days), hours);

useTestServer((started) => ({ server, facilityId } = started), { now: clock.now });

async function family(subscriptionType: 'free' | 'trial' | 'premium' = 'premium') {
  const { guardian, child } = await createGuardian(server.database.db, {
    facilityId,
    subscriptionType,
    approvedAt: clock.daysAgo(1),
  });
  const { headers } = await loginAs(server.url, guardian.email);
  const deliver = (items: Parameters<typeof deliverMedia>[1], childId = child.id) =>
    deliverMedia({ db: server.database.db, storage: server.context.storage, facilityId, childId }, items);
  const page = async (query = '') =>
    (await getJson<Page>(`${server.url}/api/${child.id}/timeline/list${query}`, headers)).body.content;
  const list = async (query = '') => (await page(query)).map((item) => item.mediaId);
  return { guardian, child, headers, deliver, list, page };
}

describe('GET /api/{childId}/timeline/list', () => {
  it("shows only the child's own, unrevoked, ready media delivered since approval, newest first", async () => {
    const me = await family();
    const other = await family();
    const approvedAt = me.child.approvedAt ?? clock.now();
    const [recent, old] = await me.deliver([{ shootingAt: daysAgo(1) }, { shootingAt: daysAgo(30) }]);
    await me.deliver([
      { shootingAt: daysAgo(2), revoked: true },
      { shootingAt: daysAgo(2), status: 'processing' },
      { shootingAt: daysAgo(2), deliveredAt: new Date(approvedAt.getTime() - 60_000) },
    ]);
    await other.deliver([{ shootingAt: daysAgo(1) }]);
    expect(await me.list()).toEqual([recent, old]);
  });

  it('applies the timeline mode of the plan (specification §4)', async () => {
    const inside = tokyoInstant(addTokyoDays(today, -6), 0, 1);
    const outside = tokyoInstant(addTokyoDays(today, -7), 23, 59);
    const premium = await family('premium');
    const trial = await family('trial');
    const free = await family('free');
    const ids = new Map<string, string[]>();
    for (const [name, who] of Object.entries({ premium, trial, free })) {
      ids.set(name, await who.deliver([{ shootingAt: inside }, { shootingAt: outside }]));
    }
    const [premiumInside, premiumOutside] = ids.get('premium') ?? [];
    expect(await premium.list()).toEqual([premiumInside, premiumOutside]);
    expect(await premium.list('?recent=true')).toEqual([premiumInside]);
    expect(await trial.list()).toEqual(ids.get('trial')?.slice(0, 1));
    expect(await trial.list('?trialing=false')).toEqual(ids.get('trial'));
    expect(await free.list('?trialing=false&recent=false')).toEqual(ids.get('free')?.slice(0, 1));
  });

  it('shows a withdrawn guardian nothing, even with a token still valid', async () => {
    const me = await family();
    await me.deliver([{ shootingAt: daysAgo(1) }]);
    expect(await me.list()).toHaveLength(1);
    await server.database.db
      .update(guardians)
      .set({ status: 'withdrawn' })
      .where(eq(guardians.id, me.guardian.id));
    expect(await me.list()).toEqual([]);
  });

  it('hands out signed URLs that work while fresh and fail once altered, moved or expired', async () => {
    const me = await family();
    const [mine, other] = await me.deliver([{ shootingAt: daysAgo(1) }, { shootingAt: daysAgo(2) }]);
    const item = (await me.page()).find((entry) => entry.mediaId === mine);
    const url = item?.thumbnailUrl ?? '';
    // One signature for the item's files, for this guardian and child (decision 0075): the same on each of its URLs.
    expect(url).toMatch(
      /^\/media\/media\/.+\/thumbnail\.webp\?exp=\d+&item=[\w-]{22}&v=[\w-]{36}\.[\w-]{36}$/,
    );
    expect(url).toContain(`&v=${me.guardian.id}.${me.child.id}`);
    expect(new URL(item?.previewUrl ?? '', server.url).search).toBe(new URL(url, server.url).search);
    const fresh = await fetch(`${server.url}${url}`);
    expect(fresh.status).toBe(200);
    expect(await fresh.text()).toMatch(/^bytes of media\//);
    const exp = Number(new URL(url, server.url).searchParams.get('exp'));
    expect(exp * 1000 - clock.now().getTime()).toBeGreaterThanOrEqual(599_000);
    const status = async (path: string) => (await fetch(`${server.url}${path}`)).status;
    const altered = url.replace(/item=(.)/, (_, first: string) => `item=${first === 'A' ? 'B' : 'A'}`);
    expect(await status(altered)).toBe(403);
    // Neither the item's original nor another media opens with it, nor a download name.
    expect(await status(url.replace('thumbnail.webp', 'original.jpg'))).toBe(403);
    expect(await status(url.replace(mine ?? '', other ?? ''))).toBe(403);
    expect(await status(`${url}&dl=x.jpg`)).toBe(403);
    const before = clock.now();
    clock.advance(exp * 1000 - before.getTime() + 1000);
    expect(await status(url)).toBe(403);
    clock.set(before);
  });

  it("answers exactly the contract's shape, which its plain JSON serializer no longer checks", async () => {
    const me = await family();
    const [photo, video] = await me.deliver([
      { shootingAt: daysAgo(1) },
      { shootingAt: daysAgo(2), kind: 'video' },
    ]);
    const { status, body } = await getJson<unknown>(
      `${server.url}/api/${me.child.id}/timeline/list`,
      me.headers,
    );
    expect(status).toBe(200);
    const page = timelinePageSchema.parse(body);
    const fields = ['mediaId', 'shootingAt', 'kind', 'width', 'height', 'placeholder'];
    const urls = ['thumbnailUrl', 'mediumUrl', 'previewUrl', 'originalUrl'];
    expect(Object.keys(body as object).sort()).toEqual(['content', 'nextPaginationToken']);
    expect(page.content.map((item) => item.mediaId)).toEqual([photo, video]);
    expect(Object.keys(page.content[0] ?? {}).sort()).toEqual([...fields, ...urls].sort());
    expect(Object.keys(page.content[1] ?? {}).sort()).toEqual(
      [...fields, ...urls, 'videoUrl', 'posterUrl'].sort(),
    );
    // A video opens at full size as its MP4.
    expect(page.content[1]?.originalUrl).toBe(page.content[1]?.videoUrl);
  });

  it('hands out the 640 px tile image; older media have none until the backfill makes it', async () => {
    const me = await family();
    const full = await plainJpeg(1600, 1200);
    const [older] = await me.deliver([{ shootingAt: daysAgo(1), full, noMedium: true }]);
    expect((await me.page())[0]?.mediumUrl).toBeNull();
    await addMedium({ db: server.database.db, storage: server.context.storage }, older ?? '');
    const url = (await me.page())[0]?.mediumUrl ?? '';
    expect(url).toMatch(/^\/media\/media\/.+\/medium\.webp\?exp=\d+&item=/);
    const image = await servedImage(`${server.url}${url}`);
    expect([image.status, image.format, image.width, image.height]).toEqual([200, 'webp', 853, 640]);
  });

  it("refuses another family's child, and malformed ids and flags with a Japanese 400", async () => {
    const me = await family();
    const other = await family();
    const get = (path: string) => getJson(`${server.url}/api/${path}`, me.headers);
    expect(await get(`${other.child.id}/timeline/list`)).toEqual({
      status: 403,
      body: { statusCode: 403, message: notYours },
    });
    expect((await get('not-a-uuid/timeline/list')).status).toBe(400);
    const flag = await get(`${me.child.id}/timeline/list?recent=yes`);
    expect(flag).toEqual({
      status: 400,
      body: { statusCode: 400, message: '表示期間: 選択肢の中から指定してください。' },
    });
  });
});

describe('GET /api/{childId}/timeline', () => {
  it('summarises the mode, counts per Tokyo day and the newest items', async () => {
    const me = await family('trial');
    const shot = [daysAgo(0, 9), daysAgo(0, 8), daysAgo(3), daysAgo(20)];
    const [newest] = await me.deliver(shot.map((shootingAt) => ({ shootingAt })));
    const summary = await getJson<Record<string, unknown> & { latest: Page['content'] }>(
      `${server.url}/api/${me.child.id}/timeline`,
      me.headers,
    );
    expect(summary.body).toMatchObject({
      mode: 'recent',
      recentFrom: addTokyoDays(today, -6),
      count: 3,
      totalCount: 4,
      days: [
        { date: today, count: 2 },
        { date: addTokyoDays(today, -3), count: 1 },
      ],
    });
    expect(summary.body.latest.map((item) => item.mediaId)[0]).toBe(newest);
    expect(summary.body.latest).toHaveLength(3);
    const all = await getJson(`${server.url}/api/${me.child.id}/timeline?trialing=false`, me.headers);
    expect(all.body).toMatchObject({ mode: 'all', count: 4, totalCount: 4 });
  });
});
