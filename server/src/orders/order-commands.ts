import {
  type Database,
  type EventMetadata,
  type EventStore,
  type GlobalPosition,
  handleCommand,
  type OrderCommand,
  type OrderLine,
  orderDecider,
  orderStream,
  productDecider,
  productStream,
  type WalletCommand,
  walletDecider,
  walletStream,
} from '@shop/core';
import { waitForProjection } from '@shop/projections';
import type { Kysely } from 'kysely';

/** The writes an order needs, with the read models waited for where a reply reads them. */
export function orderCommands({ store, db }: { store: EventStore; db: Kysely<Database> }) {
  return {
    async order(orderNumber: string, command: OrderCommand, metadata: EventMetadata) {
      const { position } = await handleCommand(
        store,
        orderStream(orderNumber),
        orderDecider,
        command,
        metadata,
      );
      if (position) await waitForProjection(db, 'orders', position);
    },

    /**
     * Sets stock aside line by line. Checkouts of the same product race on its stream; the
     * loser reads again and decides again, so many retries before a shopper sees an error.
     */
    async reserve(orderNumber: string, lines: readonly OrderLine[], metadata: EventMetadata) {
      const reserved: OrderLine[] = [];
      try {
        for (const line of lines) {
          await handleCommand(
            store,
            productStream(line.productId),
            productDecider,
            { type: 'ReserveStock', orderNumber, quantity: line.quantity },
            metadata,
            { retries: 50 },
          );
          reserved.push(line);
        }
      } catch (error) {
        await this.release(orderNumber, reserved, metadata);
        throw error;
      }
    },

    async release(orderNumber: string, lines: readonly OrderLine[], metadata: EventMetadata) {
      let last: GlobalPosition | null = null;
      for (const line of lines) {
        const { position } = await handleCommand(
          store,
          productStream(line.productId),
          productDecider,
          { type: 'ReleaseStock', orderNumber },
          metadata,
          { retries: 50 },
        );
        last = position ?? last;
      }
      if (last) await waitForProjection(db, 'products', last);
    },

    async wallet(ownerId: string, command: WalletCommand, metadata: EventMetadata) {
      const { position } = await handleCommand(
        store,
        walletStream(ownerId),
        walletDecider,
        command,
        metadata,
        {
          retries: 10,
        },
      );
      if (position) await waitForProjection(db, 'wallets', position);
    },
  };
}

export type OrderCommands = ReturnType<typeof orderCommands>;
