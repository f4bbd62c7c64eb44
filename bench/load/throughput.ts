// Part 1: the timeline list and the health check under the same load, in alternating segments so
// whatever else the machine does weighs on both alike.
import { type LoadResult, loadHttp } from '../timeline/load.ts';

type Target = { label: string; request: () => Promise<{ url: string; headers?: Record<string, string> }> };

/** Segments of one target as one result: requests/s and p50 averaged, the worst p99, all errors. */
export function merged(label: string, segments: LoadResult[]): LoadResult {
  const mean = (pick: (r: LoadResult) => number) =>
    segments.reduce((sum, r) => sum + pick(r), 0) / Math.max(1, segments.length);
  return {
    label,
    connections: segments[0]?.connections ?? 0,
    rps: mean((r) => r.rps),
    p50: mean((r) => r.p50),
    p99: Math.max(...segments.map((r) => r.p99)),
    errors: segments.reduce((sum, r) => sum + r.errors, 0),
  };
}

/** `rounds` rounds of one segment per target, the order reversed every other round. */
export async function alternate(
  targets: Target[],
  options: { connections: number; seconds: number; rounds: number },
): Promise<LoadResult[]> {
  const results: LoadResult[][] = targets.map(() => []);
  const segment = { connections: options.connections, seconds: options.seconds / options.rounds };
  for (let round = 0; round < options.rounds; round++) {
    const order = targets.map((_, index) => index);
    if (round % 2 === 1) order.reverse();
    for (const index of order) {
      const target = targets[index] as Target;
      results[index]?.push(await loadHttp(target.label, await target.request(), segment));
    }
  }
  return targets.map((target, index) => merged(target.label, results[index] ?? []));
}
