import { randomUUID } from 'node:crypto';
import pg from 'pg';
import type PgBoss from 'pg-boss';

type Logger = { error(details: object, message: string): void };

const presencePrefix = 'hibi-worker:';
const sweepSeconds = 10;

/**
 * Runs again, within about 20 seconds, the jobs of a worker process that died (kill -9, a lost
 * machine) instead of after their whole timeout (2 minutes for ingest, 15 by default), which pg-boss
 * 10 would wait since it has no heartbeat. Each worker process keeps one connection open under the
 * name `hibi-worker:<id>` and writes that id into each job it starts; PostgreSQL drops the
 * connection as soon as the process dies. A sweep in every worker process fails the active jobs
 * whose worker's connection has been gone at two sweeps in a row, so pg-boss retries them (two
 * sweeps: a worker reconnecting after a database restart is not taken for dead). docs/decisions/0029.
 */
export function orphanedJobs(boss: PgBoss, connectionString: string, logger: Logger) {
  const workerId = randomUUID();
  let presence: pg.Client | null = null;
  let connected = false;
  let stopped = false;
  let suspects = new Set<string>();
  let sweeper: NodeJS.Timeout | undefined;

  function connect() {
    if (stopped) return;
    const client = new pg.Client({ connectionString, application_name: `${presencePrefix}${workerId}` });
    const retry = () => {
      connected = false;
      client.removeAllListeners();
      client.on('error', () => {});
      if (!stopped) setTimeout(connect, 1000).unref();
    };
    client.on('error', retry);
    client.on('end', retry);
    presence = client;
    client.connect().then(() => {
      connected = true;
    }, retry);
  }

  async function sweep() {
    // Only while our own connection is up: after a database restart, the others may be on their way back.
    if (!connected) return;
    const { rows } = await boss.getDb().executeSql(findOrphans, [presencePrefix]);
    const found = rows as { id: string; name: string }[];
    const orphans = found.filter((row) => suspects.has(row.id));
    suspects = new Set(found.map((row) => row.id));
    for (const { id, name } of orphans) {
      await boss.fail(name, id, { message: 'its worker process stopped (killed or lost); run again' });
    }
  }

  return {
    workerId,
    start() {
      if (sweeper) return;
      connect();
      sweeper = setInterval(() => {
        sweep().catch((error: unknown) => logger.error({ err: error }, 'orphaned job sweep failed'));
      }, sweepSeconds * 1000);
      sweeper.unref();
    },
    /** Marks an active job as run by this process. */
    async claim(jobId: string) {
      await boss.getDb().executeSql(claimJob, [jobId, workerId]);
    },
    async stop() {
      stopped = true;
      clearInterval(sweeper);
      await presence?.end().catch(() => {});
    },
  };
}

const claimJob = `update pgboss.job set output = jsonb_build_object('worker', $2::text)
  where id = $1 and state = 'active'`;

const findOrphans = `select j.id, j.name from pgboss.job j
  where j.state = 'active' and j.output ? 'worker'
    and not exists (select 1 from pg_stat_activity a where a.application_name = $1 || (j.output->>'worker'))`;
