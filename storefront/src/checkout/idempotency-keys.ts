import { ApiError, unknownErrorCode } from '../api/client';

/**
 * The `Idempotency-Key` of each attempt to place the order: a fresh one per attempt, except that
 * an attempt whose answer never arrived (a network error) is retried with the same key, so the
 * server hands back the order it may already have placed instead of placing a second one. A
 * retry after the order itself changed is a new attempt.
 */
export interface IdempotencyKeys {
  /** The key for an attempt at `order` (any text that changes when the order does). */
  keyFor(order: string): string;
  /** The server answered (with the order or a refusal): the next attempt is a new one. */
  answered(): void;
}

export function createIdempotencyKeys(
  newKey: () => string = () => globalThis.crypto.randomUUID(),
): IdempotencyKeys {
  let pending: { order: string; key: string } | undefined;
  return {
    keyFor(order) {
      if (pending?.order !== order) pending = { order, key: newKey() };
      return pending.key;
    },
    answered() {
      pending = undefined;
    },
  };
}

/**
 * Whether a failed attempt reached a decision on the server. A network failure or a gateway's
 * 502/503/504 leaves it unknown, so the retry must carry the same key; a 502 in the API's own
 * words (`payment_unavailable`) is the server's answer.
 */
export function reachedServer(error: unknown): boolean {
  return (
    error instanceof ApiError &&
    (![502, 503, 504].includes(error.status) || error.code !== unknownErrorCode)
  );
}
