import os from 'node:os';

/** Cores a worker process takes when the machine is left to the default (decision 0060). */
const CORES_A_PROCESS = 2;

export type WorkerProcesses = {
  /** Worker processes `npm run worker` runs. */
  processes: number;
  /** Each one's media jobs and face engines at once (its PIPELINE_CONCURRENCY). */
  concurrency: number;
};

/**
 * How `npm run worker` shares the machine: one process per two cores, each with an engine a core,
 * so that a process stays near 600 MiB however many cores there are (an engine is some 120 MiB,
 * decision 0059) while the work grows with the cores. `processes` (WORKER_PROCESSES) and
 * `concurrency` (PIPELINE_CONCURRENCY) override either.
 */
export function workerProcesses(
  settings: { processes?: number | undefined; concurrency?: number | undefined },
  cores = os.availableParallelism(),
): WorkerProcesses {
  const processes = Math.max(1, Math.floor(settings.processes ?? cores / CORES_A_PROCESS));
  const concurrency = Math.max(1, Math.floor(settings.concurrency ?? cores / processes));
  return { processes, concurrency };
}
