import { DomainError, type EventMetadata, type PlacedOrder, type ShopCommands } from '@shop/core';

/**
 * Takes a Taobao order's cost from its seller's wallet, if the balance covers it now. The entry
 * is named after the order, so the wallet takes it once whoever tries; false when the balance
 * still falls short.
 */
export async function payTaobaoOrderFromWallet(
  commands: ShopCommands,
  order: PlacedOrder,
  metadata: EventMetadata,
  commandId: string,
): Promise<boolean> {
  const entryId = `order-${order.orderNumber}`;
  try {
    await commands.wallet(
      order.customerId,
      {
        type: 'DebitWallet',
        entryId,
        amountCents: order.amounts.totalUsdCents,
        code: 'ORDER_PAYMENT',
        remark: `Taobao order ${order.orderNumber}`,
        orderNumber: order.orderNumber,
      },
      metadata,
      { commandId, retries: 100 },
    );
  } catch (error) {
    if (error instanceof DomainError && error.code === 'insufficient_balance') return false;
    throw error;
  }
  await commands.order(
    order.orderNumber,
    { type: 'RecordPayment', provider: 'wallet', reference: entryId, paymentStatus: 'paid' },
    metadata,
    { commandId },
  );
  return true;
}
