// CPU time of this process (all its threads) and of the child processes it has waited for: a
// video's transcode and frames run in ffmpeg, which process.cpuUsage() does not see.
import { readFileSync } from 'node:fs';

/** Linux counts a process's times in USER_HZ ticks, 100 a second on every architecture it runs on. */
const TICKS_PER_SECOND = 100;

/**
 * A process's user+system time, its threads' (utime, stime of proc(5)) and its ended children's
 * (cutime, cstime); null where /proc is absent or the process is gone.
 */
export function processTimesMs(pid: number | 'self'): CpuTime | null {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // The fields after the command's name, which is in parentheses and may hold spaces; the first
    // of them is field 3 (state), so utime (14) to cstime (17) are at 11 to 14.
    const fields = stat
      .slice(stat.lastIndexOf(')') + 2)
      .split(' ')
      .map(Number);
    const ms = (ticks: number) => (ticks * 1000) / TICKS_PER_SECOND;
    return {
      ownMs: ms((fields[11] ?? 0) + (fields[12] ?? 0)),
      childrenMs: ms((fields[13] ?? 0) + (fields[14] ?? 0)),
    };
  } catch {
    return null;
  }
}

const childrenMs = () => processTimesMs('self')?.childrenMs ?? null;

export type CpuTime = { ownMs: number; childrenMs: number | null };

export function startCpuClock() {
  const own = process.cpuUsage();
  const children = childrenMs();
  return {
    stop(): CpuTime {
      const used = process.cpuUsage(own);
      const now = childrenMs();
      return {
        ownMs: (used.user + used.system) / 1000,
        childrenMs: now === null || children === null ? null : now - children,
      };
    },
  };
}
