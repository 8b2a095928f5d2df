import type { CurrencyCode } from '@shop/core/shared';
import { queryString } from '../api/query-string';
import { shopApi } from '../api/shop-api';
import type { LineRequest } from '../cart/cart';
import { record, requiredNumber } from '../catalog/decode';
import { track } from '../feedback/activity';
import { decodeShippingMethods, type ShippingMethod } from './shipping-methods';
import { decodeWalletBalance } from './wallet';

export interface ShippingRequest {
  readonly countryCode: string;
  readonly items: readonly Pick<LineRequest, 'id' | 'quantity'>[];
  readonly currency: CurrencyCode;
}

/** `POST /shipping-fee`: the ways to ship these items to the country, cheapest first or not. */
export async function fetchShippingMethods({
  countryCode,
  items,
  currency,
}: ShippingRequest): Promise<readonly ShippingMethod[]> {
  return decodeShippingMethods(
    await track(
      shopApi.request(`/shipping-fee${queryString({ currency })}`, {
        method: 'POST',
        body: { countryCode, items },
      }),
    ),
  );
}

export interface TaxRequest {
  readonly countryCode: string;
  readonly subTotal: number;
  readonly shippingFee: number;
  readonly currency: CurrencyCode;
}

/** `POST /tax-estimate`: the spec's tax formula, applied on the server with the country's rates. */
export async function fetchTaxEstimate({
  countryCode,
  subTotal,
  shippingFee,
  currency,
}: TaxRequest): Promise<number> {
  const answer = await track(
    shopApi.request(`/tax-estimate${queryString({ currency })}`, {
      method: 'POST',
      body: { countryCode, subTotal, shippingFee },
    }),
  );
  return requiredNumber(record(answer, 'tax estimate'), 'tax');
}

/** The customer's deposit balance in `currency`. */
export async function fetchWalletBalance(currency: CurrencyCode): Promise<number> {
  return decodeWalletBalance(await track(shopApi.request(`/wallet${queryString({ currency })}`)));
}
