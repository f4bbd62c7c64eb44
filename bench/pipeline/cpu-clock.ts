// CPU time of this process (all its threads) and of the child processes it has waited for: a
// video's transcode and frames run in ffmpeg, which process.cpuUsage() does not see.
import { readFileSync } from 'node:fs';

/** Linux counts a process's times in USER_HZ ticks, 100 a second on every architecture it runs on. */
const TICKS_PER_SECOND = 100;

/** The ended children's user+system time (cutime, cstime of proc(5)); null where /proc is absent. */
function childrenMs(): number | null {
  try {
    const stat = readFileSync('/proc/self/stat', 'utf8');
    // The fields after the command's name, which is in parentheses and may hold spaces; the first
    // of them is field 3 (state), so cutime (16) and cstime (17) are at 13 and 14.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return ((Number(fields[13]) + Number(fields[14])) * 1000) / TICKS_PER_SECOND;
  } catch {
    return null;
  }
}

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
