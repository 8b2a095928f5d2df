import { isDeepStrictEqual } from 'node:util';
import type { Decider } from '../decider/decider.js';
import { DomainError } from '../decider/decider.js';
import type { ProductDetails, ProductEvent, ProductPrice } from './product.events.js';

export type ProductCommand =
  | ({ type: 'ListProduct'; productId: number; stock: number } & ProductDetails & ProductPrice)
  | ({ type: 'ChangeProductDetails' } & ProductDetails)
  | ({ type: 'ChangeProductPrice' } & ProductPrice)
  | { type: 'AdjustProductStock'; delta: number; reason: string }
  | { type: 'DelistProduct'; reason: string }
  | { type: 'ReserveStock'; orderNumber: string; quantity: number }
  | { type: 'ReleaseStock'; orderNumber: string };

export type ProductState =
  | { status: 'unlisted' }
  | {
      status: 'listed' | 'delisted';
      productId: number;
      stock: number;
      price: ProductPrice;
      details: ProductDetails;
      /** Quantities set aside, by order number. */
      reservations: Readonly<Record<string, number>>;
    };

export function productStream(productId: number): string {
  return `product-${productId}`;
}

export const productDecider: Decider<ProductCommand, ProductEvent, ProductState> = {
  initialState: { status: 'unlisted' },
  evolve(state, event) {
    switch (event.type) {
      case 'ProductListed': {
        const { productId, stock, priceCents, discountPercent, ...details } = event.data;
        return {
          status: 'listed',
          productId,
          stock,
          price: { priceCents, discountPercent },
          details,
          reservations: {},
        };
      }
      case 'ProductDetailsChanged':
        return state.status === 'unlisted' ? state : { ...state, details: event.data };
      case 'ProductPriceChanged':
        return state.status === 'unlisted' ? state : { ...state, price: event.data };
      case 'ProductStockAdjusted':
        return state.status === 'unlisted' ? state : { ...state, stock: event.data.stock };
      case 'ProductDelisted':
        return state.status === 'unlisted' ? state : { ...state, status: 'delisted' };
      case 'ProductStockReserved':
        return state.status === 'unlisted'
          ? state
          : {
              ...state,
              stock: event.data.stock,
              reservations: {
                ...state.reservations,
                [event.data.orderNumber]: event.data.quantity,
              },
            };
      case 'ProductStockReleased': {
        if (state.status === 'unlisted') return state;
        const { [event.data.orderNumber]: _released, ...reservations } = state.reservations;
        return { ...state, stock: event.data.stock, reservations };
      }
      default:
        return assertNever(event);
    }
  },
  decide(command, state) {
    switch (command.type) {
      case 'ListProduct': {
        if (state.status !== 'unlisted') {
          throw new DomainError('product_exists', `Product ${command.productId} already exists.`);
        }
        if (!Number.isInteger(command.productId) || command.productId <= 0) {
          throw new DomainError('invalid_product', 'A product id is a positive whole number.');
        }
        const { type: _type, productId, stock, priceCents, discountPercent, ...details } = command;
        checkDetails(details);
        checkPrice({ priceCents, discountPercent });
        checkStock(stock);
        return [
          {
            type: 'ProductListed',
            data: { productId, ...details, priceCents, discountPercent, stock },
          },
        ];
      }
      case 'ChangeProductDetails': {
        const listed = requireListed(state);
        const { type: _type, ...details } = command;
        checkDetails(details);
        if (isDeepStrictEqual(listed.details, details)) return [];
        return [{ type: 'ProductDetailsChanged', data: details }];
      }
      case 'ChangeProductPrice': {
        const listed = requireListed(state);
        const price = { priceCents: command.priceCents, discountPercent: command.discountPercent };
        checkPrice(price);
        if (
          listed.price.priceCents === price.priceCents &&
          listed.price.discountPercent === price.discountPercent
        ) {
          return [];
        }
        return [{ type: 'ProductPriceChanged', data: price }];
      }
      case 'AdjustProductStock': {
        const listed = requireListed(state);
        if (!Number.isInteger(command.delta) || command.delta === 0) {
          throw new DomainError(
            'invalid_stock',
            'A stock adjustment is a whole number other than 0.',
          );
        }
        const stock = listed.stock + command.delta;
        if (stock < 0) {
          throw new DomainError(
            'invalid_stock',
            `Only ${listed.stock} in stock: cannot take away ${-command.delta}.`,
          );
        }
        return [
          {
            type: 'ProductStockAdjusted',
            data: { delta: command.delta, stock, reason: command.reason },
          },
        ];
      }
      case 'DelistProduct':
        requireListed(state);
        return [{ type: 'ProductDelisted', data: { reason: command.reason } }];
      case 'ReserveStock': {
        const listed = requireListed(state);
        if (!Number.isInteger(command.quantity) || command.quantity < 1) {
          throw new DomainError('invalid_quantity', 'A quantity is a whole number, 1 or more.');
        }
        // A retried checkout must not reserve twice for the same order.
        if (listed.reservations[command.orderNumber] !== undefined) return [];
        if (command.quantity > listed.stock) {
          throw new DomainError(
            'insufficient_stock',
            listed.stock === 0
              ? `${listed.details.title['en-US']} is sold out.`
              : `Only ${listed.stock} of ${listed.details.title['en-US']} left.`,
          );
        }
        const stock = listed.stock - command.quantity;
        return [
          {
            type: 'ProductStockReserved',
            data: { orderNumber: command.orderNumber, quantity: command.quantity, stock },
          },
        ];
      }
      case 'ReleaseStock': {
        if (state.status === 'unlisted') return [];
        const quantity = state.reservations[command.orderNumber];
        if (quantity === undefined) return [];
        return [
          {
            type: 'ProductStockReleased',
            data: { orderNumber: command.orderNumber, quantity, stock: state.stock + quantity },
          },
        ];
      }
      default:
        return assertNever(command);
    }
  },
};

function requireListed(state: ProductState) {
  if (state.status === 'unlisted')
    throw new DomainError('product_not_found', 'There is no such product.');
  if (state.status === 'delisted') {
    throw new DomainError('product_delisted', `Product ${state.productId} is no longer listed.`);
  }
  return state;
}

/** The rules the spec's sample data broke: ids repeat, images point at missing variants. */
function checkDetails(details: ProductDetails): void {
  if (!details.title['en-US'].trim()) {
    throw new DomainError('invalid_product', 'A product needs an English (US) title.');
  }
  if (!details.brand.trim()) throw new DomainError('invalid_product', 'A product needs a brand.');
  if (!/^[a-z][a-z-]*$/.test(details.category)) {
    throw new DomainError('invalid_product', `"${details.category}" is not a category slug.`);
  }
  if (!Number.isInteger(details.weightGrams) || details.weightGrams <= 0) {
    throw new DomainError('invalid_product', 'The weight is a positive number of grams.');
  }
  const variantIds = unique(
    details.variants.map((variant) => variant.variantId),
    (id) => `Variant id ${id} is used twice in this product.`,
  );
  const imageIds = unique(
    details.images.map((image) => image.imageId),
    (id) => `Image id ${id} is used twice in this product.`,
  );
  for (const image of details.images) {
    for (const variantId of image.variantIds) {
      if (!variantIds.has(variantId)) {
        throw new DomainError(
          'invalid_product',
          `Image ${image.imageId} points at variant ${variantId}, which this product does not have.`,
        );
      }
    }
  }
  for (const variant of details.variants) {
    if (!imageIds.has(variant.imageId)) {
      throw new DomainError(
        'invalid_product',
        `Variant ${variant.variantId} shows image ${variant.imageId}, which this product does not have.`,
      );
    }
  }
}

function checkPrice({ priceCents, discountPercent }: ProductPrice): void {
  if (!Number.isInteger(priceCents) || priceCents <= 0) {
    throw new DomainError('invalid_price', 'The price is a positive amount in cents.');
  }
  if (!Number.isInteger(discountPercent) || discountPercent < 0 || discountPercent > 90) {
    throw new DomainError('invalid_price', 'The discount is a whole percentage from 0 to 90.');
  }
}

function checkStock(stock: number): void {
  if (!Number.isInteger(stock) || stock < 0) {
    throw new DomainError('invalid_stock', 'Stock is a whole number, 0 or more.');
  }
}

function unique(ids: readonly number[], message: (id: number) => string): Set<number> {
  const seen = new Set<number>();
  for (const id of ids) {
    if (seen.has(id)) throw new DomainError('invalid_product', message(id));
    seen.add(id);
  }
  return seen;
}

function assertNever(value: never): never {
  throw new Error(`Unhandled: ${JSON.stringify(value)}`);
}
