import type { WalletEntryRow } from '@shop/core';

/** Ledger ids name the wallet and the entry: `<accountId>:<entryId>`. */
export function ledgerId(ownerId: string, entryId: string): string {
  return `${ownerId}:${entryId}`;
}

const ledgerIdPattern =
  /^([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}):([A-Za-z0-9._-]{1,200})$/;

/** The wallet and entry a ledger id names; null for anything that cannot be one. */
export function parseLedgerId(id: string): { ownerId: string; entryId: string } | null {
  const match = ledgerIdPattern.exec(id);
  return match?.[1] && match[2] ? { ownerId: match[1], entryId: match[2] } : null;
}

/** A ledger entry as the back office shows it: amounts in US dollars. */
export function ledgerRecord(row: WalletEntryRow & { email: string | null }) {
  const credit = row.direction === 'credit';
  const dollars = Number(row.amount_cents) / 100;
  const foreign = row.foreign_amount;
  return {
    id: ledgerId(row.owner_id, row.entry_id),
    accountId: row.owner_id,
    email: row.email,
    entryId: row.entry_id,
    code: row.code,
    remark: row.remark,
    status: row.status,
    income: credit ? dollars : 0,
    outgo: credit ? 0 : dollars,
    balance: Number(row.balance_cents) / 100,
    orderNumber: row.order_number,
    causedBy: row.caused_by,
    reverses: row.reverses ? ledgerId(row.owner_id, row.reverses) : null,
    foreign: foreign
      ? { currency: foreign.currency, amount: foreign.minor / 100, rate: foreign.rate }
      : null,
    actor: row.actor,
    correlationId: row.correlation_id,
    createdAt: new Date(row.occurred_at).toISOString(),
  };
}
