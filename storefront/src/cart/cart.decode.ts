import { type CurrencyCode, defaultCurrency, isCurrencyCode } from '@shop/core/shared';
import {
  isRecord,
  list,
  optionalNumber,
  optionalText,
  record,
  requiredNumber,
  text,
} from '../catalog/decode';
import type { CartItem, PriceChange, Renewal, RenewedItem, ServerCart, SoldOutItem } from './cart';

function currencyOf(fields: Readonly<Record<string, unknown>>, fallback: CurrencyCode) {
  const code = fields.currencyCode ?? fields.currency;
  return isCurrencyCode(code) ? code : fallback;
}

/** Entries that do not read as `T` are dropped: one odd line must not hide the whole cart. */
function each<T>(value: unknown, decode: (raw: unknown) => T): readonly T[] {
  return list(value).flatMap((raw) => {
    try {
      return [decode(raw)];
    } catch {
      return [];
    }
  });
}

export function decodeCartItem(raw: unknown, fallback: CurrencyCode = defaultCurrency): CartItem {
  const fields = record(raw, 'cart item');
  const quantity = requiredNumber(fields, 'quantity');
  return {
    id: requiredNumber(fields, 'id'),
    variantId: optionalNumber(fields, 'variantId'),
    variantName: optionalText(fields, 'variantName'),
    title: text(fields, 'title'),
    img: text(fields, 'img'),
    charged: requiredNumber(fields, 'charged'),
    quantity,
    // An item without a stock figure can at least keep what it has.
    stock: optionalNumber(fields, 'stock') ?? optionalNumber(fields, 'availableQty') ?? quantity,
    currencyCode: currencyOf(fields, fallback),
    availableQty: optionalNumber(fields, 'availableQty'),
    originalTitle: optionalText(fields, 'originalTitle'),
  };
}

function decodePriceChange(raw: unknown, fallback: CurrencyCode): PriceChange {
  const fields = record(raw, 'price change');
  return {
    currencyCode: currencyOf(fields, fallback),
    title: text(fields, 'title'),
    variantName: optionalText(fields, 'variantName'),
    oldPrice: requiredNumber(fields, 'oldPrice'),
    newPrice: requiredNumber(fields, 'newPrice'),
  };
}

function decodeSoldOutItem(raw: unknown): SoldOutItem {
  const fields = record(raw, 'sold-out item');
  return {
    title: text(fields, 'title'),
    availableQty: requiredNumber(fields, 'availableQty'),
    cartQty: requiredNumber(fields, 'cartQty'),
  };
}

/** `GET /cart` (and any cart write that answers with the cart). */
export function decodeServerCart(raw: unknown, currency: CurrencyCode): ServerCart {
  const fields = record(raw, 'cart');
  if (!Array.isArray(fields.items)) throw new Error('cart has no items list');
  const currencyCode = isCurrencyCode(fields.currencyCode) ? fields.currencyCode : currency;
  return {
    items: each(fields.items, (item) => decodeCartItem(item, currencyCode)),
    priceChanges: each(fields.priceChanges, (item) => decodePriceChange(item, currencyCode)),
    soldOutItems: each(fields.soldOutItems, decodeSoldOutItem),
    subTotal: optionalNumber(fields, 'subTotal'),
    currencyCode,
  };
}

/** Whether a write's answer is the cart itself (the contract leaves it open). */
export function isCartAnswer(raw: unknown): boolean {
  return isRecord(raw) && Array.isArray(raw.items);
}

function decodeRenewedItem(raw: unknown, fallback: CurrencyCode): RenewedItem {
  const fields = record(raw, 'renewed item');
  return {
    id: requiredNumber(fields, 'id'),
    title: text(fields, 'title'),
    img: text(fields, 'img'),
    charged: requiredNumber(fields, 'charged'),
    variants: each(fields.variants, (variant) => {
      const price = record(variant, 'variant price');
      return {
        variantId: requiredNumber(price, 'variantId'),
        charged: requiredNumber(price, 'charged'),
      };
    }),
    availableQty: requiredNumber(fields, 'availableQty'),
    currencyCode: currencyOf(fields, fallback),
  };
}

/** `POST /cart-renewed`. */
export function decodeRenewal(raw: unknown, currency: CurrencyCode): Renewal {
  const fields = record(raw, 'cart renewal');
  return {
    shippingFee: optionalNumber(fields, 'shippingFee'),
    items: each(fields.items, (item) => decodeRenewedItem(item, currency)),
  };
}

/** The guest cart saved in this browser; lines that no longer read are dropped. */
export function decodeGuestCart(raw: unknown): readonly CartItem[] {
  return each(raw, (item) => decodeCartItem(item)).filter(
    (item) => Number.isInteger(item.quantity) && item.quantity >= 1,
  );
}
