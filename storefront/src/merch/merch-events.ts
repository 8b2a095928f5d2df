import { createStore, type Store } from '../storage/store';

/** The product a shopper asked to see in the quick view, if any. */
export const quickViewProduct: Store<number | undefined> = createStore<number | undefined>(
  undefined,
);

/** The product just added to the cart, for the confirmation with related products. */
export const addedProduct: Store<{ readonly id: number; readonly title: string } | undefined> =
  createStore<{ readonly id: number; readonly title: string } | undefined>(undefined);

export function openQuickView(productId: number): void {
  addedProduct.set(undefined);
  quickViewProduct.set(productId);
}

/** A new page closes what was opened over the last one. */
export function closeMerchModals(): void {
  quickViewProduct.set(undefined);
  addedProduct.set(undefined);
}

/** Closes the quick view (if the product came from there) and shows the confirmation. */
export function announceAdded(product: { readonly id: number; readonly title: string }): void {
  quickViewProduct.set(undefined);
  addedProduct.set({ id: product.id, title: product.title });
}
