import type { Color } from '../product.events.js';
import type { Translations } from './translations.js';

export type { ProductListing } from '../product-listing.js';

/** Where a product is made; also a tag, so shoppers can filter Japanese or American goods. */
export type Origin = 'japan' | 'usa';

export interface SeedBrand {
  /** As printed on the package; the product's `brand`. */
  readonly name: string;
  /** Lowercase, hyphenated; the brand's tag. */
  readonly slug: string;
  readonly origin: Origin;
  /** How shoppers write the brand in each language, e.g. グリコ for Glico. */
  readonly local: Translations;
}

export interface SeedFlavour {
  /** Lowercase, hyphenated; the flavour's tag. */
  readonly slug: string;
  /** As it reads in a title: "Strawberry", "딸기맛", "いちご", "草莓味". */
  readonly name: Translations;
  /** One sentence a description may use. */
  readonly note: Translations;
  /** The packaging colour, from the storefront's colour swatches. */
  readonly color: Color;
  /** The colour of a gift or limited-edition pack of the same flavour. */
  readonly altColor: Color;
}

/** One product of one brand, sold in several flavours: each flavour becomes a catalogue product. */
export interface ProductLine {
  readonly brand: SeedBrand;
  readonly name: Translations;
  /** The opening sentence of every description in the line. */
  readonly pitch: Translations;
  /** Short upper-case code used in variant SKUs. */
  readonly sku: string;
  readonly flavours: readonly SeedFlavour[];
  /** Pack sizes, the default (smallest) first; a product offers the first one to three. */
  readonly packs: readonly [string, ...string[]];
  /** Shelf price of the default pack, in US cents, before the seed's small variation. */
  readonly priceCents: number;
  /**
   * Shelf prices of the packs after the first, in US cents, for a line whose packs are priced
   * apart (a single bar and a box of 12); without them every pack sells at the product's price.
   */
  readonly packPrices?: readonly number[];
  /** Shipping weight of the default pack. */
  readonly weightGrams: number;
  /** When the brand makes this line elsewhere, e.g. Nissin's Top Ramen in California. */
  readonly origin?: Origin;
  /** English word order "Kirin Afternoon Tea Lemon" rather than "Kirin Lemon Afternoon Tea". */
  readonly flavourLast?: boolean;
  readonly tags?: readonly string[];
}

export interface CategorySeed {
  /** The category slug, lowercase with hyphens. */
  readonly slug: string;
  readonly lines: readonly ProductLine[];
  /** Serving or storage tips; a description may close with one. */
  readonly tips: readonly Translations[];
}
