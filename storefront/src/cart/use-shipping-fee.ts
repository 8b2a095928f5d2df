import type { CurrencyCode } from '@shop/core/shared';
import { useResource } from '../api/use-resource';
import { record, requiredNumber } from '../catalog/decode';
import { defaultShippingFeeUsd } from '../checkout/shipping-methods';
import { roundAmount } from './cart-rules';
import { useCart } from './cart-store';

const decodeRate = (raw: unknown) => requiredNumber(record(raw, 'currency'), 'rate');

/**
 * The shipping fee to show before the shopper has chosen a method: the spec's default of 20
 * (US dollars, turned into `currency` with `GET /currency/{code}`); `undefined` while the rate
 * loads.
 */
export function useDefaultShippingFee(currency: CurrencyCode): number | undefined {
  const rate = useResource(currency === 'USD' ? null : `/currency/${currency}`, decodeRate);
  if (currency === 'USD') return defaultShippingFeeUsd;
  return rate.data === undefined
    ? undefined
    : roundAmount(defaultShippingFeeUsd * rate.data, currency);
}

/** The cart's shipping fee: the chosen method's, else the last renewal's, else the default. */
export function useShippingFee(currency: CurrencyCode): number | undefined {
  const fallback = useDefaultShippingFee(currency);
  return useCart().shippingFee ?? fallback;
}
