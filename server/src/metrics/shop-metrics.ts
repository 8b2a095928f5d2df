import { type Database, type EventStore, foreground } from '@shop/core';
import { allProjections, workflowsCheckpointName } from '@shop/projections';
import type { JobQueue } from '@shop/workers';
import type { Middleware } from 'koa';
import type { Kysely } from 'kysely';
import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';
import { versionedCacheCounts } from '../catalog/versioned-cache.js';
import { lagCountedUpTo, projectionLag } from '../health/projection-lag.js';

/** The methods a label may name; anything else counts as `OTHER`, so a label set stays small. */
const knownMethods = new Set(['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS']);
const jobStates = ['waiting', 'active', 'delayed', 'prioritized', 'failed'] as const;

export interface ShopMetrics {
  readonly registry: Registry;
  /** Times each request by method, route pattern (never the raw path) and status. */
  readonly measureRequests: Middleware;
  /** The Prometheus text exposition of every metric, read fresh. */
  render(): Promise<string>;
}

/**
 * The server's Prometheus metrics, in a registry of its own: HTTP latencies, projection lag,
 * job queue depths and workflow failures (the last three read when scraped).
 *
 * @example
 * const metrics = shopMetrics({ db, store, queues });
 * app.use(metrics.measureRequests);
 * ctx.body = await metrics.render();
 */
export function shopMetrics({
  db,
  store,
  queues = [],
}: {
  db: Kysely<Database>;
  store: EventStore;
  queues?: readonly JobQueue<unknown, unknown>[];
}): ShopMetrics {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  const registers = [registry];

  const duration = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Time from a request to its answer, by method, route pattern and status.',
    labelNames: ['method', 'route', 'status'] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers,
  });

  const checkpoints = [
    ...allProjections.map((projection) => projection.name),
    workflowsCheckpointName,
  ];
  const lagOf = () => Promise.all(checkpoints.map((name) => projectionLag(db, store, name)));
  new Gauge({
    name: 'shop_projection_lag_events',
    help: `Events a projection (or the workflows runner) has yet to apply, counted up to ${lagCountedUpTo}.`,
    labelNames: ['projection'] as const,
    registers,
    async collect() {
      this.reset();
      for (const { name, lag } of await lagOf()) this.set({ projection: name }, lag);
    },
  });
  new Gauge({
    name: 'shop_projection_lag_seconds',
    help: 'While a projection is behind: seconds since its checkpoint last moved; 0 when caught up.',
    labelNames: ['projection'] as const,
    registers,
    async collect() {
      this.reset();
      const now = Date.now();
      for (const { name, lag, updatedAt } of await lagOf()) {
        const since = updatedAt ? (now - Date.parse(updatedAt)) / 1000 : 0;
        this.set({ projection: name }, lag > 0 ? Math.max(0, since) : 0);
      }
    },
  });
  new Counter({
    name: 'shop_background_steps_deferred_total',
    help: 'Background steps of this process (projection batches, workflow reactions, jobs) that waited for a burst of requests to pass.',
    registers,
    collect() {
      this.reset();
      this.inc(foreground.deferred);
    },
  });
  new Counter({
    name: 'shop_catalogue_cache_computes_total',
    help: 'Catalogue answers, totals and rows computed because no cache of this process held them at the catalogue version asked (misses), by cache.',
    labelNames: ['cache'] as const,
    registers,
    collect() {
      this.reset();
      for (const [cache, counts] of versionedCacheCounts) this.inc({ cache }, counts.computed);
    },
  });
  new Counter({
    name: 'shop_catalogue_cache_emptied_total',
    help: "Times a catalogue cache of this process was emptied because the catalogue's version moved (a product or its stock changed), by cache.",
    labelNames: ['cache'] as const,
    registers,
    collect() {
      this.reset();
      for (const [cache, counts] of versionedCacheCounts) this.inc({ cache }, counts.emptied);
    },
  });
  new Gauge({
    name: 'shop_projection_dead_letters',
    help: 'Events a projection could not apply and set aside.',
    labelNames: ['projection'] as const,
    registers,
    async collect() {
      this.reset();
      const rows = await db
        .selectFrom('projection_dead_letters')
        .select(['projection', (eb) => eb.fn.countAll<string>().as('count')])
        .groupBy('projection')
        .execute();
      for (const name of checkpoints) {
        const row = rows.find((candidate) => candidate.projection === name);
        this.set({ projection: name }, Number(row?.count ?? 0));
      }
    },
  });
  new Gauge({
    name: 'shop_queue_jobs',
    help: 'Jobs in each job queue, by state.',
    labelNames: ['queue', 'state'] as const,
    registers,
    async collect() {
      this.reset();
      const counts = await Promise.all(queues.map((queue) => queue.getJobCounts(...jobStates)));
      queues.forEach((queue, index) => {
        for (const state of jobStates) {
          this.set({ queue: queue.name, state }, counts[index]?.[state] ?? 0);
        }
      });
    },
  });
  new Gauge({
    name: 'shop_workflow_failures',
    help: 'Workflow steps and jobs that ran out of retries: open (staff have not resolved them) or resolved.',
    labelNames: ['workflow', 'status'] as const,
    registers,
    async collect() {
      this.reset();
      const rows = await db
        .selectFrom('workflow_failures')
        .select([
          'workflow',
          (eb) => eb.fn.countAll<string>().as('total'),
          (eb) => eb.fn.count<string>('resolved_at').as('resolved'),
        ])
        .groupBy('workflow')
        .execute();
      for (const { workflow, total, resolved } of rows) {
        this.set({ workflow, status: 'open' }, Number(total) - Number(resolved));
        this.set({ workflow, status: 'resolved' }, Number(resolved));
      }
    },
  });

  return {
    registry,
    measureRequests: async function measureRequestsMiddleware(ctx, next) {
      const end = duration.startTimer();
      try {
        await next();
      } finally {
        const route = (ctx as { _matchedRoute?: unknown })._matchedRoute;
        end({
          method: knownMethods.has(ctx.method) ? ctx.method : 'OTHER',
          route: typeof route === 'string' ? route : 'unmatched',
          status: String(ctx.status),
        });
      }
    },
    render: () => registry.metrics(),
  };
}
