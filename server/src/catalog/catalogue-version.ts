import type { Database } from '@shop/core';
import { type Kysely, sql } from 'kysely';
import { FreshRead } from './fresh-read.js';

/** The versions of the read models a server keeps answers of, read together in one query. */
export interface ReadModelVersions {
  /** The catalogue's version (see {@link readVersions}). */
  readonly catalogue: string;
  /** Whether some product row still holds a sale past its end. */
  readonly salesEnded: boolean;
  /** Moves whenever a session lookup's answer may have changed (`auth_version`'s migration). */
  readonly auth: string;
  /**
   * How long, from the read, these versions hold unless a write moves them: until the next sale
   * ends (which moves the catalogue's version by the clock alone), at most a minute.
   */
  readonly validForMs: number;
}

/** Where a server's requests get the read models' versions. */
export interface ReadModelVersionSource {
  /** Versions no older than the call: none moved by a write that committed before it. */
  read(): Promise<ReadModelVersions>;
  /** Tells the source that this process has just moved a version (e.g. revoked a session). */
  moved(): void;
}

/** The longest a read of the versions is kept, even while no write announces a move. */
export const longestVersionsHoldMs = 60_000;

/**
 * The catalogue's version: moved by the products projection whenever a product row changes
 * ("0" before the first product), and by each sale that reaches its end date. A sale ends by
 * the clock, not by an event, so the answers computed before it (sale prices, badges) are
 * dropped by the version moving here, the moment it ends, rather than by a scheduled job
 * that would leave them up until it ran. Anything computed from the products table holds
 * until it moves. With it, the sessions' version, in the same round trip.
 */
export async function readVersions(db: Kysely<Database>): Promise<ReadModelVersions> {
  const { rows } = await sql<{
    version: string | null;
    ended: string;
    auth: string | null;
    next_end_ms: number | null;
  }>`
    SELECT (SELECT version FROM catalogue_version) AS version,
           (SELECT count(*) FROM products WHERE sale_ends_at <= now()) AS ended,
           (SELECT version FROM auth_version) AS auth,
           (SELECT extract(epoch FROM min(sale_ends_at) - now()) * 1000 FROM products
            WHERE sale_ends_at > now())::float8 AS next_end_ms`.execute(db);
  const row = rows[0];
  const ended = Number(row?.ended ?? 0);
  const version = String(row?.version ?? 0);
  return {
    catalogue: ended ? `${version}.${ended}` : version,
    // Some row still holds a sale past its end (until the end-sales round folds it).
    salesEnded: ended > 0,
    auth: String(row?.auth ?? 0),
    validForMs: Math.min(longestVersionsHoldMs, row?.next_end_ms ?? longestVersionsHoldMs),
  };
}

/**
 * One shared, always fresh read of the versions for the whole server: concurrent requests share
 * one query (see {@link FreshRead}), and none is answered with versions read before it arrived.
 * A server that listens for the versions' announcements reads them less often
 * (`watched-versions.ts`).
 */
export function sharedVersions(db: Kysely<Database>): ReadModelVersionSource {
  const fresh = new FreshRead(() => readVersions(db));
  return { read: () => fresh.read(), moved: () => {} };
}
