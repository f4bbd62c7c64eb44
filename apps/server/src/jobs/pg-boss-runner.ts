import type { DatabaseHandle } from '@hibi/db';
import PgBoss from 'pg-boss';
import type { AnyJobDefinition } from './job-definition.ts';
import type { DeadJob, JobRunner } from './job-runner.ts';
import { pgliteExecutor } from './pglite-executor.ts';

type Logger = { error(details: object, message: string): void };

const deadLetterOf = (name: string) => `${name}__dead`;

/**
 * Durable jobs in PostgreSQL through pg-boss: retries with backoff, a dead-letter queue per job,
 * cron schedules. On the embedded default it runs on the same PGlite database.
 */
export function createPgBossRunner(
  database: DatabaseHandle,
  logger: Logger,
  connectionString?: string,
): JobRunner {
  const boss =
    database.dialect === 'pglite'
      ? new PgBoss({ db: pgliteExecutor(database.client), schedule: true })
      : new PgBoss({ connectionString, max: 4, schedule: true });
  boss.on('error', (error) => logger.error({ err: error }, 'job queue error'));
  const created = new Set<string>();

  async function ensureQueue(job: AnyJobDefinition) {
    if (created.has(job.name)) return;
    await boss.createQueue(deadLetterOf(job.name));
    await boss.createQueue(job.name, {
      name: job.name,
      retryLimit: job.retry.retryLimit,
      retryDelay: job.retry.retryDelaySeconds,
      retryBackoff: true,
      deadLetter: deadLetterOf(job.name),
    });
    created.add(job.name);
  }

  return {
    start: async () => {
      await boss.start();
    },
    stop: () => boss.stop({ graceful: true, wait: true, timeout: 10_000 }),
    async enqueue(job, data, options = {}) {
      await ensureQueue(job);
      await boss.send(job.name, job.schema.parse(data) as object, options);
    },
    async work(jobs, options = {}) {
      for (const job of jobs) {
        await ensureQueue(job);
        for (let i = 0; i < (options.concurrency ?? 1); i++) {
          await boss.work(job.name, { pollingIntervalSeconds: 1 }, async ([item]) => {
            if (!item) return;
            try {
              await job.handle(job.schema.parse(item.data));
            } catch (error) {
              logger.error({ err: error, job: job.name, id: item.id }, 'job failed');
              throw error;
            }
          });
        }
      }
    },
    async schedule(job, cron, timeZone) {
      await ensureQueue(job);
      await boss.schedule(job.name, cron, {}, { tz: timeZone });
    },
    async deadJobs(limit = 100): Promise<DeadJob[]> {
      const { rows } = await boss.getDb().executeSql(
        `select id, name, data, output, completed_on from pgboss.job where state = 'failed'
         union all select id, name, data, output, completed_on from pgboss.archive where state = 'failed'
         order by completed_on desc limit $1`,
        [limit],
      );
      return rows.map((row) => ({
        id: row.id,
        name: row.name,
        data: row.data,
        error: String(row.output?.message ?? row.output ?? ''),
        failedAt: new Date(row.completed_on),
      }));
    },
  };
}
