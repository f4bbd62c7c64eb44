import { describe, expect, it } from 'vitest';
import { createIdleQueue } from './idle-queue';

/** A scheduler driven by hand: `clock` moves only when a job says so. */
function manualScheduler() {
  const pending: ((deadline: { timeRemaining(): number }) => void)[] = [];
  const state = { clock: 0 };
  return {
    state,
    scheduler: { request: (run: (typeof pending)[number]) => void pending.push(run), now: () => state.clock },
    /** Runs one idle period of `ms`; false when nothing was asked for. */
    idle(ms = 50) {
      const run = pending.shift();
      run?.({ timeRemaining: () => ms });
      return run !== undefined;
    },
  };
}

describe('createIdleQueue', () => {
  it('runs nothing until the browser is idle, then the jobs in the order they came', () => {
    const { scheduler, idle } = manualScheduler();
    const queue = createIdleQueue(scheduler);
    const ran: number[] = [];
    for (const n of [1, 2, 3]) queue.add(() => ran.push(n));
    expect(ran).toEqual([]);
    expect(idle()).toBe(true);
    expect(ran).toEqual([1, 2, 3]);
    expect(idle()).toBe(false);
  });

  it('stops a slice after 8 ms and asks for another idle period for the rest', () => {
    const { scheduler, idle, state } = manualScheduler();
    const queue = createIdleQueue(scheduler);
    const ran: number[] = [];
    for (const n of [1, 2, 3, 4, 5]) {
      queue.add(() => {
        ran.push(n);
        state.clock += 3;
      });
    }
    idle();
    expect(ran).toEqual([1, 2, 3]);
    idle();
    expect(ran).toEqual([1, 2, 3, 4, 5]);
  });

  it('never runs a job that was taken out, and runs a job queued twice twice', () => {
    const { scheduler, idle } = manualScheduler();
    const queue = createIdleQueue(scheduler);
    const ran: string[] = [];
    const job = () => ran.push('kept');
    queue.add(job);
    const cancel = queue.add(() => ran.push('cancelled'));
    queue.add(job);
    cancel();
    idle();
    expect(ran).toEqual(['kept', 'kept']);
  });
});
