import { useState } from 'react';
import { BasketIcon } from '../icons/BasketIcon';
import type { Product } from './product';

/**
 * A product's first image, lazy-loaded. The basket stands in when the product has no image or
 * it fails to load, so the card keeps its shape.
 */
export function ProductThumbnail({ product, className }: { product: Product; className: string }) {
  const image = product.images[0];
  const [failedSrc, setFailedSrc] = useState<string>();
  if (!image || failedSrc === image.src) {
    return (
      <span className={`${className} product-image--missing`}>
        <BasketIcon />
      </span>
    );
  }
  return (
    <img
      className={className}
      src={image.src}
      // The title sits next to the image, so the image itself adds nothing for screen readers.
      alt=""
      loading="lazy"
      decoding="async"
      width="300"
      height="300"
      onError={() => setFailedSrc(image.src)}
    />
  );
}
