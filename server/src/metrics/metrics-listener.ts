import { createServer, type Server } from 'node:http';
import type { Logger } from '@shop/core';
import { metricsContentType } from './metrics.routes.js';
import type { ShopMetrics } from './shop-metrics.js';

export interface MetricsListener {
  readonly port: number;
  close(): Promise<void>;
}

/**
 * A listener for a Prometheus scraper inside the network: `GET /metrics` without a session,
 * nothing else. Bind it where only the scraper reaches (`METRICS_HOST`, loopback by default).
 *
 * @example
 * const listener = await startMetricsListener(metrics, { port: 9464, host: '10.0.0.5', logger });
 */
export async function startMetricsListener(
  metrics: ShopMetrics,
  { port, host, logger }: { port: number; host: string; logger: Logger },
): Promise<MetricsListener> {
  const server: Server = createServer((request, response) => {
    if (request.method !== 'GET' || request.url !== '/metrics') {
      response.writeHead(404, { 'content-type': 'text/plain' }).end('Not found\n');
      return;
    }
    metrics.render().then(
      (text) => response.writeHead(200, { 'content-type': metricsContentType }).end(text),
      (error: unknown) => {
        logger.error({ err: error }, 'metrics scrape failed');
        response.writeHead(500, { 'content-type': 'text/plain' }).end('Metrics failed\n');
      },
    );
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolve());
  });
  const address = server.address();
  return {
    port: typeof address === 'object' && address ? address.port : port,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
