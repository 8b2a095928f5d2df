import type { Color, ProductImage, ProductVariant } from '../product.events.js';
import { chance, integer, type Random, seededRandom } from './prng.js';
import { productDescription, productTitle } from './seed-copy.js';
import type { Highlights } from './seed-highlights.js';
import type { CategorySeed, ProductLine, ProductListing, SeedFlavour } from './seed-types.js';

/** One flavour of one product line, before it has an id. */
export interface ProductDraft {
  readonly category: CategorySeed;
  readonly line: ProductLine;
  readonly flavour: SeedFlavour;
}

/**
 * The listing command for one product: text, packs and price come from the product line, varied
 * by a generator seeded with the product id.
 */
export function seedProduct(
  productId: number,
  { category, line, flavour }: ProductDraft,
  { isNew, discountPercent, soldOut, collections }: Highlights,
): ProductListing {
  // A generator per product, so its packs and price depend on its id alone, not on how many
  // numbers the products before it drew.
  const random = seededRandom(Math.imul(productId, 0x9e3779b1) ^ 0x5eed);
  const origin = line.origin ?? line.brand.origin;
  const extraTags = [...(isNew ? ['new'] : []), ...(discountPercent > 0 ? ['sale'] : [])];
  return {
    type: 'ListProduct',
    productId,
    title: productTitle(line, flavour),
    description: productDescription(random, category, line, flavour, origin),
    brand: line.brand.name,
    category: category.slug,
    collections,
    tags: [...new Set([flavour.slug, line.brand.slug, origin, ...(line.tags ?? []), ...extraTags])],
    isNew,
    weightGrams: line.weightGrams,
    ...packaging(random, line, flavour),
    priceCents: shelfPrice(random, line.priceCents),
    discountPercent,
    stock: soldOut ? 0 : integer(random, 1, 300),
  };
}

/**
 * The first one to three packs of the line, with one image per packaging colour. The largest pack
 * is sometimes a gift or limited edition in the flavour's second colour, which gives the product
 * two colour swatches.
 */
function packaging(
  random: Random,
  line: ProductLine,
  flavour: SeedFlavour,
): { variants: ProductVariant[]; images: ProductImage[] } {
  const sizes = line.packs.slice(0, integer(random, 1, line.packs.length));
  const giftPack = sizes.length > 1 && chance(random, 0.3);
  const packs = sizes.map((size, index) => ({
    size,
    color: giftPack && index === sizes.length - 1 ? flavour.altColor : flavour.color,
  }));
  const colors: Color[] = [...new Set(packs.map((pack) => pack.color))];
  const variants = packs.map(({ size, color }, index): ProductVariant => {
    const ownPrice = index > 0 ? line.packPrices?.[index - 1] : undefined;
    return {
      variantId: index + 1,
      sku: sku(line, flavour, size),
      size,
      color,
      imageId: colors.indexOf(color) + 1,
      ...(ownPrice !== undefined && { priceCents: ownPrice }),
    };
  });
  const images = colors.map((color, index) => ({
    imageId: index + 1,
    alt: color,
    variantIds: variants
      .filter((variant) => variant.color === color)
      .map((variant) => variant.variantId),
  }));
  return { variants, images };
}

/** "GLICO-POCKY-STRAWBERRY-10PACK". */
function sku(line: ProductLine, flavour: SeedFlavour, size: string): string {
  return [line.brand.slug, line.sku, flavour.slug, size]
    .map((part) => part.toUpperCase().replace(/[^A-Z0-9]+/g, ''))
    .join('-');
}

/** Within 10 % of the line's price, ending in 49 or 99 like a shelf price; $1.99 to $49.99. */
function shelfPrice(random: Random, cents: number): number {
  const varied = cents * (0.9 + random() * 0.2);
  return Math.min(4999, Math.max(199, Math.round(varied / 50) * 50 - 1));
}
