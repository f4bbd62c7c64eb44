// Bench data: 200 facilities, 10,000 families, 1,000,000 media and their deliveries, made inside
// PostgreSQL with generate_series (no rows cross the wire).
import type pg from 'pg';
import { withoutIndexes } from './bulk-load.ts';

export const benchShape = { facilities: 200, childrenPerFacility: 50, media: 1_000_000 };
export type BenchShape = typeof benchShape;
const shotAt = "now() - m.n * interval '31.5 seconds'"; // 1,000,000 media over about a year

/** The guardian whose child is benchmarked: facility 0, child 0, who gets all of that facility's media. */
export const benchEmail = 'bench0@hibi.example';
/** Children 0 … 999 (five of each facility, about 100 deliveries each), queried in turn. */
export const manyChildren = 1000;
export const benchEmailOf = (i: number) => `bench${i}@hibi.example`;

export async function seedBenchData(
  client: pg.PoolClient,
  passwordHash: string,
  log: (line: string) => void,
  shape: BenchShape = benchShape,
) {
  const { facilities, childrenPerFacility } = shape;
  const families = facilities * childrenPerFacility;
  const run = async (label: string, statement: string, values: unknown[] = []) => {
    const started = performance.now();
    const result = await client.query(statement, values);
    log(`  ${label}: ${result.rowCount ?? 0} rows in ${((performance.now() - started) / 1000).toFixed(1)} s`);
  };
  await run(
    'facilities',
    `insert into facilities (code, name) select 'bench-' || i, 'ベンチ保育園' || i from generate_series(0, $1 - 1) i`,
    [facilities],
  );
  await run(
    'guardians',
    `insert into guardians (email, password_hash, status, subscription_type, first_name, last_name, approved_at)
     select 'bench' || i || '@hibi.example', $2, 'approved', 'premium', '花子', '日比', now() - interval '400 days'
     from generate_series(0, $1 - 1) i`,
    [families, passwordHash],
  );
  // One family per guardian (its id the guardian's, as the families migration backfills).
  await run(
    'families',
    `with made as (insert into families (id) select id from guardians where email like 'bench%' returning id)
     insert into family_members (guardian_id, family_id, role) select id, id, 'guardian' from made`,
    [],
  );
  // Guardian i's child goes to facility i % 200, so a facility's children are guardians k, k+200, …
  await client.query(`create temp table bench_children (i int primary key, child_id uuid not null)`);
  await run(
    'children',
    `with made as (
       insert into children (guardian_id, family_id, facility_id, first_name, last_name, birthday, approved_at)
       select g.id, g.id, f.id, 'たろう', '日比', '2022-04-01', now() - interval '400 days'
       from generate_series(0, $1 - 1) i
       join guardians g on g.email = 'bench' || i || '@hibi.example'
       join facilities f on f.code = 'bench-' || (i % ${facilities})
       returning id, guardian_id)
     insert into bench_children select substring(g.email from 'bench(\\d+)@')::int, made.id
     from made join guardians g on g.id = made.guardian_id`,
    [families],
  );
  await client.query(
    `create temp table bench_media as select n, gen_random_uuid() as id from generate_series(0, $1 - 1) n`,
    [shape.media],
  );
  await withoutIndexes(client, ['media', 'deliveries'], async () => {
    await run(
      'media',
      `insert into media (id, facility_id, kind, original_key, preview_key, thumbnail_key, medium_key,
                          poster_key, video_key, content_sha256, width, height, shooting_at, status, placeholder)
       select m.id, f.id, case when m.n % 20 = 0 then 'video'::media_kind else 'photo'::media_kind end,
              'media/bench/' || m.n || '/original.jpg', 'media/bench/' || m.n || '/preview.webp',
              'media/bench/' || m.n || '/thumbnail.webp', 'media/bench/' || m.n || '/medium.webp',
              case when m.n % 20 = 0 then 'media/bench/' || m.n || '/poster.webp' end,
              case when m.n % 20 = 0 then 'media/bench/' || m.n || '/video.mp4' end,
              md5(m.n::text) || md5('x' || m.n), 1600, 1200, ${shotAt},
              case when m.n % 100 = 7 then 'processing'::media_status else 'ready'::media_status end,
              'YJqGPQw7sFlslqhFafSE+Q6oJ1h2iHB2Rw'
       from bench_media m join facilities f on f.code = 'bench-' || (m.n % ${facilities})`,
    );
    // Each media goes to one child of its facility in turn; the bench child also gets every media
    // of facility 0 (about 5,000: a year of a busy class). Rows are written in shooting order, as
    // the pipeline delivers them day by day, so every child's deliveries lie scattered across the
    // table among the other 9,999 children's rather than side by side.
    await run(
      'deliveries',
      `insert into deliveries (child_id, media_id, shooting_at, delivered_at, similarity, margin)
       select child_id, id, ${shotAt}, ${shotAt} + interval '8 hours', 0.8, 0.2
       from (
         select c.child_id, m.id, m.n
         from bench_media m
         join bench_children c
           on c.i = (m.n % ${facilities}) + ${facilities} * ((m.n / ${facilities}) % ${childrenPerFacility})
         union all
         select c.child_id, m.id, m.n
         from bench_media m join bench_children c on c.i = 0
         where m.n % ${facilities} = 0 and (m.n / ${facilities}) % ${childrenPerFacility} <> 0
       ) m
       order by m.n desc`,
    );
  });
  log('  indexes and constraints rebuilt');
  await run(
    'revoked (1% of the bench child)',
    `update deliveries set revoked_at = now(), revoked_reason = 'bench'
     where child_id = (select child_id from bench_children where i = 0) and get_byte(uuid_send(media_id), 15) < 3`,
  );
  await run('vacuum analyze', 'vacuum analyze');
  const { rows } = await client.query<{ child_id: string; i: number }>(
    'select child_id, i from bench_children where i < $1 order by i',
    [manyChildren],
  );
  const childId = rows[0]?.child_id;
  if (!childId) throw new Error('bench child missing');
  return { childId, manyChildIds: rows.map((row) => row.child_id) };
}
