import { eq } from '@hibi/db';
import {
  children,
  collectionMedia,
  deliveries,
  guardians,
  media,
  photoMovieCollections,
  staffAccounts,
} from '@hibi/db/schema';
import { tokyoDate } from '@hibi/domain';

import { describe, expect, it } from 'vitest';
import { loginAs } from '#tests/support/fixtures.ts';
import type { TestServer } from '#tests/support/test-server.ts';
import { useTestServer } from '#tests/support/use-test-server.ts';
import { verifyPassword } from '../auth/passwords.ts';
import { demoPassword } from './demo-accounts.ts';
import { demoPhotoDays } from './demo-media.ts';
import { seedDemoIfWanted } from './seed-demo.ts';

const now = new Date('2026-11-22T03:00:00Z'); // a Sunday noon in Tokyo
const settings = { SEED_DEMO: 'true' as const, PUBLIC_URL: 'http://localhost:3000' };

type Item = { mediaId: string; shootingAt: string; kind: 'photo' | 'video'; videoUrl?: string };
type Page = { content: Item[]; nextPaginationToken: string | null };
type Movie = { datefrom: string; dateto: string; is_published: boolean; collection_media: unknown[] };

describe('the demo seed', () => {
  let server: TestServer;
  let log: string | null;
  const seed = () =>
    seedDemoIfWanted({ settings, database: server.database, storage: server.context.storage, now });

  /** A demo family as the API shows it to them, signed in with the demo password. */
  async function signIn(email: string) {
    const { headers } = await loginAs(server.url, email, demoPassword);
    const get = async <T>(path: string): Promise<{ status: number; body: T }> => {
      const response = await fetch(`${server.url}${path}`, { headers });
      return { status: response.status, body: (await response.json()) as T };
    };
    const info = (await get<{ userId: string; subscriptionType: string }>('/api/users/userInfo')).body;
    const [own] = (await get<{ childId: string }[]>(`/api/users/${info.userId}/children`)).body;
    const childId = own?.childId ?? '';
    /** Every page of the timeline, following nextPaginationToken. */
    const timeline = async (query = '') => {
      const items: Item[] = [];
      let token: string | null = null;
      do {
        const next: string = token ? `${query ? '&' : '?'}paginationToken=${token}` : '';
        const { status, body } = await get<Page>(`/api/${childId}/timeline/list${query}${next}`);
        expect(status).toBe(200);
        items.push(...body.content);
        token = body.nextPaginationToken;
      } while (token);
      return items;
    };
    return { info, childId, get, timeline };
  }
  const days = (items: Item[]) => [...new Set(items.map((item) => tokyoDate(new Date(item.shootingAt))))];

  useTestServer(
    async (started) => {
      server = started.server;
      log = await seed();
    },
    { now: () => now, timeout: 180_000 },
  );

  it('announces the accounts in the start log', () => {
    expect(log).toContain('http://localhost:3000/signin/');
    expect(log).toContain('with 72 photos and 3 videos');
    for (const email of ['demo', 'trial', 'free', 'operator']) {
      expect(log).toContain(`${email}@hibi.example / hibi-demo-pass`);
    }
  });

  it('creates the four demo accounts with the demo password', async () => {
    const { db } = server.database;
    const byEmail = async (email: string) =>
      (await db.select().from(guardians).where(eq(guardians.email, email)))[0];
    const demo = await byEmail('demo@hibi.example');
    const trial = await byEmail('trial@hibi.example');
    const free = await byEmail('free@hibi.example');
    const [operator] = await db.select().from(staffAccounts);
    // Premium through its subscription; its own type is the trial it had, so leaving ends in free.
    expect(demo).toMatchObject({ status: 'approved', subscriptionType: 'trial' });
    expect(trial).toMatchObject({ status: 'approved', subscriptionType: 'trial' });
    expect(free).toMatchObject({ status: 'approved', subscriptionType: 'free' });
    expect(tokyoDate(trial?.approvedAt ?? 0)).toBe('2026-11-21');
    expect(free?.approvedAt?.getTime()).toBeLessThan(now.getTime() - 60 * 86_400_000);
    expect(operator).toMatchObject({ email: 'operator@hibi.example', role: 'operator' });
    expect(await verifyPassword(free?.passwordHash ?? '', demoPassword)).toBe(true);
    expect(await verifyPassword(demo?.passwordHash ?? '', 'wrong')).toBe(false);
  });

  it('gives the premium child at least 60 photos over at least 10 days and 2 photo movies', async () => {
    const { db } = server.database;
    const [child] = await db
      .select({ id: children.id })
      .from(children)
      .innerJoin(guardians, eq(children.guardianId, guardians.id))
      .where(eq(guardians.email, 'demo@hibi.example'));
    const delivered = await db
      .select()
      .from(deliveries)
      .where(eq(deliveries.childId, child?.id ?? ''));
    expect(delivered.length).toBe(75);
    expect(new Set(delivered.map((item) => tokyoDate(item.shootingAt))).size).toBe(18);

    const movies = await db
      .select()
      .from(photoMovieCollections)
      .where(eq(photoMovieCollections.childId, child?.id ?? ''));
    expect(movies.map((movie) => [movie.dateFrom, movie.dateTo]).sort()).toEqual([
      ['2026-11-02', '2026-11-08'],
      ['2026-11-09', '2026-11-15'],
    ]);
    expect(movies.every((movie) => movie.isPublished)).toBe(true);
    for (const movie of movies) {
      const items = await db.select().from(collectionMedia).where(eq(collectionMedia.collectionId, movie.id));
      expect(items.length).toBeGreaterThanOrEqual(15);
    }

    const premium = await signIn('demo@hibi.example');
    expect(premium.info.subscriptionType).toBe('premium');
    const all = await premium.timeline();
    expect(all).toHaveLength(75);
    expect(all.filter((item) => item.kind === 'video')).toHaveLength(3);
  });

  it('gives the premium family a test card and every month since its trial paid', async () => {
    const premium = await signIn('demo@hibi.example');
    const user = `/api/users/${premium.info.userId}`;
    expect((await premium.get(`${user}/settlement`)).body).toMatchObject({
      card: { brand: 'visa', last4: '4242' },
    });
    const history = (await premium.get<{ amount: number; status: string }[]>(`${user}/subscriptionHistory`))
      .body;
    // Approved 90 days ago with a 14-day trial: the trial's 0 yen, then two or three paid months.
    expect(history.at(-1)).toMatchObject({ amount: 0, status: 'paid' });
    expect(history.slice(0, -1).every((payment) => payment.amount === 1480)).toBe(true);
    expect(history.length).toBeGreaterThanOrEqual(3);
    const [record] = (
      await premium.get<{ status: string; currentPeriodEndsAt: string }[]>(`${user}/subscription`)
    ).body;
    expect(record?.status).toBe('active');
    expect(new Date(record?.currentPeriodEndsAt ?? 0).getTime()).toBeGreaterThan(now.getTime());
  });

  it('shows the trial family three weeks with videos through the API: 7 days first, the rest under more', async () => {
    const trial = await signIn('trial@hibi.example');
    expect(trial.info.subscriptionType).toBe('trial');
    const recent = await trial.timeline();
    const all = await trial.timeline('?trialing=false');
    expect(all).toHaveLength(39); // 2 photos a day over 18 nursery days, and 3 videos
    expect(days(all).at(-1)).toBe('2026-11-02');
    expect(days(all)[0]).toBe('2026-11-21');
    expect(days(all)).toHaveLength(18);
    expect(recent).toHaveLength(14);
    expect(days(recent).at(-1)).toBe('2026-11-16');
    const videos = all.filter((item) => item.kind === 'video');
    expect(videos).toHaveLength(3);
    expect(videos[0]?.videoUrl).toMatch(/^\/media\/media\/.+\/video\.mp4\?exp=\d+&item=/);
    const video = await fetch(`${server.url}${videos[0]?.videoUrl}`);
    expect(video.status).toBe(200);
    expect(video.headers.get('content-type')).toBe('video/mp4');
    await video.arrayBuffer();

    const movies = await trial.get<Movie[]>(`/api/${trial.childId}/timeline/photomovie`);
    expect(movies.status).toBe(200);
    expect(movies.body).toHaveLength(1);
    expect(movies.body[0]).toMatchObject({
      datefrom: '2026-11-09',
      dateto: '2026-11-15',
      is_published: true,
    });
    expect(movies.body[0]?.collection_media).toHaveLength(12);
  });

  it('shows the free family its last 7 days only, with a video, and no photo movies', async () => {
    const free = await signIn('free@hibi.example');
    expect(free.info.subscriptionType).toBe('free');
    const { db } = server.database;
    expect(await db.select().from(deliveries).where(eq(deliveries.childId, free.childId))).toHaveLength(37);
    const shown = await free.timeline('?trialing=false');
    expect(shown).toHaveLength(13); // 2 photos a day over the 6 nursery days of the week, and a video
    expect(days(shown).at(-1)).toBe('2026-11-16');
    expect(shown.filter((item) => item.kind === 'video')).toHaveLength(1);
    expect((await free.get(`/api/${free.childId}/timeline/photomovie`)).status).toBe(403);
  });

  it('puts every photo and video through the ingest step of real uploads, marked as seeded', async () => {
    const files = server.context.storage;
    const rows = await server.database.db.query.media.findMany();
    expect(rows).toHaveLength(75);
    for (const row of rows) {
      expect(row).toMatchObject({ status: 'ready', seeded: true });
      expect(row.placeholder).toBeTruthy();
      expect(row.contentSha256).toMatch(/^[0-9a-f]{64}$/);
    }
    const photos = rows.filter((row) => row.kind === 'photo');
    for (const row of photos) expect(row.perceptualHash).toMatch(/^[0-9a-f]{16}$/);
    for (const row of photos.slice(0, 3)) {
      for (const key of [row.originalKey, row.previewKey, row.thumbnailKey, row.mediumKey, row.fullKey]) {
        expect(await files.exists(key ?? 'missing')).toBe(true);
      }
    }
    const videos = await server.database.db.select().from(media).where(eq(media.kind, 'video'));
    expect(videos).toHaveLength(3);
    for (const row of videos) {
      expect(row).toMatchObject({ width: 640, height: 480, durationMs: 4000 });
      expect(await files.exists(row.videoKey ?? 'missing')).toBe(true);
      expect(await files.exists(row.posterKey ?? 'missing')).toBe(true);
      expect(await files.exists(row.mediumKey ?? 'missing')).toBe(true);
    }
  });

  it('runs once: a second start finds the facility and seeds nothing', async () => {
    expect(await seed()).toBeNull();
  });
});

describe('demoPhotoDays', () => {
  it('skips Sundays but always includes yesterday', () => {
    const days = demoPhotoDays('2026-11-23'); // a Monday: yesterday was a Sunday
    expect(days.at(-1)).toBe('2026-11-22');
    expect(days).not.toContain('2026-11-15');
    expect(days[0]).toBe('2026-11-02');
  });
});
