import type { WalletEntryRow } from '@shop/core';

/** A wallet entry as the account's pages show it; amounts in US dollars. */
export function walletEntryView(row: WalletEntryRow) {
  const credit = row.direction === 'credit';
  return {
    id: row.entry_id,
    code: row.code,
    remark: row.remark,
    income: credit ? Number(row.amount_cents) / 100 : 0,
    outgo: credit ? 0 : Number(row.amount_cents) / 100,
    balance: Number(row.balance_cents) / 100,
    orderNumber: row.order_number,
    createdAt: new Date(row.occurred_at).toISOString(),
  };
}
