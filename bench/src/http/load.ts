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
  /** Latencies in ms; infinite when no request was answered within the run. */
  readonly p50: number;
  readonly p99: number;
  /** Answers other than 2xx and 304, and socket errors. */
  readonly failures: number;
  /** The first answer other than 2xx and 3xx: its status and the start of its body. */
  readonly firstFailure?: string;
  readonly requests: number;
}

/**
 * Runs `call` against `baseUrl` with `connections` concurrent keep-alive connections for
 * `seconds`, after a warm-up, and returns autocannon's figures (latencies in ms). The warm-up:
 * a read-only call's every distinct URL asked once (a second at -c 100 did not reach all 2,000
 * product pages of a run, whose first answers then landed in the timed run's tail), then one
 * second at the run's concurrency.
 */
export async function load(
  baseUrl: string,
  call: ShopCall,
  {
    connections,
    seconds,
    sampleFailures = true,
    beforeTimed,
  }: {
    connections: number;
    seconds: number;
    /** Called after the warm-up, right before the timed run (e.g. to read the shop's metrics). */
    beforeTimed?: () => Promise<void>;
    /**
     * Keeps the first failed answer (`firstFailure`): a call into the bench for every answer.
     * The hello-world runs without it, so the bench's own work per answer lowers only the
     * shop's figures, never its baseline's.
     */
    sampleFailures?: boolean;
  },
): Promise<LoadResult> {
  await askEachOnce(baseUrl, call, connections);
  await run(baseUrl, call, connections, 1, sampleFailures);
  await beforeTimed?.();
  return run(baseUrl, call, connections, seconds, sampleFailures);
}

/** Each distinct URL of a call that only reads, once, a few at a time. */
async function askEachOnce(baseUrl: string, call: ShopCall, connections: number) {
  const lists = Array.from({ length: connections }, (_, index) => call.requests(index));
  if (lists.flat().some((request) => (request.method ?? 'GET') !== 'GET')) return;
  const paths = [...new Set(lists.flat().map((request) => request.path))];
  await Promise.all(
    Array.from({ length: 8 }, async () => {
      for (let path = paths.shift(); path !== undefined; path = paths.shift()) {
        const response = await fetch(new URL(path, baseUrl), {
          headers: { ...browserHeaders, ...call.headers?.(0) },
        });
        await response.arrayBuffer();
      }
    }),
  );
}

/**
 * Sent with every request, the hello-world's too: what Chromium sends, as the storefront's calls
 * come from a browser. The shop sends its kept catalogue answers compressed to such a client
 * (brotli: a list of twelve products 10.7 kB as JSON, about 2 kB on the wire).
 */
const browserHeaders = { 'accept-encoding': 'gzip, deflate, br, zstd' };

async function run(
  baseUrl: string,
  call: ShopCall,
  connections: number,
  seconds: number,
  sampleFailures: boolean,
): Promise<LoadResult> {
  let connection = 0;
  let firstFailure: string | undefined;
  const keepFirstFailure = {
    onResponse: (status: number, body: string) => {
      if (status >= 400 && firstFailure === undefined) {
        firstFailure = `${status} ${body.slice(0, 200).replace(/\s+/g, ' ')}`;
      }
    },
  };
  const onResponse = sampleFailures ? keepFirstFailure : {};
  const requests = (index: number) => {
    const headers = { ...browserHeaders, ...call.headers?.(index) };
    return call.requests(index).map(({ method = 'GET', path, body, idempotencyKey }) => {
      const request =
        body === undefined
          ? { method, path, headers, ...onResponse }
          : {
              method,
              path,
              headers: { ...headers, 'content-type': 'application/json' },
              body: JSON.stringify(body),
              ...onResponse,
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
  // No answer within the run: its latencies are longer than the run, not the zeros reported.
  const answered = result.requests.total > 0;
  const latency = (value: number) => (answered ? value : Number.POSITIVE_INFINITY);
  return {
    requestsPerSecond: result.requests.average,
    p50: latency(result.latency.p50),
    p99: latency(result.latency.p99),
    failures: Math.max(0, failures),
    ...(failures > 0 && {
      firstFailure:
        firstFailure ??
        `no failed answer kept: ${result.errors} errors, ${result.timeouts} timeouts`,
    }),
    requests: result.requests.total,
  };
}
