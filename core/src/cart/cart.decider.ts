import type { Decider } from '../decider/decider.js';
import { DomainError } from '../decider/decider.js';
import { maxCartQuantity } from '../shared/input-limits.js';
import type { CartEvent, CartLine, PriceChangeNotice, SoldOutNotice } from './cart.events.js';

/** What the catalogue says of a product now; the handler looks it up, the decider stays pure. */
export interface CatalogueEntry {
  readonly productId: number;
  /** The variant this entry prices (variants may cost more or less than their product). */
  readonly variantId?: number | null;
  readonly title: string;
  readonly chargedCents: number;
  readonly stock: number;
}

export type CartCommand =
  | { type: 'AddCartItem'; variantId: number | null; quantity: number; product: CatalogueEntry }
  | {
      type: 'ChangeCartItemQuantity';
      variantId: number | null;
      quantity: number;
      product: CatalogueEntry;
    }
  | { type: 'RemoveCartItem'; productId: number; variantId: number | null }
  | { type: 'ClearCart'; reason: 'cleared' | 'checked-out'; orderNumber?: string }
  | { type: 'RenewCart'; catalogue: readonly CatalogueEntry[] };

export interface CartState {
  readonly lines: readonly CartLine[];
  readonly priceChanges: readonly PriceChangeNotice[];
  readonly soldOut: readonly SoldOutNotice[];
}

export function cartStream(customerId: string): string {
  return `cart-${customerId}`;
}

const sameLine = (productId: number, variantId: number | null) => (line: CartLine) =>
  line.productId === productId && line.variantId === variantId;

export const cartDecider: Decider<CartCommand, CartEvent, CartState> = {
  initialState: { lines: [], priceChanges: [], soldOut: [] },
  evolve(state, event) {
    switch (event.type) {
      case 'CartItemAdded': {
        const existing = state.lines.find(sameLine(event.data.productId, event.data.variantId));
        const lines = existing
          ? state.lines.map((line) =>
              line === existing
                ? { ...event.data, quantity: line.quantity + event.data.quantity }
                : line,
            )
          : [...state.lines, event.data];
        return { ...state, lines };
      }
      case 'CartItemQuantityChanged':
        return {
          ...state,
          lines: state.lines.map((line) =>
            sameLine(event.data.productId, event.data.variantId)(line)
              ? { ...line, quantity: event.data.quantity }
              : line,
          ),
        };
      case 'CartItemRemoved':
        return {
          ...state,
          lines: state.lines.filter(
            (line) => !sameLine(event.data.productId, event.data.variantId)(line),
          ),
        };
      case 'CartCleared':
        return cartDecider.initialState;
      case 'CartRenewed':
        return {
          lines: event.data.lines,
          priceChanges: event.data.priceChanges,
          soldOut: event.data.soldOut,
        };
      default:
        return state;
    }
  },
  decide(command, state) {
    switch (command.type) {
      case 'AddCartItem': {
        const { product, variantId } = command;
        checkQuantity(command.quantity);
        const inCart = state.lines.find(sameLine(product.productId, variantId))?.quantity ?? 0;
        checkStock(inCart + command.quantity, product);
        return [
          {
            type: 'CartItemAdded',
            data: {
              productId: product.productId,
              variantId,
              quantity: command.quantity,
              title: product.title,
              chargedCents: product.chargedCents,
            },
          },
        ];
      }
      case 'ChangeCartItemQuantity': {
        const { product, variantId } = command;
        if (!state.lines.some(sameLine(product.productId, variantId))) {
          throw new DomainError('not_in_cart', 'This product is not in the cart.');
        }
        checkQuantity(command.quantity);
        checkStock(command.quantity, product);
        return [
          {
            type: 'CartItemQuantityChanged',
            data: { productId: product.productId, variantId, quantity: command.quantity },
          },
        ];
      }
      case 'RemoveCartItem':
        if (!state.lines.some(sameLine(command.productId, command.variantId))) return [];
        return [
          {
            type: 'CartItemRemoved',
            data: { productId: command.productId, variantId: command.variantId },
          },
        ];
      case 'ClearCart':
        return [
          {
            type: 'CartCleared',
            data: {
              reason: command.reason,
              ...(command.orderNumber && { orderNumber: command.orderNumber }),
            },
          },
        ];
      case 'RenewCart':
        return renew(state, command.catalogue);
      default:
        return [];
    }
  },
};

/**
 * The spec's refresh: a changed charged price records a price-change notice; otherwise fewer
 * available than in the cart records a sold-out notice, and none available removes the item.
 * Titles and prices are then refreshed.
 */
function renew(state: CartState, catalogue: readonly CatalogueEntry[]): CartEvent[] {
  const priceChanges: PriceChangeNotice[] = [];
  const soldOut: SoldOutNotice[] = [];
  const lines: CartLine[] = [];
  for (const line of state.lines) {
    // An entry for the line's own variant if there is one; an entry without a variant prices all.
    const now =
      catalogue.find(
        (entry) =>
          entry.productId === line.productId &&
          entry.variantId !== undefined &&
          entry.variantId === line.variantId,
      ) ??
      catalogue.find(
        (entry) => entry.productId === line.productId && entry.variantId === undefined,
      );
    const stock = now?.stock ?? 0;
    if (now && now.chargedCents !== line.chargedCents) {
      priceChanges.push({
        productId: line.productId,
        variantId: line.variantId,
        title: now.title,
        oldCents: line.chargedCents,
        newCents: now.chargedCents,
      });
    } else if (stock < line.quantity) {
      soldOut.push({
        productId: line.productId,
        title: now?.title ?? line.title,
        availableQty: stock,
        cartQty: line.quantity,
      });
    }
    if (!now || stock === 0) continue;
    lines.push({ ...line, title: now.title, chargedCents: now.chargedCents });
  }
  const unchanged =
    priceChanges.length === 0 &&
    soldOut.length === 0 &&
    state.priceChanges.length === 0 &&
    state.soldOut.length === 0 &&
    lines.length === state.lines.length &&
    lines.every((line, index) => line.title === state.lines[index]?.title);
  if (unchanged) return [];
  return [{ type: 'CartRenewed', data: { priceChanges, soldOut, lines } }];
}

function checkQuantity(quantity: number): void {
  if (!Number.isInteger(quantity) || quantity < 1 || quantity > maxCartQuantity) {
    throw new DomainError(
      'invalid_quantity',
      `A quantity is a whole number from 1 to ${maxCartQuantity}.`,
    );
  }
}

function checkStock(quantity: number, product: CatalogueEntry): void {
  if (quantity > product.stock) {
    throw new DomainError(
      'insufficient_stock',
      product.stock === 0
        ? `${product.title} is sold out.`
        : `Only ${product.stock} of ${product.title} left.`,
    );
  }
}
