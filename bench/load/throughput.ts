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

/** `rounds` rounds of one segment per target, the order flipped each round. */
export async function alternate(
  targets: [Target, Target],
  options: { connections: number; seconds: number; rounds: number },
): Promise<[LoadResult, LoadResult]> {
  const results: [LoadResult[], LoadResult[]] = [[], []];
  const segment = { connections: options.connections, seconds: options.seconds / options.rounds };
  for (let round = 0; round < options.rounds; round++) {
    const order = round % 2 === 0 ? [0, 1] : [1, 0];
    for (const index of order) {
      const target = targets[index as 0 | 1];
      results[index as 0 | 1].push(await loadHttp(target.label, await target.request(), segment));
    }
  }
  return [merged(targets[0].label, results[0]), merged(targets[1].label, results[1])];
}
