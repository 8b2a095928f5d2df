import type { Server } from 'node:http';
import type { Logger } from '@shop/core';
import type { ApiDependencies } from './api.router.js';
import { createApp } from './app.js';

export interface RunningServer {
  readonly port: number;
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
  const { config } = dependencies;
  const app = createApp(dependencies);
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
  return {
    port,
    close: () =>
      new Promise<void>((resolve) => {
        const deadline = setTimeout(() => server.closeAllConnections(), graceMs);
        deadline.unref();
        server.close(() => {
          clearTimeout(deadline);
          resolve();
        });
        server.closeIdleConnections();
      }),
  };
}
