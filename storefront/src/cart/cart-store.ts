import type { CurrencyCode } from '@shop/core/shared';
import type { Session } from '../account/session-store';
import { queryString } from '../api/query-string';
import { shopApi } from '../api/shop-api';
import { fetchShared, isUnauthorized } from '../api/use-resource';
import { type CatalogLocale, productPath } from '../catalog/catalog-paths';
import { decodeProduct } from '../catalog/product.decode';
import type { RecipientForm } from '../checkout/recipient';
import { track } from '../feedback/activity';
import { showError } from '../feedback/toasts';
import { defaultLanguage, type Language } from '../i18n/languages';
import { browserStorage } from '../storage/key-value-storage';
import { createStore, useStore } from '../storage/store';
import type { CartItem, LineRequest, PriceChange, SoldOutItem } from './cart';
import { decodeRenewal, decodeServerCart, isCartAnswer } from './cart.decode';
import { renewalIds, renewItems } from './cart-renewal';
import {
  addItem,
  type LineKey,
  lineRequests,
  type NewItem,
  removeItem,
  sameLine,
  setQuantity,
} from './cart-rules';
import { guestCartKey, readGuestCart, writeGuestCart } from './guest-cart-storage';

/**
 * The cart (spec §3 "Cart state"). A guest's lives in this browser; once signed in, the server's
 * cart is shown and every change goes to the server, shown at once and then replaced by what
 * the server says.
 */
export interface CartState {
  readonly mode: 'guest' | 'server';
  /** `loading` while the server cart is first fetched (after sign-in or a locale change). */
  readonly status: 'ready' | 'loading' | 'error';
  readonly items: readonly CartItem[];
  /** The language of the titles and the currency of the prices the server cart is shown in. */
  readonly lang: Language;
  readonly currency: CurrencyCode;
  readonly priceChanges: readonly PriceChange[];
  readonly soldOutItems: readonly SoldOutItem[];
  /** The chosen courier and its fee (spec: choosing a method sets the shipping fee). */
  readonly courierId?: number;
  readonly shippingFee?: number;
  /** The checkout's address form as last typed, kept while the shopper looks elsewhere. */
  readonly recipient?: RecipientForm;
}

const storage = browserStorage();

const emptyCart: CartState = {
  mode: 'guest',
  status: 'ready',
  items: [],
  lang: defaultLanguage,
  currency: 'USD',
  priceChanges: [],
  soldOutItems: [],
};

// The server renders an empty cart: a guest's lives in this browser's storage.
export const cart = createStore<CartState>(
  { ...emptyCart, items: readGuestCart(storage) },
  () => emptyCart,
);

export function useCart(): CartState {
  return useStore(cart);
}

function update(change: Partial<CartState>): void {
  cart.set({ ...cart.get(), ...change });
}

globalThis.addEventListener?.('storage', (event: StorageEvent) => {
  if (event.key === guestCartKey && cart.get().mode === 'guest') {
    update({ items: readGuestCart(storage) });
  }
});

/** The user whose server cart is shown; a new one gets the guest cart merged in first. */
let adoptedUser: string | undefined;
/**
 * Server writes go one after another, so the server applies them in the order the shopper made
 * them; a write starts at once unless another is under way (reads never hold one up).
 */
let writes: Promise<unknown> = Promise.resolve();
let pendingWrites = 0;
/** Counts the cart answers asked for: one older than the last shown is dropped. */
let answers = 0;

/** Every cart answer is in the shopper's language and currency. */
function cartPath(path: string, query: Readonly<Record<string, number | string | undefined>> = {}) {
  const { lang, currency } = cart.get();
  return `${path}${queryString({ ...query, lang, currency })}`;
}

/** Whether the server cart is still shown in the locale an answer was asked in. */
function stillShown(lang: Language, currency: CurrencyCode): boolean {
  const state = cart.get();
  return state.mode === 'server' && state.lang === lang && state.currency === currency;
}

interface Notices {
  readonly priceChanges: readonly PriceChange[];
  readonly soldOutItems: readonly SoldOutItem[];
}

/**
 * Shows `GET /cart`, unless a newer answer or a write came meanwhile. The server keeps the
 * notices it recorded; when it sends none, `found` (this page's own comparison) stands.
 */
async function fetchServerCart(found?: Notices): Promise<void> {
  answers += 1;
  const asked = answers;
  const { lang, currency } = cart.get();
  const answer = decodeServerCart(await track(shopApi.request(cartPath('/cart'))), currency);
  if (asked !== answers || pendingWrites > 0 || !stillShown(lang, currency)) return;
  update({
    status: 'ready',
    items: answer.items,
    priceChanges: answer.priceChanges.length ? answer.priceChanges : (found?.priceChanges ?? []),
    soldOutItems: answer.soldOutItems.length ? answer.soldOutItems : (found?.soldOutItems ?? []),
  });
}

function refreshCart(): Promise<void> {
  return fetchServerCart().catch((error: unknown) => {
    // Signed out meanwhile: the sign-in page takes over, and the cart becomes the guest's.
    if (isUnauthorized(error)) return;
    showError(error);
    update({ status: 'error' });
  });
}

/**
 * Sends a server change after the ones before it; once the last one is done the cart is the
 * server's again (its answer when it is the cart, else a fresh `GET /cart`). On failure the
 * shopper sees why, and the cart is reloaded to undo what was shown too early.
 */
function enqueue(send: () => Promise<unknown>): Promise<void> {
  pendingWrites += 1;
  const { lang, currency } = cart.get();
  const run = writes.then(async () => {
    let answer: unknown;
    try {
      answer = await track(send());
    } catch (error) {
      if (!isUnauthorized(error)) showError(error);
      answer = undefined;
    }
    pendingWrites -= 1;
    if (pendingWrites > 0) return;
    if (isCartAnswer(answer) && stillShown(lang, currency)) {
      answers += 1;
      update({ status: 'ready', items: decodeServerCart(answer, currency).items });
      return;
    }
    if (cart.get().mode === 'server') await refreshCart();
  });
  writes = run;
  return run;
}

function changeItems(next: readonly CartItem[]): boolean {
  const { items, mode } = cart.get();
  if (next === items) return false;
  update({ items: next });
  if (mode === 'guest') writeGuestCart(storage, next);
  return true;
}

/**
 * Follows who is shopping and in which language and currency: a guest sees the cart kept in this
 * browser; a customer who just signed in has it merged into their server cart (`POST
 * /cart/merge`), which is then shown in `locale`.
 */
export function syncCart(session: Session, { lang, currency }: CatalogLocale): void {
  if (session.status === 'unknown') return;
  if (session.status === 'guest') {
    adoptedUser = undefined;
    if (cart.get().mode === 'guest') return;
    cart.set({
      mode: 'guest',
      status: 'ready',
      items: readGuestCart(storage),
      lang,
      currency,
      priceChanges: [],
      soldOutItems: [],
    });
    return;
  }
  const userId = session.user.id;
  const state = cart.get();
  if (adoptedUser === userId && state.lang === lang && state.currency === currency) return;
  const merging = adoptedUser !== userId;
  adoptedUser = userId;
  cart.set({
    ...state,
    mode: 'server',
    status: 'loading',
    lang,
    currency,
    ...(merging ? { items: [], priceChanges: [], soldOutItems: [] } : {}),
    // A fee in the old currency means nothing in the new one.
    shippingFee: undefined,
  });
  void enqueue(async () => {
    const guest = readGuestCart(storage);
    if (!merging || guest.length === 0) return undefined;
    const answer = await shopApi.request(cartPath('/cart/merge'), {
      method: 'POST',
      body: { items: lineRequests(guest) },
    });
    writeGuestCart(storage, []);
    return answer;
  });
}

/** Adds a product (spec §4); only a signed-in customer's additions go to the server. */
export function addToCart(item: NewItem): boolean {
  const before = cart.get().items;
  const added = changeItems(addItem(before, item));
  if (!added || cart.get().mode === 'guest') return added;
  const { id, variantId } = item;
  // What the rules let in (never above the stock), not necessarily what was asked for.
  const quantityOf = (items: readonly CartItem[]) =>
    items.find((line) => sameLine(line, item))?.quantity ?? 0;
  const quantity = quantityOf(cart.get().items) - quantityOf(before);
  void enqueue(() =>
    shopApi.request(cartPath('/cart'), {
      method: 'POST',
      body: variantId === undefined ? { id, quantity } : { id, variantId, quantity },
      keepalive: true,
    }),
  );
  return true;
}

/** Sets a line's quantity; refused (false) for 0 or more than the stock, as the spec says. */
export function changeQuantity(key: LineKey, quantity: number): boolean {
  if (!changeItems(setQuantity(cart.get().items, key, quantity))) return false;
  if (cart.get().mode === 'server') {
    void enqueue(() =>
      shopApi.request(cartPath(`/cart/items/${key.id}`), {
        method: 'PUT',
        body: key.variantId === undefined ? { quantity } : { quantity, variantId: key.variantId },
        keepalive: true,
      }),
    );
  }
  return true;
}

export function removeFromCart(key: LineKey): void {
  if (!changeItems(removeItem(cart.get().items, key))) return;
  if (cart.get().mode === 'server') {
    void enqueue(() =>
      shopApi.request(cartPath(`/cart/items/${key.id}`, { variantId: key.variantId }), {
        method: 'DELETE',
        keepalive: true,
      }),
    );
  }
}

/** Empties items, notices and the recipient (spec §4 "Clearing the cart"). */
export function clearCart(): Promise<void> {
  changeItems([]);
  update({ priceChanges: [], soldOutItems: [], recipient: undefined });
  if (cart.get().mode === 'guest') return Promise.resolve();
  return enqueue(() => shopApi.request('/cart', { method: 'DELETE' }));
}

export function saveRecipient(recipient: RecipientForm): void {
  update({ recipient });
}

/** The shipping method chosen at checkout, whose charge becomes the cart's shipping fee. */
export function chooseShipping(courierId: number | undefined, shippingFee: number | undefined) {
  update({ courierId, shippingFee });
}

/**
 * Compares the cart with today's prices and stock (`POST /cart-renewed`): the server records the
 * notices and drops lines with nothing left; the cart page and checkout show them.
 */
export async function renewCart(): Promise<void> {
  const state = cart.get();
  if (state.mode !== 'server' || state.items.length === 0) return;
  const path = cartPath('/cart-renewed');
  try {
    const answer = shopApi.request(path, {
      method: 'POST',
      body: { idIn: renewalIds(state.items) },
    });
    const renewal = decodeRenewal(await track(answer), state.currency);
    const renewed = renewItems(cart.get().items, renewal.items);
    update({
      items: renewed.items,
      priceChanges: renewed.priceChanges,
      soldOutItems: renewed.soldOutItems,
      ...(renewal.shippingFee !== undefined && cart.get().courierId === undefined
        ? { shippingFee: renewal.shippingFee }
        : {}),
    });
    await fetchServerCart(renewed);
  } catch (error) {
    if (!isUnauthorized(error)) showError(error);
  }
}

/**
 * Puts lines back into the server cart (`POST /cart/merge`), e.g. those of an order whose payment
 * was cancelled: the cart was emptied when the order was placed. The server keeps to the stock.
 */
export function restoreToCart(lines: readonly LineRequest[]): Promise<void> {
  if (cart.get().mode !== 'server' || lines.length === 0) return Promise.resolve();
  update({ status: 'loading' });
  return enqueue(() =>
    shopApi.request(cartPath('/cart/merge'), { method: 'POST', body: { items: lines } }),
  );
}

/** Reloads the server cart, e.g. after an order took its items. */
export function reloadCart(): Promise<void> {
  if (cart.get().mode !== 'server') return Promise.resolve();
  // A write under way brings the cart back when it is done.
  return pendingWrites > 0 ? writes.then(() => undefined) : refreshCart();
}

/**
 * A guest's cart in the shopper's language and currency: each line takes the catalogue's current
 * title, price and stock (the server does this for a customer's cart).
 */
export async function repriceGuestCart(locale: CatalogLocale): Promise<void> {
  const { items, mode } = cart.get();
  if (mode !== 'guest' || items.length === 0) return;
  const ids = [...new Set(items.map(({ id }) => id))];
  const products = await Promise.all(
    ids.map((id) =>
      fetchShared(productPath(id, locale)).then(
        (raw) => decodeProduct(raw, locale.currency),
        () => undefined,
      ),
    ),
  );
  const state = cart.get();
  if (state.mode !== 'guest') return;
  const byId = new Map(products.flatMap((product) => (product ? [[product.id, product]] : [])));
  const next = state.items.map((item) => {
    const product = byId.get(item.id);
    if (!product) return item;
    return {
      ...item,
      title: product.title,
      charged: product.charged,
      currencyCode: product.currency,
      stock: product.stock,
      img: product.images[0]?.src ?? item.img,
    };
  });
  update({ items: next, lang: locale.lang, currency: locale.currency });
  writeGuestCart(storage, next);
}
