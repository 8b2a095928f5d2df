import { randomUUID } from 'node:crypto';
import autocannon from 'autocannon';

/** One request of a call: its path, and for a write its method and JSON body. */
export interface CallRequest {
  readonly method?: 'GET' | 'POST';
  readonly path: string;
  readonly body?: unknown;
  /** Sends a fresh `Idempotency-Key` header each time (a new order rather than a retry). */
  readonly idempotencyKey?: boolean;
}

/** One HTTP call the bench repeats. */
export interface ShopCall {
  readonly name: string;
  /**
   * What connection `connection` (from 0) sends, in turn: several paths, so caches see many
   * keys; for a write, a different caller and product per connection.
   */
  readonly requests: (connection: number) => readonly CallRequest[];
  /** Headers of connection `connection`, e.g. a different customer's token each. */
  readonly headers?: (connection: number) => Record<string, string>;
}

export interface LoadResult {
  readonly requestsPerSecond: number;
  readonly p50: number;
  readonly p95: number;
  readonly p99: number;
  /** Answers other than 2xx and 304, and socket errors. */
  readonly failures: number;
  readonly requests: number;
}

/**
 * Runs `call` against `baseUrl` with `connections` concurrent keep-alive connections for
 * `seconds`, after one second of warm-up, and returns autocannon's figures (latencies in ms).
 */
export async function load(
  baseUrl: string,
  call: ShopCall,
  { connections, seconds }: { connections: number; seconds: number },
): Promise<LoadResult> {
  await run(baseUrl, call, connections, 1);
  return run(baseUrl, call, connections, seconds);
}

async function run(
  baseUrl: string,
  call: ShopCall,
  connections: number,
  seconds: number,
): Promise<LoadResult> {
  let connection = 0;
  const requests = (index: number) => {
    const headers = call.headers?.(index) ?? {};
    return call.requests(index).map(({ method = 'GET', path, body, idempotencyKey }) => {
      const request =
        body === undefined
          ? { method, path, headers }
          : {
              method,
              path,
              headers: { ...headers, 'content-type': 'application/json' },
              body: JSON.stringify(body),
            };
      if (!idempotencyKey) return request;
      return {
        ...request,
        setupRequest: (sent: autocannon.Request) => ({
          ...sent,
          headers: { ...sent.headers, 'idempotency-key': `bench-${randomUUID()}` },
        }),
      };
    });
  };
  const result = await autocannon({
    url: baseUrl,
    connections,
    duration: seconds,
    requests: requests(0),
    setupClient: (client) => client.setRequests(requests(connection++)),
  });
  const failures = result.errors + result.timeouts + result.non2xx - (result['3xx'] ?? 0);
  return {
    requestsPerSecond: result.requests.average,
    p50: result.latency.p50,
    p95: percentile95(result.latency),
    p99: result.latency.p99,
    failures: Math.max(0, failures),
    requests: result.requests.total,
  };
}

/** autocannon reports p90 and p97.5 but no p95: the straight line between them. */
function percentile95({ p90, p97_5 }: autocannon.Histogram): number {
  return p90 + ((p97_5 - p90) * 5) / 7.5;
}
