import { BasketIcon } from '../icons/BasketIcon';
import type { Product } from './product';

/** A product's first image, lazy-loaded; the basket stands in when the product has none. */
export function ProductThumbnail({ product, className }: { product: Product; className: string }) {
  const image = product.images[0];
  if (!image) {
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
    />
  );
}
