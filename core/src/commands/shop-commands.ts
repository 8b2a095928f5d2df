import { postDecider, postStream } from '../blog/post.decider.js';
import { cartDecider, cartStream } from '../cart/cart.decider.js';
import { productDecider, productStream } from '../catalog/product.decider.js';
import { checkoutDecider, checkoutStream } from '../checkout/checkout.decider.js';
import { contactMessageDecider, contactMessageStream } from '../content/contact-message.decider.js';
import { newsletterDecider, newsletterStream } from '../content/newsletter.decider.js';
import { pageEntryDecider, pageEntryStream } from '../content/page-entry.decider.js';
import { foldAsOf, foldStream, foldStreams } from '../decider/aggregate-cache.js';
import {
  type CommandOptions,
  type HandledCommand,
  handleCommand,
} from '../decider/command-handler.js';
import type { Decider, DomainEvent } from '../decider/decider.js';
import type { EventMetadata } from '../event-store/event.js';
import type { EventStore } from '../event-store/event-store.js';
import { listingDecider, listingStream } from '../marketplace/listing.decider.js';
import {
  taobaoAccountDecider,
  taobaoAccountStream,
} from '../marketplace/taobao-account.decider.js';
import { orderDecider, orderStream } from '../orders/order.decider.js';
import { paymentDecider, paymentStream } from '../payments/payment.decider.js';
import { reviewDecider, reviewStream } from '../reviews/review.decider.js';
import { sellerDecider, sellerStream } from '../sellers/seller.decider.js';
import { shipmentDecider, shipmentStream } from '../shipping/shipment.decider.js';
import { stockDecider, stockStream } from '../stock/stock.decider.js';
import { walletDecider, walletStream } from '../wallet/wallet.decider.js';

/** Handles commands for one kind of aggregate, addressed by its id. */
export type AggregateCommands<Id, Command, Event, State> = (
  id: Id,
  command: Command,
  metadata: EventMetadata,
  options?: CommandOptions,
) => Promise<HandledCommand<Event, State>>;

function commandsOn<Id, Command, Event extends DomainEvent, State>(
  store: EventStore,
  streamOf: (id: Id) => string,
  decider: Decider<Command, Event, State>,
): AggregateCommands<Id, Command, Event, State> {
  return (id, command, metadata, options) =>
    handleCommand(store, streamOf(id), decider, command, metadata, options);
}

/**
 * The shop's one command layer: server routes, workflows, jobs and tests all write through it.
 * Each call loads the aggregate's stream, decides, and appends at the revision it read.
 *
 * @example
 * const commands = shopCommands(store);
 * await commands.order(orderNumber, { type: 'CancelOrder', reason, by: 'customer' }, metadata);
 */
export function shopCommands(store: EventStore) {
  return {
    product: commandsOn(store, productStream, productDecider),
    stock: commandsOn(store, stockStream, stockDecider),
    cart: commandsOn(store, cartStream, cartDecider),
    checkout: commandsOn(store, checkoutStream, checkoutDecider),
    order: commandsOn(store, orderStream, orderDecider),
    payment: commandsOn(store, paymentStream, paymentDecider),
    wallet: commandsOn(store, walletStream, walletDecider),
    seller: commandsOn(store, sellerStream, sellerDecider),
    shipment: commandsOn(store, shipmentStream, shipmentDecider),
    /** A seller's Taobao item for a product, addressed `{ sellerId, productId }`. */
    listing: commandsOn(
      store,
      ({ sellerId, productId }: { sellerId: string; productId: number }) =>
        listingStream(sellerId, productId),
      listingDecider,
    ),
    taobaoAccount: commandsOn(store, taobaoAccountStream, taobaoAccountDecider),
    /** A blog post and its comments, addressed by slug. */
    post: commandsOn(store, postStream, postDecider),
    /** A customer's review of a product, addressed `{ productId, customerId }`. */
    review: commandsOn(
      store,
      ({ productId, customerId }: { productId: number; customerId: string }) =>
        reviewStream(productId, customerId),
      reviewDecider,
    ),
    /** An FAQ entry, team member or look, addressed by its id. */
    pageEntry: commandsOn(store, pageEntryStream, pageEntryDecider),
    contactMessage: commandsOn(store, contactMessageStream, contactMessageDecider),
    /** One address's newsletter subscription, addressed by its subscriber id. */
    newsletter: commandsOn(store, newsletterStream, newsletterDecider),
  };
}

export type ShopCommands = ReturnType<typeof shopCommands>;

/**
 * An aggregate's state as its own events leave it: what workflows decide on, never a read model.
 *
 * @example
 * const order = await aggregateState(store, orderStream(orderNumber), orderDecider);
 */
export async function aggregateState<Command, Event extends DomainEvent, State>(
  store: EventStore,
  streamName: string,
  decider: Decider<Command, Event, State>,
): Promise<State> {
  return (await foldStream(store, streamName, decider)).state;
}

/**
 * An aggregate's state as of at least `revision` (say, of the event a workflow reacts to),
 * without a read when this process has it that far already: only for what later events never
 * change (who placed an order, what a payment is for), never for a decision on its current state.
 *
 * @example
 * const order = await aggregateStateAsOf(store, orderStream(n), orderDecider, event.revision);
 */
export async function aggregateStateAsOf<Command, Event extends DomainEvent, State>(
  store: EventStore,
  streamName: string,
  decider: Decider<Command, Event, State>,
  revision: number,
): Promise<State> {
  return (await foldAsOf(store, streamName, decider, revision)).state;
}

/**
 * Several aggregates' states as their own events leave them, read together.
 *
 * @example
 * const products = await aggregateStates(store, [productStream(1), productStream(2)], productDecider);
 */
export async function aggregateStates<Command, Event extends DomainEvent, State>(
  store: EventStore,
  streamNames: readonly string[],
  decider: Decider<Command, Event, State>,
): Promise<State[]> {
  const folded = await foldStreams(store, streamNames, decider);
  return streamNames.map((name) => (folded.get(name) as { state: State }).state);
}
