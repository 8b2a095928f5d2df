import { catalogueSeed, type LocalizedText } from '@shop/core';

type ListProductCommand = ReturnType<typeof catalogueSeed>[number];

/**
 * `count` more products after the seed catalogue: copies of the seed's products with ids from
 * `firstId` and a number after each title ("Pocky Matcha 12"), so titles stay searchable and
 * lists and categories grow as a shop's would.
 *
 * @example
 * await seedCatalogue({ store, db, logger, products: benchCatalogue(278, 9_723) });
 */
export function benchCatalogue(firstId: number, count: number): ListProductCommand[] {
  const seed = catalogueSeed();
  return Array.from({ length: count }, (_, index) => {
    const productId = firstId + index;
    const original = seed[productId % seed.length];
    if (!original) throw new Error('The seed catalogue is empty.');
    const copy = Math.floor(productId / seed.length);
    const title = Object.fromEntries(
      Object.entries(original.title).map(([language, text]) => [language, `${text} ${copy}`]),
    ) as LocalizedText;
    return { ...original, productId, title };
  });
}
