// The part of autocannon's API the bench uses (the package ships no types).
declare module 'autocannon' {
  type Options = {
    url: string;
    method?: 'GET' | 'POST';
    headers?: Record<string, string>;
    body?: string;
    /** Sent in turn by each connection, instead of the one request above. */
    requests?: { method?: 'GET' | 'POST'; path: string; headers?: Record<string, string>; body?: string }[];
    connections: number;
    duration: number;
  };
  type Histogram = { average: number; p50: number; p99: number };
  type Result = {
    requests: Histogram;
    latency: Histogram;
    errors: number;
    timeouts: number;
    non2xx: number;
    statusCodeStats: Record<string, { count: number }>;
  };
  export default function autocannon(options: Options): Promise<Result>;
}
