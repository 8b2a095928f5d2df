import {
  aggregateState,
  DomainError,
  type EventMetadata,
  type EventStore,
  type SellerKeyCipher,
  type ShopCommands,
  type TaobaoAccountState,
  taobaoAccountDecider,
  taobaoAccountStream,
  taobaoSessionContext,
} from '@shop/core';
import { UnrecoverableError } from 'bullmq';
import type pg from 'pg';
import type { TaobaoClient, TaobaoSellerClient } from '../taobao/taobao-client.js';
import { TaobaoInvalidSessionError } from '../taobao/taobao-error.js';

/** What the Taobao jobs and workflows reach Taobao through. */
export interface TaobaoAccess {
  readonly client: TaobaoClient;
  /** Seals and opens sellers' sessions at rest (AES-256-GCM, `SELLER_KEYS_SECRET`). */
  readonly cipher: SellerKeyCipher;
}

export interface OpenedSeller {
  readonly account: TaobaoAccountState;
  readonly shop: TaobaoSellerClient;
}

/** A session this close to its end is renewed before it is used: a sync round fits in it. */
export const sessionRenewAheadMs = 15 * 60 * 1000;

/**
 * The session was renewed after Taobao refused the one in use: the job is tried again (BullMQ's
 * backoff) with the new one.
 */
export class TaobaoSessionRenewed extends Error {
  override readonly name = 'TaobaoSessionRenewed';
}

export interface SellerSessionDependencies {
  readonly store: EventStore;
  readonly commands: ShopCommands;
  readonly taobao: TaobaoAccess;
  /** Renewals of a seller take turns on an advisory lock of this pool. */
  readonly pool: pg.Pool;
  readonly now?: () => number;
}

/**
 * Sellers' Taobao sessions for the jobs: opened from the account (sealed at rest), renewed with
 * the refresh token shortly before they expire, and once more when Taobao refuses one, before
 * the seller is asked to link again.
 *
 * A refresh token works once and is replaced by the answer, so two jobs of a seller must never
 * renew at the same time: renewals hold a per-seller advisory lock and read the account again
 * inside it; a job that finds the session already renewed by another uses that one.
 *
 * @example
 * const sessions = sellerSessions({ store, commands, taobao, pool });
 * const opened = await sessions.open(sellerId, metadata);
 * try { await opened?.shop.onsaleItems(); }
 * catch (error) { if (opened) await sessions.onRefused(error, sellerId, opened, metadata); throw error; }
 */
export function sellerSessions(dependencies: SellerSessionDependencies) {
  const { store, commands, taobao, pool, now = Date.now } = dependencies;

  const readAccount = (sellerId: string) =>
    aggregateState(store, taobaoAccountStream(sellerId), taobaoAccountDecider);

  function opened(sellerId: string, account: TaobaoAccountState): OpenedSeller | null {
    if (account.link !== 'linked' || !account.sealedSession || !account.nick) return null;
    const session = taobao.cipher.open(
      account.sealedSession,
      taobaoSessionContext(sellerId, 'session'),
    );
    return { account, shop: taobao.client.seller({ nick: account.nick, session }) };
  }

  /**
   * Renews the session unless another job did since `stale` was read; null when it cannot be
   * (no refresh token, expired, or Taobao refused it).
   */
  async function renew(
    sellerId: string,
    stale: TaobaoAccountState,
    reason: 'expiring' | 'refused',
    metadata: EventMetadata,
  ): Promise<OpenedSeller | null> {
    return withRenewalLock(pool, sellerId, async () => {
      const account = await readAccount(sellerId);
      if (account.sealedSession?.ciphertext !== stale.sealedSession?.ciphertext) {
        return opened(sellerId, account);
      }
      const { sealedRefreshToken, refreshExpiresAt } = account;
      if (account.link !== 'linked' || !sealedRefreshToken) return null;
      if (refreshExpiresAt && Date.parse(refreshExpiresAt) <= now()) return null;
      const refreshToken = taobao.cipher.open(
        sealedRefreshToken,
        taobaoSessionContext(sellerId, 'refreshToken'),
      );
      let grant: Awaited<ReturnType<TaobaoClient['refreshSession']>>;
      try {
        grant = await taobao.client.refreshSession(refreshToken);
      } catch (error) {
        if (error instanceof TaobaoInvalidSessionError) return null;
        throw error;
      }
      try {
        const { state } = await commands.taobaoAccount(
          sellerId,
          {
            type: 'RefreshSession',
            sealedSession: taobao.cipher.seal(
              grant.session,
              taobaoSessionContext(sellerId, 'session'),
            ),
            sessionExpiresAt: grant.expiresAt.toISOString(),
            // Taobao may keep the old refresh token; without one the seller links again later.
            sealedRefreshToken: grant.refreshToken
              ? taobao.cipher.seal(
                  grant.refreshToken,
                  taobaoSessionContext(sellerId, 'refreshToken'),
                )
              : null,
            refreshExpiresAt: grant.refreshExpiresAt?.toISOString() ?? null,
            reason,
          },
          metadata,
        );
        return opened(sellerId, state);
      } catch (error) {
        // Unlinked meanwhile: the renewed session is not kept.
        if (error instanceof DomainError && error.code === 'not_linked') return null;
        throw error;
      }
    });
  }

  return {
    /**
     * The seller's account and a client under their session (renewed first when it ends within
     * `sessionRenewAheadMs`), or null when they are not linked or must link again.
     */
    async open(sellerId: string, metadata: EventMetadata): Promise<OpenedSeller | null> {
      const account = await readAccount(sellerId);
      const current = opened(sellerId, account);
      if (!current || !account.sessionExpiresAt || !account.sealedRefreshToken) return current;
      if (Date.parse(account.sessionExpiresAt) - now() > sessionRenewAheadMs) return current;
      const renewed = await renew(sellerId, account, 'expiring', metadata);
      // Not renewable: the session is used while it lasts; Taobao's refusal then ends the link.
      return renewed ?? current;
    },

    /**
     * Called with a job's error: when Taobao refused the session, it is renewed (once: not a
     * session that was itself renewed after a refusal) and the job goes on as a retryable
     * failure; otherwise the account records that the seller must link again and the job stops
     * for good. Any other error passes.
     */
    async onRefused(
      error: unknown,
      sellerId: string,
      used: OpenedSeller,
      metadata: EventMetadata,
    ): Promise<void> {
      if (!(error instanceof TaobaoInvalidSessionError)) return;
      if (!used.account.renewedAfterRefusal) {
        const renewed = await renew(sellerId, used.account, 'refused', metadata);
        if (renewed) {
          throw new TaobaoSessionRenewed(
            `Taobao refused the session of seller ${sellerId}; it is renewed, the job tries again.`,
          );
        }
      } else {
        const account = await readAccount(sellerId);
        // Another job renewed it since this one opened it: try again with that one.
        if (account.sealedSession?.ciphertext !== used.account.sealedSession?.ciphertext) {
          if (account.link === 'linked') {
            throw new TaobaoSessionRenewed(`The session of seller ${sellerId} was renewed.`);
          }
        }
      }
      await commands.taobaoAccount(
        sellerId,
        { type: 'LoseSession', reason: error.message },
        metadata,
      );
      throw new UnrecoverableError(
        `Taobao refused the session of seller ${sellerId}: they must link Taobao again.`,
      );
    },
  };
}

export type SellerSessions = ReturnType<typeof sellerSessions>;

/** Runs `work` holding the seller's renewal lock (waiting for it), on a connection of its own. */
async function withRenewalLock<T>(
  pool: pg.Pool,
  sellerId: string,
  work: () => Promise<T>,
): Promise<T> {
  const client = await pool.connect();
  const key = `taobao-session-${sellerId}`;
  try {
    await client.query('SELECT pg_advisory_lock(hashtextextended($1, 0))', [key]);
    try {
      return await work();
    } finally {
      await client
        .query('SELECT pg_advisory_unlock(hashtextextended($1, 0))', [key])
        .catch(() => {});
    }
  } finally {
    client.release();
  }
}

/** Events written by a Taobao job: caused by the job, correlated by it. */
export function jobMetadata(jobName: string, jobId: string | undefined): EventMetadata {
  const id = jobId ?? jobName;
  return {
    correlationId: id,
    causationId: id,
    actor: { kind: 'job', name: jobName },
    occurredAt: new Date().toISOString(),
  };
}
