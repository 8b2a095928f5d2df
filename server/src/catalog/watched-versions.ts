import { performance } from 'node:perf_hooks';
import { type Database, type Logger, readModelVersionsChannel } from '@shop/core';
import type { Kysely } from 'kysely';
import pg from 'pg';
import {
  type ReadModelVersionSource,
  type ReadModelVersions,
  readVersions,
} from './catalogue-version.js';
import { FreshRead } from './fresh-read.js';

/** How long a lost listening connection waits before it connects again. */
const reconnectMs = 1_000;

/** The tables whose writes move a version (through the migrations' triggers). */
const versionedTables: ReadonlySet<string> = new Set([
  'catalogue_version',
  'auth_version',
  'sessions',
  'users',
  'sellers',
]);

/**
 * The read models' versions, kept between reads for as long as nothing can have moved them:
 * PostgreSQL announces every move of a version at its commit, whichever process made it
 * (`shop_read_model_versions`, the `announce-versions` migration), and this source listens on a
 * connection of its own. A read is kept until an announcement comes, until `moved()` says this
 * process moved one itself, until the next sale ends, or for a minute at most; then the next
 * read is a fresh one, shared by every request that arrives meanwhile ({@link FreshRead}).
 * A busy server thus reads the versions a few times a minute instead of once per burst of
 * requests: under an add-to-cart load, those reads were a third of the shop's statements.
 *
 * Until it listens, and whenever its connection is lost, every read is a fresh one. Another
 * process's write is seen once its announcement arrives, a moment after its commit: as a
 * projection's rows are seen a moment after their events. This process's own writes are told
 * with `moved()` as soon as they commit, so its own next request sees them (a revoked session,
 * a projection that caught up).
 *
 * @example
 * const versions = await watchVersions({ connectionString, db, logger });
 * const { catalogue, auth } = await versions.read();
 */
export class WatchedVersions implements ReadModelVersionSource {
  readonly #fresh: FreshRead<ReadModelVersions>;
  #kept: { readonly versions: Promise<ReadModelVersions>; readonly until: number } | null = null;
  /** Moves with every announcement or `moved()`: a read made before it is not kept. */
  #generation = 0;
  #client: pg.Client | null = null;
  #stopped = false;
  #retry: NodeJS.Timeout | null = null;

  constructor(
    private readonly connectionString: string,
    db: Kysely<Database>,
    private readonly logger: Logger,
  ) {
    this.#fresh = new FreshRead(() => readVersions(db));
  }

  read(): Promise<ReadModelVersions> {
    const kept = this.#kept;
    if (kept && performance.now() < kept.until) return kept.versions;
    const generation = this.#generation;
    const asked = performance.now();
    const reading = this.#fresh.read();
    reading.then(
      ({ validForMs }) => {
        // Kept only if nothing moved since it was asked for, and while announcements come.
        if (this.#client && generation === this.#generation) {
          this.#kept = { versions: reading, until: asked + validForMs };
        }
      },
      () => {},
    );
    return reading;
  }

  moved(): void {
    this.#generation++;
    this.#kept = null;
  }

  /**
   * For `startProjections`' `onApplied`: a projection of this process that writes a versioned
   * table committed a batch, so its rows are seen by the next request at once.
   */
  readonly projectionApplied = ({ tables }: { readonly tables: readonly string[] }): void => {
    if (tables.some((table) => versionedTables.has(table))) this.moved();
  };

  /** Starts listening; resolves once announcements come (or once the first try failed). */
  async start(): Promise<void> {
    if (this.#stopped || this.#client) return;
    const client = new pg.Client({
      connectionString: this.connectionString,
      keepAlive: true,
      // A server that cannot reach PostgreSQL starts (and goes on) with fresh reads.
      connectionTimeoutMillis: 10_000,
      application_name: 'shop-versions',
    });
    let alive = true;
    client.on('notification', () => this.moved());
    client.on('error', (error) => {
      alive = false;
      this.logger.warn({ err: error }, 'lost the read-model versions listener; reading them fresh');
      this.#lost(client);
    });
    client.on('end', () => {
      alive = false;
      this.#lost(client);
    });
    try {
      await client.connect();
      await client.query(`LISTEN ${readModelVersionsChannel}`);
    } catch (error) {
      this.logger.warn(
        { err: error },
        'cannot listen for the read-model versions; reading them fresh',
      );
      this.#lost(client);
      return;
    }
    // Lost between its LISTEN and now: `#lost` has already planned the next try.
    if (!alive) return;
    if (this.#stopped) {
      await client.end().catch(() => {});
      return;
    }
    // Whatever was read before this connection listened may have missed an announcement.
    this.moved();
    this.#client = client;
  }

  #lost(client: pg.Client): void {
    if (this.#client === client) this.#client = null;
    this.moved();
    client.end().catch(() => {});
    if (this.#stopped || this.#retry) return;
    this.#retry = setTimeout(() => {
      this.#retry = null;
      void this.start();
    }, reconnectMs);
    this.#retry.unref();
  }

  async stop(): Promise<void> {
    this.#stopped = true;
    if (this.#retry) clearTimeout(this.#retry);
    const client = this.#client;
    this.#client = null;
    this.moved();
    await client?.end().catch(() => {});
  }
}

/** A started {@link WatchedVersions}. */
export async function watchVersions({
  connectionString,
  db,
  logger,
}: {
  connectionString: string;
  db: Kysely<Database>;
  logger: Logger;
}): Promise<WatchedVersions> {
  const versions = new WatchedVersions(connectionString, db, logger);
  await versions.start();
  return versions;
}
