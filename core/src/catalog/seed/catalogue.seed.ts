import { beverages } from './beverages.seed.js';
import { breakfast } from './breakfast.seed.js';
import { gums } from './gums.seed.js';
import { instantNoodles } from './instant-noodles.seed.js';
import { seededRandom } from './prng.js';
import { seasonings } from './seasonings.seed.js';
import { highlightCatalogue } from './seed-highlights.js';
import { type ProductDraft, seedProduct } from './seed-product.js';
import type { CategorySeed, ProductListing } from './seed-types.js';
import { snacks } from './snacks.seed.js';
import { sweets } from './sweets.seed.js';
import { teas } from './teas.seed.js';

// Changing it picks other new, discounted and sold-out products.
const highlightSeed = 2024;

/** The seeded categories in showcase order, with their titles in every language. */
export const seedCategories: readonly CategorySeed[] = [
  sweets,
  teas,
  snacks,
  beverages,
  gums,
  instantNoodles,
  seasonings,
  breakfast,
];

/**
 * The shop's starting catalogue, the same on every call: every flavour of every product line, as
 * commands for the product decider, with ids from 1.
 *
 * @example
 * for (const command of catalogueSeed()) {
 *   const stream = productStream(command.productId);
 *   await handleCommand(store, stream, productDecider, command, metadata);
 * }
 */
export function catalogueSeed(): ProductListing[] {
  const drafts = seedCategories.map((category) =>
    category.lines.flatMap((line) => line.flavours.map((flavour) => ({ category, line, flavour }))),
  );
  const products = interleave(drafts);
  const highlights = highlightCatalogue(seededRandom(highlightSeed), products.length);
  return products.map((draft, index) => {
    const highlight = highlights[index];
    if (!highlight) throw new Error(`No highlights for product ${index + 1}.`);
    return seedProduct(index + 1, draft, highlight);
  });
}

/** Takes from each category in turn, so that neighbouring ids, and newest-first lists, mix them. */
function interleave(lists: readonly (readonly ProductDraft[])[]): ProductDraft[] {
  const longest = Math.max(...lists.map((list) => list.length));
  const result: ProductDraft[] = [];
  for (let index = 0; index < longest; index++) {
    for (const list of lists) {
      const draft = list[index];
      if (draft) result.push(draft);
    }
  }
  return result;
}
