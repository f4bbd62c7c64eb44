import { describe, expect, it } from 'vitest';
import { workerProcesses } from './worker-processes.ts';

describe('workerProcesses', () => {
  it('runs one process per two cores, each with an engine a core', () => {
    expect(workerProcesses({}, 2)).toEqual({ processes: 1, concurrency: 2 });
    expect(workerProcesses({}, 8)).toEqual({ processes: 4, concurrency: 2 });
    expect(workerProcesses({}, 3)).toEqual({ processes: 1, concurrency: 3 });
    expect(workerProcesses({}, 1)).toEqual({ processes: 1, concurrency: 1 });
  });

  it('follows WORKER_PROCESSES and PIPELINE_CONCURRENCY when they are set', () => {
    expect(workerProcesses({ processes: 2 }, 8)).toEqual({ processes: 2, concurrency: 4 });
    expect(workerProcesses({ concurrency: 3 }, 8)).toEqual({ processes: 4, concurrency: 3 });
    expect(workerProcesses({ processes: 1, concurrency: 8 }, 8)).toEqual({ processes: 1, concurrency: 8 });
  });
});
