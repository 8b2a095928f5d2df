import type { Database } from '@shop/core';
import type { Kysely } from 'kysely';

/**
 * Claims an Idempotency-Key for a new order number. The first request with a key gets
 * `{ claimed: true }`; a repeat gets the order number the first one used.
 */
export async function claimIdempotencyKey(
  db: Kysely<Database>,
  {
    customerId,
    key,
    requestHash,
    orderNumber,
  }: { customerId: string; key: string; requestHash: string; orderNumber: string },
): Promise<{ claimed: true } | { claimed: false; orderNumber: string; sameRequest: boolean }> {
  const inserted = await db
    .insertInto('idempotency_keys')
    .values({ customer_id: customerId, key, request_hash: requestHash, order_number: orderNumber })
    .onConflict((conflict) => conflict.columns(['customer_id', 'key']).doNothing())
    .returning('order_number')
    .executeTakeFirst();
  if (inserted) return { claimed: true };
  const existing = await db
    .selectFrom('idempotency_keys')
    .select(['order_number', 'request_hash'])
    .where('customer_id', '=', customerId)
    .where('key', '=', key)
    .executeTakeFirstOrThrow();
  return {
    claimed: false,
    orderNumber: existing.order_number,
    sameRequest: existing.request_hash === requestHash,
  };
}

/** Lets the key be used again after the request failed before making an order. */
export async function releaseIdempotencyKey(
  db: Kysely<Database>,
  customerId: string,
  key: string,
): Promise<void> {
  await db
    .deleteFrom('idempotency_keys')
    .where('customer_id', '=', customerId)
    .where('key', '=', key)
    .execute();
}
