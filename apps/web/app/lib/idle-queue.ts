/**
 * Small jobs that may wait, run in the browser's idle time a few at a time, so that none of them
 * adds to a long task while a page first renders. First in, first out; each job can be cancelled
 * (a windowed row that scrolled away). Where requestIdleCallback is missing (Safari), a timer
 * gives each slice its turn.
 */
const SLICE_MS = 8;

type Job = () => void;

export interface IdleQueue {
  /** Queues `job`; the returned function takes it out again if it has not run. */
  add(job: Job): () => void;
}

interface Scheduler {
  request(run: (deadline: { timeRemaining(): number }) => void): void;
  now(): number;
}

const browserScheduler: Scheduler = {
  request: (run) => {
    if (typeof requestIdleCallback === 'function') requestIdleCallback(run, { timeout: 1000 });
    else setTimeout(() => run({ timeRemaining: () => SLICE_MS }), 1);
  },
  now: () => performance.now(),
};

export function createIdleQueue(scheduler: Scheduler = browserScheduler): IdleQueue {
  const jobs = new Set<Job>();
  let requested = false;

  const runSlice = (deadline: { timeRemaining(): number }) => {
    requested = false;
    const sliceEnd = scheduler.now() + Math.min(SLICE_MS, Math.max(1, deadline.timeRemaining()));
    for (const job of jobs) {
      jobs.delete(job);
      job();
      if (scheduler.now() >= sliceEnd) break;
    }
    if (jobs.size > 0) request();
  };
  const request = () => {
    if (requested) return;
    requested = true;
    scheduler.request(runSlice);
  };

  return {
    add(job) {
      // Its own entry, so the same function queued twice runs twice.
      const entry: Job = () => job();
      jobs.add(entry);
      request();
      return () => void jobs.delete(entry);
    },
  };
}
