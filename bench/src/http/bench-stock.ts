import {
  createEventStore,
  type EventMetadata,
  handleCommand,
  stockDecider,
  stockStream,
} from '@shop/core';

/**
 * Receives `quantity` more units of each product on its stock stream, through the stock decider
 * as a delivery would, so a run's carts and orders never find the products they use sold out:
 * a run answers thousands of orders, more than the seed's 150 to 300 units of each. Named as one
 * delivery (`commandId`): called again on the same database, it adds nothing more.
 */
export async function receiveBenchStock(
  databaseUrl: string,
  productIds: readonly number[],
  quantity: number,
): Promise<void> {
  const store = await createEventStore({ databaseUrl, poolSize: 4 });
  const metadata: EventMetadata = {
    correlationId: `bench-stock-${Date.now()}`,
    causationId: null,
    actor: { kind: 'system', name: 'bench' },
    occurredAt: new Date().toISOString(),
  };
  try {
    for (const productId of productIds) {
      await handleCommand(
        store,
        stockStream(productId),
        stockDecider,
        { type: 'ReceiveStock', productId, quantity, reason: 'Bench stock' },
        metadata,
        { commandId: `bench-stock-${quantity}`, retries: 10 },
      );
    }
  } finally {
    await store.close();
  }
}
