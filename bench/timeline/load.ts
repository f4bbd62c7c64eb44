// Load generators with one result shape: requests per second and latency percentiles in ms.
import autocannon from 'autocannon';
import type pg from 'pg';

export type LoadResult = {
  label: string;
  connections: number;
  rps: number;
  p50: number;
  p99: number;
  errors: number;
};

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? Number.NaN;

type Statement = { text: string; values: unknown[]; name?: string };

/**
 * `connections` loops sending statements back to back for `seconds`, timed one by one: the same
 * ones every time, or the next of several sets in turn (one child after another).
 */
export async function loadSql(
  label: string,
  pool: pg.Pool,
  statements: Statement[] | { inTurn: Statement[][] },
  options: { connections: number; seconds: number },
): Promise<LoadResult> {
  const latencies: number[] = [];
  let errors = 0;
  let turn = 0;
  const next = () =>
    'inTurn' in statements ? (statements.inTurn[turn++ % statements.inTurn.length] ?? []) : statements;
  const until = performance.now() + options.seconds * 1000;
  const loop = async () => {
    const client = await pool.connect();
    try {
      while (performance.now() < until) {
        const started = performance.now();
        try {
          for (const statement of next()) await client.query(statement);
          latencies.push(performance.now() - started);
        } catch {
          errors += 1;
        }
      }
    } finally {
      client.release();
    }
  };
  await Promise.all(Array.from({ length: options.connections }, loop));
  latencies.sort((a, b) => a - b);
  return {
    label,
    connections: options.connections,
    rps: latencies.length / options.seconds,
    p50: percentile(latencies, 50),
    p99: percentile(latencies, 99),
    errors,
  };
}

type HttpRequest = { url: string; method?: 'GET' | 'POST'; headers?: Record<string, string>; body?: string };

/** autocannon against the server over loopback: one request, or several that each connection sends in turn. */
export async function loadHttp(
  label: string,
  request: HttpRequest | HttpRequest[],
  options: { connections: number; seconds: number },
): Promise<LoadResult> {
  const result = await autocannon({
    ...(Array.isArray(request)
      ? {
          url: request[0]?.url ?? '',
          requests: request.map(({ url, ...rest }) => {
            const { pathname, search } = new URL(url);
            return { ...rest, path: `${pathname}${search}` };
          }),
        }
      : request),
    connections: options.connections,
    duration: options.seconds,
  });
  return {
    label,
    connections: options.connections,
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.non2xx,
  };
}

/** A plain-text table: one row per result, with the ratio to a baseline's latencies. */
export function table(results: (LoadResult & { baseline?: LoadResult })[]): string {
  const header = ['what', 'conns', 'req/s', 'p50 ms', 'p99 ms', 'p50 ×bare', 'p99 ×bare', 'errors'];
  const rows = results.map((r) => [
    r.label,
    String(r.connections),
    r.rps.toFixed(0),
    r.p50.toFixed(2),
    r.p99.toFixed(2),
    r.baseline ? (r.p50 / r.baseline.p50).toFixed(1) : '',
    r.baseline ? (r.p99 / r.baseline.p99).toFixed(1) : '',
    String(r.errors),
  ]);
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((row) => (row[i] ?? '').length)));
  const line = (cells: string[]) =>
    cells.map((c, i) => (i === 0 ? c.padEnd(widths[i] ?? 0) : c.padStart(widths[i] ?? 0))).join('  ');
  return [line(header), widths.map((w) => '-'.repeat(w)).join('  '), ...rows.map(line)].join('\n');
}
