// What the job queue tells: whether the media's jobs are all done, and how long each one waited and ran.
import { type Database, sql } from '@hibi/db';

const MEDIA_JOBS = sql`('media-ingest', 'media-match')`;

/** Resolves when no media is processing and no ingest or match job waits or runs. */
export async function waitUntilSettled(db: Database, options = { pollMs: 200, stallMs: 180_000 }) {
  let last = '';
  let lastChange = performance.now();
  for (;;) {
    const { rows } = await db.execute<{ processing: number; queued: number; done: number }>(sql`
      select (select count(*)::int from media where status = 'processing') as processing,
             (select count(*)::int from pgboss.job where name in ${MEDIA_JOBS}
                and state in ('created', 'retry', 'active')) as queued,
             (select count(*)::int from pgboss.job where name in ${MEDIA_JOBS}
                and state = 'completed') as done`);
    const state = rows[0];
    if (state && state.processing === 0 && state.queued === 0) return;
    const now = performance.now();
    if (JSON.stringify(state) !== last) [last, lastChange] = [JSON.stringify(state), now];
    if (now - lastChange > options.stallMs) throw new Error(`the pipeline stalled: ${last}`);
    await new Promise((resolve) => setTimeout(resolve, options.pollMs));
  }
}

export type JobTimes = { name: string; state: string; retries: number; waitMs: number; runMs: number };

/** The ingest and match jobs of these media, finished ones in pgboss.job or already archived. */
export async function jobTimes(db: Database, mediaIds: string[]): Promise<JobTimes[]> {
  const { rows } = await db.execute<JobTimes>(sql`
    select name, state::text as state, retry_count::int as retries,
           (extract(epoch from started_on - created_on) * 1000)::float8 as "waitMs",
           (extract(epoch from completed_on - started_on) * 1000)::float8 as "runMs"
      from (select name, data, state, retry_count, created_on, started_on, completed_on from pgboss.job
            union all
            select name, data, state, retry_count, created_on, started_on, completed_on
              from pgboss.archive) jobs
     where name in ${MEDIA_JOBS}
       and data->>'mediaId' in (select jsonb_array_elements_text(${JSON.stringify(mediaIds)}::jsonb))`);
  return rows;
}
