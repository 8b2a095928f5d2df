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
}

/**
 * The catalogue's version: moved by the products projection whenever a product row changes
 * ("0" before the first product), and by each sale that reaches its end date. A sale ends by
 * the clock, not by an event, so the answers computed before it (sale prices, badges) are
 * dropped by the version moving here, the moment it ends, rather than by a scheduled job
 * that would leave them up until it ran. Anything computed from the products table holds
 * until it moves. With it, the sessions' version, in the same round trip.
 */
export async function readVersions(db: Kysely<Database>): Promise<ReadModelVersions> {
  const { rows } = await sql<{ version: string | null; ended: string; auth: string | null }>`
    SELECT (SELECT version FROM catalogue_version) AS version,
           (SELECT count(*) FROM products WHERE sale_ends_at <= now()) AS ended,
           (SELECT version FROM auth_version) AS auth`.execute(db);
  const row = rows[0];
  const ended = Number(row?.ended ?? 0);
  const version = String(row?.version ?? 0);
  return {
    catalogue: ended ? `${version}.${ended}` : version,
    // Some row still holds a sale past its end (until the end-sales round folds it).
    salesEnded: ended > 0,
    auth: String(row?.auth ?? 0),
  };
}

/**
 * One shared, always fresh read of the versions for the whole server: concurrent requests share
 * one query (see {@link FreshRead}), and none is answered with versions read before it arrived.
 */
export function sharedVersions(db: Kysely<Database>): FreshRead<ReadModelVersions> {
  return new FreshRead(() => readVersions(db));
}
