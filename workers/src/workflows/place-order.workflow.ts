import {
  aggregateState,
  DomainError,
  InsufficientStock,
  type OrderEvent,
  type OrderPlaced,
  orderDecider,
  orderPaymentId,
  orderStream,
  type PlacedOrder,
  paymentAmount,
  type RecordedEvent,
  type ShortLine,
  walletDecider,
  walletStream,
} from '@shop/core';
import type { Reaction, Workflow } from '@shop/projections';
import { unitsByProduct } from './order-lines.js';
import { chargeTaobaoOrder } from './taobao-order-payment.js';
import { reactionMetadata, streamId, type WorkflowContext } from './workflow-context.js';

const name = 'place-order';

/**
 * From a placed order to a payment under way: set every line's stock aside (or reject the order
 * naming the lines short of stock), then take the money from the wallet or ask PayPal for it.
 */
export function placeOrderWorkflow(context: WorkflowContext): Workflow {
  const { commands, store } = context;

  const reserveStock: Reaction = {
    step: 'reserve-stock',
    async run(event) {
      const order = (event as RecordedEvent & OrderPlaced).data;
      const metadata = reactionMetadata(name, event);
      const short: ShortLine[] = [];
      for (const [productId, quantity] of unitsByProduct(order.lines)) {
        try {
          await commands.stock(
            productId,
            { type: 'ReserveStock', productId, orderNumber: order.orderNumber, quantity },
            metadata,
            { commandId: event.id, retries: 100 },
          );
        } catch (error) {
          if (!(error instanceof InsufficientStock)) throw error;
          const title = order.lines.find((line) => line.productId === productId)?.title ?? '';
          short.push({ productId, title, requested: quantity, available: error.available });
        }
      }
      if (short.length === 0) {
        await commands.order(order.orderNumber, { type: 'ConfirmStock' }, metadata, {
          commandId: event.id,
        });
        return;
      }
      // The release of what was set aside follows the rejection (cancel-order workflow).
      await commands.order(
        order.orderNumber,
        {
          type: 'RejectOrder',
          reason: 'out_of_stock',
          message: 'Please check the following items are out of stock now or in not enough stock.',
          shortLines: short,
        },
        metadata,
        { commandId: event.id },
      );
    },
  };

  const takePayment: Reaction = {
    step: 'take-payment',
    async run(event) {
      const orderNumber = streamId(event);
      const order = await aggregateState(store, orderStream(orderNumber), orderDecider);
      if (order.status === 'none') return;
      const metadata = reactionMetadata(name, event);
      if (order.status === 'Cancelled') {
        // Cancelled meanwhile: nothing more is taken, but a debit that landed before the cancel
        // (a crash between the debit and its record) is recorded, so the refund gives it back.
        if (order.paymentMethod === 'wallet' && order.sale?.platform !== 'taobao') {
          await recordLandedDebit(order, metadata, event.id);
        }
        return;
      }
      // The buyer paid on Taobao: the seller's wallet is charged, now or when it can be.
      if (order.sale?.platform === 'taobao') {
        await chargeTaobaoOrder(store, commands, order, metadata, event.id);
      } else if (order.paymentMethod === 'wallet') await payFromWallet(order, metadata, event.id);
      else await askPayPal(order, metadata, event);
    },
  };

  async function payFromWallet(
    order: PlacedOrder,
    metadata: ReturnType<typeof reactionMetadata>,
    cause: string,
  ) {
    const entryId = `order-${order.orderNumber}`;
    try {
      await commands.wallet(
        order.customerId,
        {
          type: 'DebitWallet',
          entryId,
          amountCents: order.amounts.totalUsdCents,
          code: 'ORDER_PAYMENT',
          remark: `Order ${order.orderNumber}`,
          orderNumber: order.orderNumber,
        },
        metadata,
        { commandId: cause, retries: 100 },
      );
    } catch (error) {
      if (!(error instanceof DomainError && error.code === 'insufficient_balance')) throw error;
      await commands.order(
        order.orderNumber,
        {
          type: 'RejectOrder',
          reason: 'insufficient_balance',
          message: 'Deposit balance is not enough',
          shortLines: [],
        },
        metadata,
        { commandId: cause },
      );
      return;
    }
    await commands.order(
      order.orderNumber,
      { type: 'RecordPayment', provider: 'wallet', reference: entryId, paymentStatus: 'paid' },
      metadata,
      { commandId: cause },
    );
  }

  async function recordLandedDebit(
    order: PlacedOrder,
    metadata: ReturnType<typeof reactionMetadata>,
    cause: string,
  ) {
    const entryId = `order-${order.orderNumber}`;
    const wallet = await aggregateState(store, walletStream(order.customerId), walletDecider);
    if (!wallet.entryIds.has(entryId)) return;
    await commands.order(
      order.orderNumber,
      { type: 'RecordPayment', provider: 'wallet', reference: entryId, paymentStatus: 'paid' },
      metadata,
      { commandId: cause },
    );
  }

  async function askPayPal(
    order: PlacedOrder,
    metadata: ReturnType<typeof reactionMetadata>,
    cause: RecordedEvent,
  ) {
    const { amounts, orderNumber } = order;
    // PayPal takes neither won nor (for shops outside China) yuan: those orders pay in dollars.
    const amount =
      amounts.currency === 'USD' || amounts.currency === 'JPY'
        ? paymentAmount(amounts.currency, amounts.totalMinor)
        : paymentAmount('USD', amounts.totalUsdCents);
    const page = `${order.origin}/page/account/PayPal?orderNumber=${orderNumber}`;
    await commands.payment(
      orderPaymentId(orderNumber),
      {
        type: 'RequestPayment',
        paymentId: orderPaymentId(orderNumber),
        purpose: { kind: 'order', orderNumber },
        amount,
        usdCents: amounts.totalUsdCents,
        returnUrl: page,
        cancelUrl: `${page}&cancelled=1`,
      },
      metadata,
      // One payment per order, asked for here first: its stream is new unless this is a retry.
      { commandId: cause.id, newStream: true },
    );
  }

  return {
    name,
    reactionsTo(event) {
      if (!event.streamName.startsWith('order-')) return [];
      switch ((event as RecordedEvent & OrderEvent).type) {
        case 'OrderPlaced':
          return [reserveStock];
        case 'OrderStockReserved':
          return [takePayment];
        default:
          return [];
      }
    },
  };
}
