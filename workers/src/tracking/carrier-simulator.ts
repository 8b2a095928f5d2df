import Router from '@koa/router';
import { type CarrierId, type CourierStatus, carrierIds } from '@shop/core';
import type { Context } from 'koa';
import { type CarrierAdapter, type CarrierScan, carrierAdapters } from './adapters/index.js';

/** A fault the simulator answers the next request with. */
export type CarrierFault = 'timeout' | '5xx' | 'unknown';

export interface CarrierSimulatorOptions {
  /** Where the router is mounted, e.g. `/simulators/carriers`; `''` for the root. */
  readonly basePath: string;
  /** How long a parcel stays at each stage (accepted, in transit, customs, ...). */
  readonly stepMs?: number;
  /** How long a `timeout` fault keeps the caller waiting. */
  readonly hangMs?: number;
  readonly now?: () => number;
}

export interface CarrierSimulatorControl {
  /** The next `count` requests (to any carrier) get `fault`, after any faults already queued. */
  injectFaults(fault: CarrierFault, count?: number): void;
  /** Moves the simulator's clock on: parcels go through their stages as if time passed. */
  advance(ms: number): void;
  /** Requests answered so far, faults included. */
  readonly requests: number;
}

export type CarrierSimulator = Router & CarrierSimulatorControl;

const stages: readonly CourierStatus[] = [
  'Accepted',
  'In transit',
  'Customs',
  'Out for delivery',
  'Delivered',
];
const places: Readonly<Record<CourierStatus, string>> = {
  Accepted: 'Tokyo International Post Office',
  'In transit': 'Narita Airport',
  Customs: 'Destination customs',
  'Out for delivery': 'Local delivery office',
  Delivered: 'Recipient',
  Exception: 'Local delivery office',
};

/**
 * The carriers' tracking APIs, in memory: each of the four carriers at its own paths and in its
 * own words (the adapters'). A tracking number starts its journey the first time it is asked
 * about and moves one stage every `stepMs`: accepted, in transit, customs, out for delivery,
 * delivered. A number containing `EXC` meets an exception after transit; one starting with
 * `UNKNOWN` is never known. Faults (timeouts, 5xx, unknown number) are injected per request.
 *
 * @example
 * const carriers = createCarrierSimulator({ basePath: '/simulators/carriers', stepMs: 60_000 });
 * app.use(carriers.routes());
 * carriers.injectFaults('5xx', 2);
 */
export function createCarrierSimulator({
  basePath,
  stepMs = 120_000,
  hangMs = 15_000,
  now = Date.now,
}: CarrierSimulatorOptions): CarrierSimulator {
  const router = new Router({ prefix: basePath.replace(/\/+$/, '') });
  const firstSeen = new Map<string, number>();
  const faults: CarrierFault[] = [];
  let offset = 0;
  let requests = 0;
  const clock = () => now() + offset;

  function journey(carrierId: CarrierId, number: string): CarrierScan[] {
    const key = `${carrierId}/${number}`;
    const start = firstSeen.get(key) ?? clock();
    firstSeen.set(key, start);
    const route: CourierStatus[] = number.includes('EXC')
      ? ['Accepted', 'In transit', 'Exception', ...stages.slice(2)]
      : [...stages];
    const adapter = carrierAdapters[carrierId];
    const elapsed = Math.floor((clock() - start) / stepMs);
    return route.slice(0, Math.max(1, elapsed + 1)).map((status, index) => ({
      code: adapter.codes[status],
      at: new Date(start + index * stepMs).toISOString(),
      location: places[status],
      description: status,
    }));
  }

  async function answer(ctx: Context, adapter: CarrierAdapter, number: string) {
    requests++;
    const fault = faults.shift();
    if (fault === 'timeout') await new Promise((resolve) => setTimeout(resolve, hangMs));
    if (fault === '5xx') {
      ctx.status = 503;
      ctx.body = { error: 'Service temporarily unavailable' };
      return;
    }
    if (fault === 'unknown' || number.startsWith('UNKNOWN') || !number) {
      ctx.status = 404;
      ctx.body = { error: 'No such tracking number' };
      return;
    }
    ctx.body = adapter.render(number, journey(adapter.carrierId, number));
  }

  for (const carrierId of carrierIds) {
    const adapter = carrierAdapters[carrierId];
    const { path, init } = adapter.request('{number}');
    const [pathname] = path.split('?');
    const route = (pathname ?? '').replace('%7Bnumber%7D', ':number');
    if (init.method === 'POST') {
      router.post(route, async (ctx) => {
        const body = await readJson(ctx);
        await answer(
          ctx,
          adapter,
          typeof body.trackingNumber === 'string' ? body.trackingNumber : '',
        );
      });
    } else {
      router.get(route, async (ctx) => {
        const number =
          ctx.params.number ?? (typeof ctx.query.number === 'string' ? ctx.query.number : '');
        await answer(ctx, adapter, number);
      });
    }
  }

  const control = Object.assign(router, {
    injectFaults(fault: CarrierFault, count = 1) {
      for (let index = 0; index < count; index++) faults.push(fault);
    },
    advance(ms: number) {
      offset += ms;
    },
  });
  // A getter, which Object.assign would have read once instead of copying.
  return Object.defineProperty(control, 'requests', { get: () => requests }) as CarrierSimulator;
}

/** The JSON body, read here: the simulator is mounted before the app's body parser. */
async function readJson(ctx: Context): Promise<Record<string, unknown>> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of ctx.req) {
    size += (chunk as Buffer).length;
    if (size > 10_000) break;
    chunks.push(chunk as Buffer);
  }
  try {
    const value: unknown = JSON.parse(Buffer.concat(chunks).toString('utf8'));
    return typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}
