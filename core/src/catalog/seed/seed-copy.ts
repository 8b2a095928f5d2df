import type { Language } from '../languages.js';
import { originSentences } from './origins.js';
import { integer, pick, type Random, shuffled } from './prng.js';
import type { CategorySeed, Origin, ProductLine, SeedFlavour } from './seed-types.js';
import { inEachLanguage, type Translations } from './translations.js';

// Japanese and Chinese run sentences together without spaces.
const sentenceGap: Readonly<Record<Language, string>> = {
  'en-US': ' ',
  ko: ' ',
  ja: '',
  'zh-CN': '',
};

/**
 * "Glico Strawberry Pocky", "グリコ ポッキー いちご": brand, product, then flavour, as Asian shops
 * write it; English puts the flavour first unless the line says otherwise. A line with one
 * flavour leaves it out ("Nissin Chicken Ramen").
 */
export function productTitle(line: ProductLine, flavour: SeedFlavour): Translations {
  return inEachLanguage((language) => {
    const brand = line.brand.local[language];
    const name = line.name[language];
    if (line.flavours.length === 1) return `${brand} ${name}`;
    const taste = flavour.name[language];
    return language === 'en-US' && !line.flavourLast
      ? `${brand} ${joinOverlapping(taste, name)}`
      : `${brand} ${name} ${taste}`;
  });
}

/** "Green Tea" and "Tea Bags" make "Green Tea Bags", not "Green Tea Tea Bags". */
function joinOverlapping(first: string, second: string): string {
  const last = first.split(' ').at(-1) ?? '';
  const [head = '', ...rest] = second.split(' ');
  return rest.length > 0 && head.toLowerCase() === last.toLowerCase()
    ? `${first} ${rest.join(' ')}`
    : `${first} ${second}`;
}

/**
 * One to three sentences: the line's pitch, then some of the flavour note, an origin sentence and
 * a category tip, so that products of one line do not all read the same.
 */
export function productDescription(
  random: Random,
  category: CategorySeed,
  line: ProductLine,
  flavour: SeedFlavour,
  origin: Origin,
): Translations {
  const extras = shuffled(random, [
    flavour.note,
    pick(random, originSentences[origin]),
    pick(random, category.tips),
  ]);
  const sentences = [line.pitch, ...extras.slice(0, integer(random, 0, 2))];
  return inEachLanguage((language) =>
    sentences.map((sentence) => sentence[language]).join(sentenceGap[language]),
  );
}
