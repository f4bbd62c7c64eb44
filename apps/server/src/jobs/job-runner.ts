import type { Transaction } from '@hibi/db';
import type { z } from 'zod';
import type { AnyJobDeclaration, AnyJobDefinition, JobDeclaration } from './job-definition.ts';

export type EnqueueOptions = {
  /** At most one waiting job per key (e.g. one daily mail per guardian and day). */
  singletonKey?: string;
  startAfter?: Date;
  /** The job's id (a UUID): a second job with the same id is not enqueued while the first is kept. */
  id?: string;
  /**
   * Enqueue inside this transaction: the job exists only if the transaction commits, with the
   * facts it was written with. Its queue must have been `prepare`d.
   */
  transaction?: Transaction;
};

export type WorkOptions = {
  concurrency?: number;
  /**
   * How often an idle worker looks for a job: 1 s unless set (pg-boss allows 0.5 s at least). A job
   * enqueued by this process outside a transaction wakes its workers at once whatever this is.
   */
  pollingSeconds?: number;
};

/** A failed job kept for operators after its last retry. */
export type DeadJob = { id: string; name: string; data: unknown; error: string; failedAt: Date };

/**
 * Where jobs wait and who runs them. pg-boss on PostgreSQL (or PGlite) is the implementation;
 * the interface keeps services independent of it, so a test or another queue can stand in.
 */
export type JobRunner = {
  start(): Promise<void>;
  stop(): Promise<void>;
  enqueue<Schema extends z.ZodType>(
    job: JobDeclaration<Schema>,
    data: z.input<Schema>,
    options?: EnqueueOptions,
  ): Promise<void>;
  /**
   * Creates these jobs' queues now, or sets an existing one's retries and timeout to these. A job
   * enqueued inside a transaction needs its queue first: on PGlite's one connection, creating it
   * then would wait for the transaction waiting for it.
   */
  prepare(jobs: AnyJobDeclaration[]): Promise<void>;
  /** Starts workers for these jobs in this process (the embedded default, or `npm run worker`). */
  work(jobs: AnyJobDefinition[], options?: WorkOptions): Promise<void>;
  /** Runs a job on a cron schedule in a time zone (e.g. the 19:00 Tokyo daily mail). */
  schedule(job: AnyJobDeclaration, cron: string, timeZone: string): Promise<void>;
  /** Failed jobs after their last retry, newest first. */
  deadJobs(limit?: number): Promise<DeadJob[]>;
  /** Puts a failed job back in its queue with its data for one more try; false when no failed job has this id. */
  retryDead(id: string): Promise<boolean>;
};
