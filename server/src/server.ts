import type { Server } from 'node:http';
import type { Logger } from '@shop/core';
import type { ApiDependencies } from './api.router.js';
import { createApp } from './app.js';
import { startMetricsListener } from './metrics/metrics-listener.js';
import { shopMetrics } from './metrics/shop-metrics.js';

export interface RunningServer {
  readonly port: number;
  /** The `METRICS_PORT` listener's port; null without one. */
  readonly metricsPort: number | null;
  close(): Promise<void>;
}

/**
 * Listens on `config.PORT` (0 picks a free port). `close` stops accepting connections, lets
 * requests in flight finish for up to `graceMs`, then cuts what is left.
 */
export async function startServer(
  dependencies: ApiDependencies & { logger: Logger },
  { graceMs = 10_000 } = {},
): Promise<RunningServer> {
  const { config, logger } = dependencies;
  const metrics = dependencies.metrics ?? shopMetrics(dependencies);
  const app = createApp({ ...dependencies, metrics });
  const server: Server = await new Promise((resolve, reject) => {
    const listening = app.listen(config.PORT, config.HOST, () => resolve(listening));
    listening.once('error', reject);
  });
  server.keepAliveTimeout = 65_000;
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : config.PORT;
  dependencies.paypal.attach(port);
  dependencies.taobao.attach(port);
  dependencies.carriers.attach(port);
  const metricsListener =
    config.METRICS_PORT === undefined
      ? null
      : await startMetricsListener(metrics, {
          port: config.METRICS_PORT,
          host: config.METRICS_HOST,
          logger,
        });
  return {
    port,
    metricsPort: metricsListener?.port ?? null,
    close: async () => {
      await metricsListener?.close();
      await new Promise<void>((resolve) => {
        const deadline = setTimeout(() => server.closeAllConnections(), graceMs);
        deadline.unref();
        server.close(() => {
          clearTimeout(deadline);
          resolve();
        });
        server.closeIdleConnections();
      });
    },
  };
}
