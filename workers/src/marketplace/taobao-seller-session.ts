import {
  aggregateState,
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

/**
 * The seller's account and a client under their session, or null when they are not linked (or
 * must link again).
 */
export async function openSellerSession(
  store: EventStore,
  access: TaobaoAccess,
  sellerId: string,
): Promise<OpenedSeller | null> {
  const account = await aggregateState(store, taobaoAccountStream(sellerId), taobaoAccountDecider);
  if (account.link !== 'linked' || !account.sealedSession || !account.nick) return null;
  const session = access.cipher.open(
    account.sealedSession,
    taobaoSessionContext(sellerId, 'session'),
  );
  return { account, shop: access.client.seller({ nick: account.nick, session }) };
}

/**
 * Taobao refused the seller's session: the account says they must link again, and the job
 * stops for good (retrying cannot help until they do).
 */
export async function loseSessionOn(
  error: unknown,
  commands: ShopCommands,
  sellerId: string,
  metadata: EventMetadata,
): Promise<void> {
  if (!(error instanceof TaobaoInvalidSessionError)) return;
  await commands.taobaoAccount(sellerId, { type: 'LoseSession', reason: error.message }, metadata);
  throw new UnrecoverableError(
    `Taobao refused the session of seller ${sellerId}: they must link Taobao again.`,
  );
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
