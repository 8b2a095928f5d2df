import { isDeepStrictEqual } from 'node:util';
import { assertNever } from '../decider/assert-never.js';
import type { Decider } from '../decider/decider.js';
import { DomainError } from '../decider/decider.js';
import type {
  ProductDetails,
  ProductEvent,
  ProductPrice,
  ProductVariant,
} from './product.events.js';

export type ProductCommand =
  | ({ type: 'ListProduct'; productId: number } & ProductDetails & ProductPrice)
  /** An edit in the back office: whatever of the details and the price changed, in one append. */
  | { type: 'EditProduct'; details: ProductDetails; price: ProductPrice }
  | { type: 'DelistProduct'; reason: string }
  /**
   * Folds a sale that has ended by `at` (an ISO time no later than now) into the price: no
   * discount on the product or its variants from then on. Does nothing to a sale still running
   * or already folded, so a repeat or a race with an edit changes nothing.
   */
  | { type: 'EndSale'; at: string };

export type ProductState =
  | { status: 'unlisted' }
  | {
      status: 'listed' | 'delisted';
      productId: number;
      price: ProductPrice;
      details: ProductDetails;
    };

export function productStream(productId: number): string {
  return `product-${productId}`;
}

export const productDecider: Decider<ProductCommand, ProductEvent, ProductState> = {
  initialState: { status: 'unlisted' },
  evolve(state, event) {
    switch (event.type) {
      case 'ProductListed': {
        const { productId, priceCents, discountPercent, saleEndsAt, ...details } = event.data;
        const price = { priceCents, discountPercent, ...(saleEndsAt && { saleEndsAt }) };
        return { status: 'listed', productId, price, details };
      }
      case 'ProductDetailsChanged':
        return state.status === 'unlisted' ? state : { ...state, details: event.data };
      case 'ProductPriceChanged':
        return state.status === 'unlisted' ? state : { ...state, price: event.data };
      case 'ProductDelisted':
        return state.status === 'unlisted' ? state : { ...state, status: 'delisted' };
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
        const {
          type: _type,
          productId,
          priceCents,
          discountPercent,
          saleEndsAt,
          ...details
        } = command;
        const price = { priceCents, discountPercent, ...(saleEndsAt && { saleEndsAt }) };
        checkDetails(details);
        checkPrice(price);
        return [{ type: 'ProductListed', data: { productId, ...details, ...price } }];
      }
      case 'EditProduct': {
        const listed = requireListed(state);
        checkDetails(command.details);
        checkPrice(command.price);
        const events: ProductEvent[] = [];
        if (!isDeepStrictEqual(listed.details, command.details)) {
          events.push({ type: 'ProductDetailsChanged', data: command.details });
        }
        if (
          listed.price.priceCents !== command.price.priceCents ||
          listed.price.discountPercent !== command.price.discountPercent ||
          listed.price.saleEndsAt !== command.price.saleEndsAt
        ) {
          events.push({ type: 'ProductPriceChanged', data: command.price });
        }
        return events;
      }
      case 'DelistProduct':
        requireListed(state);
        return [{ type: 'ProductDelisted', data: { reason: command.reason } }];
      case 'EndSale': {
        if (state.status === 'unlisted') return [];
        const ends = state.price.saleEndsAt;
        if (ends === undefined || Date.parse(ends) > Date.parse(command.at)) return [];
        const events: ProductEvent[] = [];
        if (state.details.variants.some((variant) => variant.discountPercent !== undefined)) {
          const variants = state.details.variants.map(
            ({ discountPercent: _ended, ...variant }) => variant,
          );
          events.push({ type: 'ProductDetailsChanged', data: { ...state.details, variants } });
        }
        events.push({
          type: 'ProductPriceChanged',
          data: { priceCents: state.price.priceCents, discountPercent: 0 },
        });
        return events;
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
  if (details.videoUrl !== undefined && !isVideoUrl(details.videoUrl)) {
    throw new DomainError(
      'invalid_product',
      'A video is a path on this shop (starting with one /) or an https address.',
    );
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
    checkVariantPrice(variant);
    if (!imageIds.has(variant.imageId)) {
      throw new DomainError(
        'invalid_product',
        `Variant ${variant.variantId} shows image ${variant.imageId}, which this product does not have.`,
      );
    }
  }
}

function checkPrice({ priceCents, discountPercent, saleEndsAt }: ProductPrice): void {
  checkCents(priceCents, 'The price is a positive amount in cents.');
  checkDiscount(discountPercent, 'The discount is a whole percentage from 0 to 90.');
  if (saleEndsAt !== undefined && Number.isNaN(Date.parse(saleEndsAt))) {
    throw new DomainError('invalid_price', 'The sale’s end is not a date and time.');
  }
}

function checkVariantPrice({ variantId, priceCents, discountPercent }: ProductVariant): void {
  if (priceCents !== undefined) {
    checkCents(priceCents, `Variant ${variantId}: the price is a positive amount in cents.`);
  }
  if (discountPercent !== undefined) {
    checkDiscount(
      discountPercent,
      `Variant ${variantId}: the discount is a whole percentage from 0 to 90.`,
    );
  }
}

function checkCents(cents: number, message: string): void {
  if (!Number.isInteger(cents) || cents <= 0 || cents > 2_000_000_000) {
    throw new DomainError('invalid_price', message);
  }
}

function checkDiscount(percent: number, message: string): void {
  if (!Number.isInteger(percent) || percent < 0 || percent > 90) {
    throw new DomainError('invalid_price', message);
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

/** A path on this shop or an https address, without spaces: nothing a page could run. */
export function isVideoUrl(value: string): boolean {
  return /^(https:\/\/[^\s/]+|\/(?!\/))[^\s]*$/.test(value) && value.length <= 500;
}
