import { handleCommand } from '../decider/command-handler.js';
import { DomainError } from '../decider/decider.js';
import type { EventMetadata, GlobalPosition } from '../event-store/event.js';
import type { EventStore } from '../event-store/event-store.js';
import { stockDecider, stockStream } from '../stock/stock.decider.js';
import { type ProductCommand, productDecider, productStream } from './product.decider.js';

export type ListProductCommand = Extract<ProductCommand, { type: 'ListProduct' }>;

/** A product as it is first put on sale: its catalogue entry and the units it came with. */
export type ProductListing = ListProductCommand & { readonly stock: number };

/**
 * Lists a product, then receives its opening stock on its stock stream. The stock is received
 * once whatever the retries (its events are named after the listing), so a listing cut off
 * between the two is finished by running it again with `resume`.
 *
 * @example
 * await listProduct(store, { ...listProductCommand, stock: 12 }, metadata);
 */
export async function listProduct(
  store: EventStore,
  { stock, ...command }: ProductListing,
  metadata: EventMetadata,
  { resume = false } = {},
): Promise<GlobalPosition | null> {
  let position: GlobalPosition | null = null;
  try {
    position = (
      await handleCommand(
        store,
        productStream(command.productId),
        productDecider,
        command,
        metadata,
      )
    ).position;
  } catch (error) {
    if (!(resume && error instanceof DomainError && error.code === 'product_exists')) throw error;
  }
  if (stock <= 0) return position;
  const received = await handleCommand(
    store,
    stockStream(command.productId),
    stockDecider,
    {
      type: 'ReceiveStock',
      productId: command.productId,
      quantity: stock,
      reason: 'Opening stock',
    },
    metadata,
    { commandId: 'opening-stock', retries: 10 },
  );
  return received.position ?? position;
}
