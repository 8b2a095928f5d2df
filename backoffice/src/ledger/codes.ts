/** The ledger's codes and statuses, as the server names them. */
export const ledgerCodes = [
  'DEPOSIT',
  'ORDER_PAYMENT',
  'SHIPPING_FEE',
  'MONTHLY_FEE',
  'REFUND',
  'ADJUSTMENT',
] as const;
export const ledgerStatuses = ['pending', 'posted', 'reversed'] as const;

export const codeChoices = ledgerCodes.map((id) => ({
  id,
  name: `resources.ledger.codes.${id}`,
}));
export const statusChoices = ledgerStatuses.map((id) => ({
  id,
  name: `resources.ledger.statuses.${id}`,
}));

export interface LedgerRecord {
  id: string;
  accountId: string;
  email: string | null;
  entryId: string;
  code: (typeof ledgerCodes)[number];
  remark: string;
  status: (typeof ledgerStatuses)[number];
  income: number;
  outgo: number;
  balance: number;
  orderNumber: string | null;
  causedBy: string | null;
  reverses: string | null;
  foreign: { currency: string; amount: number; rate: number } | null;
  actor: string;
  correlationId: string;
  createdAt: string;
}
