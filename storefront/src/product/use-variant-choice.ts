import { useState } from 'react';
import type { Product } from '../catalog/product';
import { chooseVariant, imageIndexFor, type VariantChoice } from './variant-selection';

/** The chosen variant and the image shown for it, as the product page and quick view share. */
export function useVariantChoice(product: Product) {
  const [variant, setVariant] = useState(product.variants[0]);
  const [imageIndex, setImageIndex] = useState(
    () => imageIndexFor(product.images, product.variants[0]) ?? 0,
  );

  function choose(choice: VariantChoice) {
    const next = chooseVariant(product.variants, variant, choice);
    setVariant(next);
    const index = imageIndexFor(product.images, next);
    if (index !== undefined) setImageIndex(index);
  }

  return { variant, imageIndex, setImageIndex, choose };
}
