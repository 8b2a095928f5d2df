import type { CurrencyCode } from '@shop/core/shared';
import { queryString } from '../api/query-string';
import { shopApi } from '../api/shop-api';
import { track } from '../feedback/activity';
import type { Deposit, WalletBalance, WalletEntryPage } from './wallet';
import { decodeDeposit, decodeWallet, decodeWalletEntries } from './wallet.decode';

const depositPath = (id: string) => `/wallet/deposits/${encodeURIComponent(id)}`;

export async function fetchWallet(currency: CurrencyCode): Promise<WalletBalance> {
  return decodeWallet(await track(shopApi.request(`/wallet${queryString({ currency })}`)));
}

export async function fetchWalletEntries(page: number, pageSize: number): Promise<WalletEntryPage> {
  return decodeWalletEntries(
    await track(shopApi.request(`/wallet/entries${queryString({ page, pageSize })}`)),
  );
}

/** `POST /wallet/deposits`: a top-up waiting for approval at its `approvalUrl`. */
export async function requestDeposit(
  request: { amount: string; currency: CurrencyCode },
  idempotencyKey: string,
): Promise<Deposit> {
  return decodeDeposit(
    await track(
      shopApi.request('/wallet/deposits', {
        method: 'POST',
        body: request,
        headers: { 'Idempotency-Key': idempotencyKey },
      }),
    ),
  );
}

export async function fetchDeposit(id: string): Promise<Deposit> {
  return decodeDeposit(await track(shopApi.request(depositPath(id))));
}

/** After approval at PayPal: the server captures the money and credits the wallet. */
export async function captureDeposit(id: string): Promise<Deposit> {
  return decodeDeposit(
    await track(shopApi.request(`${depositPath(id)}/capture`, { method: 'POST' })),
  );
}
