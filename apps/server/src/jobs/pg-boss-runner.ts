import type { DatabaseHandle } from '@hibi/db';
import PgBoss from 'pg-boss';
import { errorText, restoreFromArchive, uuidPattern } from './dead-jobs.ts';
import type { AnyJobDeclaration, AnyJobDefinition } from './job-definition.ts';
import type { DeadJob, JobRunner, WorkOptions } from './job-runner.ts';
import { orphanedJobs } from './orphaned-jobs.ts';
import { pgliteExecutor } from './pglite-executor.ts';
import { transactionExecutor } from './transaction-executor.ts';

type Logger = { error(details: object, message: string): void };

const deadLetterOf = (name: string) => `${name}__dead`;

// Expired runs (a hung job) are found by maintenance: every 30 s, not pg-boss's 120 s. A worker
// process that died is noticed sooner, by orphaned-jobs.ts.
const maintenance = { maintenanceIntervalSeconds: 30 };
const defaultTimeoutSeconds = 900;

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
      ? new PgBoss({ db: pgliteExecutor(database.client), schedule: true, ...maintenance })
      : new PgBoss({ connectionString, max: 4, schedule: true, ...maintenance });
  boss.on('error', (error) => logger.error({ err: error }, 'job queue error'));
  // PGlite's queue lives in its one process: no other process's worker can die with its jobs.
  const orphans =
    database.dialect !== 'pglite' && connectionString ? orphanedJobs(boss, connectionString, logger) : null;
  const created = new Set<string>();
  // This process's workers by queue: a job enqueued here wakes them instead of waiting for their
  // next poll, so a quiet queue can poll rarely (WorkOptions.pollingSeconds) and still start at once.
  const workers = new Map<string, string[]>();
  const wake = (name: string) => {
    for (const id of workers.get(name) ?? []) boss.notifyWorker(id);
  };

  async function ensureQueue(job: AnyJobDeclaration, again = false) {
    if (created.has(job.name) && !again) return;
    await boss.createQueue(deadLetterOf(job.name));
    const options = {
      name: job.name,
      retryLimit: job.retry.retryLimit,
      retryDelay: job.retry.retryDelaySeconds,
      retryBackoff: true,
      expireInSeconds: job.timeoutSeconds ?? defaultTimeoutSeconds,
      deadLetter: deadLetterOf(job.name),
    };
    await boss.createQueue(job.name, options);
    // createQueue leaves an existing queue as it was: a new version's settings apply through this.
    await boss.updateQueue(job.name, options);
    created.add(job.name);
  }

  /** The job's dead-letter copies (pg-boss writes one when a job fails its last try) to `onDead`. */
  async function workDead(
    job: AnyJobDefinition,
    onDead: (data: unknown) => Promise<void>,
    options: WorkOptions,
  ) {
    const name = deadLetterOf(job.name);
    const id = await boss.work(
      name,
      { pollingIntervalSeconds: options.pollingSeconds ?? 1 },
      async ([item]) => {
        if (item) await onDead(job.schema.parse(item.data));
      },
    );
    workers.set(name, [...(workers.get(name) ?? []), id]);
  }

  return {
    start: async () => {
      await boss.start();
    },
    stop: async () => {
      await orphans?.stop();
      await boss.stop({ graceful: true, wait: true, timeout: 10_000 });
    },
    async enqueue(job, data, { transaction, ...options } = {}) {
      const payload = job.schema.parse(data) as object;
      if (!transaction) {
        await ensureQueue(job);
        await boss.send(job.name, payload, options);
        wake(job.name);
        return;
      }
      if (!created.has(job.name)) throw new Error(`the queue of ${job.name} is not prepared`);
      await boss.send(job.name, payload, { ...options, db: transactionExecutor(transaction) });
    },
    async prepare(jobs) {
      for (const job of jobs) await ensureQueue(job, true);
    },
    async work(jobs, options = {}) {
      orphans?.start();
      for (const job of jobs) {
        await ensureQueue(job);
        for (let i = 0; i < (options.concurrency ?? 1); i++) {
          const polling = {
            pollingIntervalSeconds: options.pollingSeconds ?? 1,
            includeMetadata: true as const,
          };
          const id = await boss.work(job.name, polling, async ([item]) => {
            if (!item) return;
            await orphans?.claim(item.id);
            try {
              // retryCount counts the tries before this one; at retryLimit an error fails the job.
              const finalTry = item.retryCount >= item.retryLimit;
              await job.handle(job.schema.parse(item.data), { finalTry });
            } catch (error) {
              logger.error({ err: error, job: job.name, id: item.id }, 'job failed');
              throw error;
            }
          });
          workers.set(job.name, [...(workers.get(job.name) ?? []), id]);
        }
        if (job.onDead) await workDead(job, job.onDead, options);
      }
    },
    async schedule(job, cron, timeZone) {
      await ensureQueue(job);
      await boss.schedule(job.name, cron, {}, { tz: timeZone });
    },
    async deadJobs(limit = 100): Promise<DeadJob[]> {
      // Only the failed originals: their `__dead` copies are onDead's input, or wait unworked.
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
        error: errorText(row.output),
        failedAt: new Date(row.completed_on),
      }));
    },
    async retryDead(id) {
      if (!uuidPattern.test(id)) return false;
      const db = boss.getDb();
      const { rows } = await db.executeSql(`select name from pgboss.job where id = $1 and state = 'failed'`, [
        id,
      ]);
      if (rows[0]) {
        await boss.retry(rows[0].name, id);
        return true;
      }
      const restored = await db.executeSql(restoreFromArchive, [id]);
      return restored.rows.length > 0;
    },
  };
}
