// A thin wrapper over autocannon that returns the figures the benchmarks print.
import autocannon from 'autocannon';

export interface LoadResult {
  requestsPerSecond: number;
  p50: number;
  p99: number;
  non2xx: number;
  /** 2xx answers a second (requestsPerSecond counts every answer, refusals included). */
  okPerSecond: number;
  /** How many answers of each status. */
  statusCodes: Record<string, number>;
  errors: number;
}

export async function runLoad(options: {
  url: string;
  method?: 'GET' | 'POST';
  body?: unknown;
  headers?: Record<string, string>;
  connections?: number;
  durationSeconds?: number;
  /** Builds each request's body, e.g. to vary the client address. */
  setupClient?: (client: autocannon.Client) => void;
}): Promise<LoadResult> {
  const result = await autocannon({
    url: options.url,
    method: options.method ?? 'GET',
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
    headers: { 'content-type': 'application/json', ...options.headers },
    connections: options.connections ?? 50,
    duration: options.durationSeconds ?? 5,
    setupClient: options.setupClient,
  });
  return {
    requestsPerSecond: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    non2xx: result.non2xx,
    okPerSecond: result['2xx'] / result.duration,
    statusCodes: Object.fromEntries(Object.entries(result.statusCodeStats ?? {}).map(([code, { count }]) => [code, count ?? 0])),
    errors: result.errors,
  };
}

export function formatLoad(label: string, r: LoadResult): string {
  return `${label.padEnd(44)} ${String(r.requestsPerSecond).padStart(7)} req/s  p50 ${String(r.p50).padStart(4)} ms  p99 ${String(r.p99).padStart(4)} ms${r.non2xx ? `  non-2xx ${r.non2xx}` : ''}${r.errors ? `  errors ${r.errors}` : ''}`;
}
