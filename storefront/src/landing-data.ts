import { requestShared } from './api/shared-fetch';
import {
  type CatalogLocale,
  categoriesPath,
  productPath,
  productsPath,
} from './catalog/catalog-paths';
import { parseCollectionQuery } from './catalog/collection-query';
import type { Product } from './catalog/product';
import { decodeProductDetail, decodeProductPage } from './catalog/product.decode';

/** Product cards on a phone's first screen of a collection: their images are fetched at once. */
const firstScreenCards = 4;

/**
 * Starts the catalogue calls of the page the shopper lands on, from the boot script, while the
 * app's JavaScript is still on its way; once they answer, the images of the first screen
 * (the page's largest paint) start too. The page's components then get the same requests
 * (`requestShared`) and the images from the browser's memory cache, instead of asking only
 * after the app has arrived and rendered: under a slow mobile network each of those steps costs
 * a round trip. The paths are the ones the pages ask (`use-catalog.ts`), in the language and
 * currency the app starts with.
 */
export function preloadLandingData(
  { pathname, search }: Pick<Location, 'pathname' | 'search'>,
  locale: CatalogLocale,
): void {
  const collection = /^\/collection\/([^/]+)$/.exec(pathname);
  const product = /^\/product\/(\d+)$/.exec(pathname);
  if (collection?.[1]) {
    const cid = safeDecode(collection[1]);
    if (cid === undefined) return;
    const query = parseCollectionQuery(new URLSearchParams(search));
    quietly(requestShared(categoriesPath(locale)));
    quietly(
      requestShared(productsPath({ cid, query }, locale)).then((raw) =>
        preloadImages(decodeProductPage(raw, locale.currency).items.slice(0, firstScreenCards)),
      ),
    );
  } else if (product?.[1]) {
    const id = Number(product[1]);
    if (!Number.isSafeInteger(id) || id <= 0) return;
    quietly(requestShared(categoriesPath(locale)));
    quietly(
      requestShared(productPath(id, locale)).then((raw) =>
        preloadImages([decodeProductDetail(raw, locale.currency)]),
      ),
    );
  }
}

/** Each product's first image, the one its card or page shows first, at high priority. */
function preloadImages(products: readonly Product[]): void {
  for (const { images } of products) {
    const src = images[0]?.src;
    if (!src) continue;
    const image = new Image();
    image.fetchPriority = 'high';
    image.src = src;
  }
}

/** The page makes the same call and reports its failure; the boot script stays quiet. */
function quietly(promise: Promise<unknown>): void {
  promise.catch(() => {});
}

function safeDecode(segment: string): string | undefined {
  try {
    return decodeURIComponent(segment);
  } catch {
    return undefined;
  }
}
