import {
  aggregateState,
  type EventMetadata,
  type EventStore,
  type PlacedOrder,
  type ShopCommands,
  walletDecider,
  walletStream,
} from '@shop/core';

/** The wallet entry a Taobao order's cost is charged as. */
export function taobaoOrderEntryId(orderNumber: string): string {
  return `order-${orderNumber}`;
}

/**
 * Charges a Taobao order's cost to its seller's wallet. The buyer has paid on Taobao, so the
 * order goes ahead either way: a balance that falls short leaves the charge pending in the
 * ledger, and the order "Not paid yet" with "Deposit balance is not enough"; the next credit that
 * covers it debits it, and the taobao-wallet workflow then records the order paid. The entry is
 * named after the order, so the wallet takes it once whoever asks.
 */
export async function chargeTaobaoOrder(
  store: EventStore,
  commands: ShopCommands,
  order: PlacedOrder,
  metadata: EventMetadata,
  commandId: string,
): Promise<void> {
  const entryId = taobaoOrderEntryId(order.orderNumber);
  await commands.wallet(
    order.customerId,
    {
      type: 'DebitWallet',
      entryId,
      amountCents: order.amounts.totalUsdCents,
      code: 'ORDER_PAYMENT',
      remark: `Taobao order ${order.orderNumber}`,
      orderNumber: order.orderNumber,
      whenShort: 'pend',
    },
    metadata,
    { commandId, retries: 100 },
  );
  const wallet = await aggregateState(store, walletStream(order.customerId), walletDecider);
  if (wallet.posted.has(entryId)) {
    await commands.order(
      order.orderNumber,
      { type: 'RecordPayment', provider: 'wallet', reference: entryId, paymentStatus: 'paid' },
      metadata,
      { commandId },
    );
    return;
  }
  await commands.order(
    order.orderNumber,
    { type: 'DeclinePayment', message: 'Deposit balance is not enough' },
    metadata,
    { commandId },
  );
}
