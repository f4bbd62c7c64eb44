import { deliveries, sql } from '@hibi/db';
import { describe, expect, it } from 'vitest';
import { getJson } from '#tests/support/deliver-media.ts';
import { insertSibling } from '#tests/support/sibling-rows.ts';
import { signedInFamily } from '#tests/support/signed-in-family.ts';
import type { TestServer } from '#tests/support/test-server.ts';
import { useTestServer } from '#tests/support/use-test-server.ts';

type Page = { content: { mediaId: string; shootingAt: string }[]; nextPaginationToken: string | null };
let server: TestServer;
let facilityId: string;

useTestServer((started) => ({ server, facilityId } = started));

async function family() {
  const signedIn = await signedInFamily(server, { facilityId, subscriptionType: 'premium' });
  const { guardian, child, familyId, headers } = signedIn;
  const deliver = (count: number, at: (i: number) => Date, childId = child.id) =>
    signedIn.deliver(
      Array.from({ length: count }, (_, i) => ({ shootingAt: at(i) })),
      childId,
    );
  const page = (token?: string, childId = child.id, query = '') =>
    getJson<Page>(
      `${server.url}/api/${childId}/timeline/list?${query}${token ? `&paginationToken=${encodeURIComponent(token)}` : ''}`,
      headers,
    );
  /** Every page in turn, as the app merges them. */
  async function all(childId = child.id) {
    const pages: Page[] = [];
    let token: string | undefined;
    do {
      const { status, body } = await page(token, childId);
      expect(status).toBe(200);
      pages.push(body);
      token = body.nextPaginationToken ?? undefined;
    } while (token);
    return pages;
  }
  return { guardian, child, familyId, deliver, page, all };
}

describe('timeline pages', () => {
  it('pages through the whole timeline 60 at a time, newest first, each item once', async () => {
    const me = await family();
    // Pairs share a shooting time, so the order has to fall back on mediaId.
    const ids = await me.deliver(130, (i) => new Date(Date.UTC(2026, 10, 20, 9, 0, Math.floor(i / 2))));
    const pages = await me.all();
    expect(pages.map((p) => p.content.length)).toEqual([60, 60, 10]);
    const seen = pages.flatMap((p) => p.content);
    expect(new Set(seen.map((item) => item.mediaId))).toEqual(new Set(ids));
    const keys = seen.map((item) => `${item.shootingAt} ${item.mediaId}`);
    expect(keys).toEqual([...keys].sort().reverse());
  });

  it('keeps the microseconds of shooting times in the token, so no item is skipped', async () => {
    const me = await family();
    const ids = await me.deliver(62, () => new Date(Date.UTC(2026, 10, 20, 9)));
    // All 62 in one millisecond, a microsecond apart: a millisecond cursor would lose the last two.
    await server.database.db.execute(
      sql`update ${deliveries} set shooting_at = shooting_at + (row_number * interval '1 microsecond')
          from (select id as d_id, row_number() over (order by media_id) from ${deliveries}
                where child_id = ${me.child.id}) numbered
          where id = numbered.d_id`,
    );
    const pages = await me.all();
    expect(pages.map((p) => p.content.length)).toEqual([60, 2]);
    expect(new Set(pages.flatMap((p) => p.content.map((item) => item.mediaId)))).toEqual(new Set(ids));
  });

  it('refuses an altered token, and one of another child or another view, with a Japanese 400', async () => {
    const me = await family();
    const second = await insertSibling(server.database.db, me, {
      facilityId,
      firstName: 'じろう',
      lastName: '日比',
      birthday: '2024-01-05',
      approvedAt: new Date(Date.now() - 60_000),
    });
    await me.deliver(61, (i) => new Date(Date.now() - i * 60_000));
    await me.deliver(61, (i) => new Date(Date.now() - i * 60_000), second.id);
    const token = (await me.page()).body.nextPaginationToken ?? '';
    expect((await me.page(token)).status).toBe(200);

    const [payload = '', signature = ''] = token.split('.');
    const forged = Buffer.from(payload, 'base64url')
      .toString()
      .replace(/"t":"\d/, '"t":"1');
    const attempts = [
      `${Buffer.from(forged).toString('base64url')}.${signature}`,
      // The first character carries six whole bits (the last one only padding), so changing it always alters the signature.
      `${payload}.${signature.startsWith('A') ? 'B' : 'A'}${signature.slice(1)}`,
      'not-a-token',
    ];
    for (const attempt of attempts) {
      const { status, body } = await me.page(attempt);
      expect(status, attempt).toBe(400);
      expect(body).toMatchObject({ statusCode: 400, message: expect.stringMatching(/ページ位置/) });
    }
    expect((await me.page(token, second.id)).status).toBe(400);
    expect((await me.page(token, me.child.id, 'recent=true')).status).toBe(400);
  });

  it('refuses an over-long token before reading it', async () => {
    const me = await family();
    const { status, body } = await me.page('x'.repeat(600));
    expect(status).toBe(400);
    expect(body).toMatchObject({ message: expect.stringMatching(/^ページ位置: /) });
  });
});
