import { isCurrencyCode } from '@shop/core/shared';
import {
  isRecord,
  list,
  optionalNumber,
  optionalText,
  record,
  requiredNumber,
  text,
} from '../catalog/decode';
import type { Deposit, WalletBalance, WalletEntry, WalletEntryPage } from './wallet';

export function decodeWallet(raw: unknown): WalletBalance {
  const fields = record(raw, 'wallet');
  const currency = fields.currency;
  return {
    balance: requiredNumber(fields, 'balance'),
    currency: isCurrencyCode(currency) ? currency : 'USD',
    balanceUsd: optionalNumber(fields, 'balanceUsd') ?? requiredNumber(fields, 'balance'),
  };
}

function decodeEntry(raw: unknown): WalletEntry[] {
  if (!isRecord(raw)) return [];
  try {
    return [
      {
        id: text(raw, 'id'),
        code: text(raw, 'code'),
        remark: text(raw, 'remark'),
        income: optionalNumber(raw, 'income') ?? 0,
        outgo: optionalNumber(raw, 'outgo') ?? 0,
        balance: requiredNumber(raw, 'balance'),
        orderNumber: optionalText(raw, 'orderNumber'),
        createdAt: text(raw, 'createdAt'),
      },
    ];
  } catch {
    return [];
  }
}

/** A page of entries; an entry that does not read is left out rather than hiding the rest. */
export function decodeWalletEntries(raw: unknown): WalletEntryPage {
  const fields = record(raw, 'wallet entries');
  const page = optionalNumber(fields, 'page') ?? 1;
  return {
    items: list(fields.items).flatMap(decodeEntry),
    total: optionalNumber(fields, 'total') ?? 0,
    page,
    pages: optionalNumber(fields, 'pages') ?? page,
  };
}

export function decodeDeposit(raw: unknown): Deposit {
  const fields = record(raw, 'deposit');
  const id = text(fields, 'id');
  if (!id) throw new Error('the deposit has no id');
  return {
    id,
    status: text(fields, 'status'),
    amount: optionalNumber(fields, 'amount'),
    approvalUrl: optionalText(fields, 'approvalUrl'),
  };
}
