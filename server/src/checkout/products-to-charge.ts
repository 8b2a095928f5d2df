import {
  aggregateStates,
  type EventStore,
  type ProductState,
  productDecider,
  productStream,
} from '@shop/core';

export type ListedProduct = Extract<ProductState, { productId: number }> & { status: 'listed' };

/**
 * The listed products among `ids`, each as its own stream has it now: the price an order is
 * charged is decided here, never on the catalogue read model (which may be behind an edit).
 */
export async function productsToCharge(
  store: EventStore,
  ids: readonly number[],
): Promise<Map<number, ListedProduct>> {
  const states = await aggregateStates(
    store,
    [...new Set(ids)].map((id) => productStream(id)),
    productDecider,
  );
  return new Map(
    states
      .filter((state): state is ListedProduct => state.status === 'listed')
      .map((state) => [state.productId, state]),
  );
}
