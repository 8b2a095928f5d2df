import { randomUUID } from 'node:crypto';
import type { Logger, PostgresEventStore } from '@shop/core';
import { testMetadata } from '@shop/core/testing';
import { eventLogProjection, type Projection, ProjectionRunner } from '@shop/projections';
import type pg from 'pg';
import type { Check } from './measure.js';
import { percentile } from './percentile.js';

const writers = 8;
const data = { sku: 'JP-MATCHA-KITKAT-12', quantity: 2, price: { amount: 1299, currency: 'USD' } };

/**
 * Projection live lag: writers append one event at a time at `perSecond` in all, paced, while a
 * projection runner follows live (the event log projection, as the shop runs it); the lag of an
 * event is the time from its append's answer to the runner applying it (inside the batch's
 * transaction, whose commit follows at once). Target: p99 within 50 ms.
 */
export async function liveLagBenchmark(
  { store, pool, logger }: { store: PostgresEventStore; pool: pg.Pool; logger: Logger },
  { perSecond, seconds }: { perSecond: number; seconds: number },
): Promise<Check> {
  const appended = new Map<string, number>();
  // By event id; the runner may apply an event before its append's answer is back (lag 0).
  const applied = new Map<string, number>();
  const timed: Projection = {
    ...eventLogProjection,
    async apply(context, events, firstSequence) {
      await eventLogProjection.apply(context, events, firstSequence);
      const now = performance.now();
      for (const event of events) applied.set(event.id, now);
    },
  };
  const runner = new ProjectionRunner({ store, pool, projection: timed, logger });
  runner.start();
  try {
    await caughtUp(runner);
    const perWriter = Math.max(1, Math.round((perSecond * seconds) / writers));
    const interval = (1000 * writers) / perSecond;
    const run = randomUUID();
    const started = performance.now();
    await Promise.all(
      Array.from({ length: writers }, async (_, writer) => {
        for (let index = 0; index < perWriter; index++) {
          const due = started + (index + writer / writers) * interval;
          const wait = due - performance.now();
          if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
          const id = randomUUID();
          await store.append(
            `cart-${run}-${writer}`,
            [{ id, type: 'ItemAdded', data, metadata: testMetadata() }],
            { expectedRevision: index === 0 ? 'no_stream' : index - 1 },
          );
          appended.set(id, performance.now());
        }
      }),
    );
    await caughtUp(runner);
    const lags = [...appended].flatMap(([id, at]) => {
      const done = applied.get(id);
      return done === undefined ? [] : [Math.max(0, done - at)];
    });
    const achieved = (writers * perWriter) / ((performance.now() - started) / 1000);
    const p50 = percentile(lags, 0.5);
    const p99 = percentile(lags, 0.99);
    process.stdout.write(
      `projection live lag at ${Math.round(achieved)} appends/s (asked ${Math.round(perSecond)}): ` +
        `p50 ${p50.toFixed(1)} ms, p99 ${p99.toFixed(1)} ms over ${lags.length} events\n\n`,
    );
    return {
      name: `projection live lag p99 at half the peak append rate (ms)`,
      measured: p99.toFixed(1),
      target: '<= 50',
      met: p99 <= 50 && lags.length === writers * perWriter,
    };
  } finally {
    await runner.stop();
  }
}

async function caughtUp(runner: ProjectionRunner): Promise<void> {
  for (;;) {
    const status = await runner.status();
    if (status.leader && status.lag === 0) return;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}
