import type { CurrencyCode } from '@shop/core/shared';
import { useCallback, useEffect } from 'react';
import { type Loaded, useFresh } from '../api/use-fresh';
import type { CartItem } from '../cart/cart';
import { chooseShipping } from '../cart/cart-store';
import {
  fetchShippingMethods,
  fetchTaxEstimate,
  fetchWalletBalance,
  type ShippingRequest,
  type TaxRequest,
} from './checkout-api';
import { chooseCourier, type ShippingMethod } from './shipping-methods';

/**
 * The shipping methods for the cart and country, asked again whenever either changes. Once they
 * load, the chosen courier stays if offered, else the first is chosen, and its charge becomes
 * the shipping fee (spec §4).
 */
export function useShippingMethods(
  countryCode: string,
  items: readonly CartItem[],
  currency: CurrencyCode,
  courierId: number | undefined,
): Loaded<readonly ShippingMethod[]> {
  const request: ShippingRequest | null =
    countryCode && items.length > 0
      ? { countryCode, items: items.map(({ id, quantity }) => ({ id, quantity })), currency }
      : null;
  const load = useCallback(
    (key: string) => fetchShippingMethods(JSON.parse(key) as ShippingRequest),
    [],
  );
  const methods = useFresh(request && JSON.stringify(request), load);

  useEffect(() => {
    if (!methods.data) return;
    const chosen = chooseCourier(methods.data, courierId);
    chooseShipping(chosen?.courierId, chosen?.totalCharge);
  }, [methods.data, courierId]);

  return methods;
}

/** The estimated tax, asked again after every change of cart, country or shipping fee. */
export function useTaxEstimate(request: TaxRequest | null): Loaded<number> {
  const load = useCallback((key: string) => fetchTaxEstimate(JSON.parse(key) as TaxRequest), []);
  return useFresh(request && JSON.stringify(request), load);
}

/** The deposit balance, read again whenever the checkout opens or the currency changes. */
export function useWalletBalance(currency: CurrencyCode): Loaded<number> {
  const load = useCallback((code: string) => fetchWalletBalance(code as CurrencyCode), []);
  return useFresh(currency, load);
}
