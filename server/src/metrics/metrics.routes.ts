import { createRouter, requireRole } from '../http/access.js';
import { describeRoute } from '../http/route-docs.js';
import type { ShopMetrics } from './shop-metrics.js';

/** The Prometheus text format's media type. */
export const metricsContentType = 'text/plain; version=0.0.4; charset=utf-8';

/**
 * `GET /metrics` on the main port, for staff only (a scraper inside the network uses the
 * `METRICS_PORT` listener instead, `metrics-listener.ts`).
 */
export function metricsRoutes(metrics: ShopMetrics) {
  const router = createRouter();
  router.get(
    '/metrics',
    requireRole('staff'),
    describeRoute({
      summary:
        'Prometheus metrics: HTTP latencies, projection lag, queue depths, workflow failures',
      success: { mediaType: 'text/plain' },
    }),
    async (ctx) => {
      ctx.type = metricsContentType;
      ctx.set('Cache-Control', 'no-store');
      ctx.body = await metrics.render();
    },
  );
  return router;
}
