import { useEffect, useState } from 'react';
import { fetchShared } from '../api/use-resource';
import { productPath } from '../catalog/catalog-paths';
import type { Product } from '../catalog/product';
import { decodeProduct } from '../catalog/product.decode';
import { useCatalogLocale } from '../catalog/use-catalog-locale';

/**
 * The saved copies, each replaced by the catalogue's current one (today's price and stock, in
 * the shopper's language and currency) once it has loaded. A product the catalogue no longer
 * has keeps its saved copy, so the shopper can still see and remove it.
 */
export function useFreshCopies(saved: readonly Product[]): readonly Product[] {
  const { lang, currency } = useCatalogLocale();
  const [fresh, setFresh] = useState<ReadonlyMap<number, Product>>(new Map());
  const ids = saved.map(({ id }) => id).join(',');

  useEffect(() => {
    let current = true;
    const wanted = ids === '' ? [] : ids.split(',').map(Number);
    void Promise.all(
      wanted.map((id) =>
        fetchShared(productPath(id, { lang, currency })).then(
          (raw) => decodeProduct(raw, currency),
          () => undefined,
        ),
      ),
    ).then((products) => {
      if (!current) return;
      const loaded = products.filter((product): product is Product => product !== undefined);
      setFresh(new Map(loaded.map((product) => [product.id, product])));
    });
    return () => {
      current = false;
    };
  }, [ids, lang, currency]);

  return saved.map((product) => fresh.get(product.id) ?? product);
}
