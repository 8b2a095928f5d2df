import { useState } from 'react';
import { BasketIcon } from '../icons/BasketIcon';

/** A cart line's picture; the basket stands in when there is none or it fails to load. */
export function CartThumbnail({ src }: { src: string }) {
  const [failedSrc, setFailedSrc] = useState<string>();
  if (!src || failedSrc === src) {
    return (
      <span className="cart-thumbnail product-image--missing">
        <BasketIcon />
      </span>
    );
  }
  return (
    <img
      className="cart-thumbnail"
      src={src}
      alt=""
      width="64"
      height="64"
      loading="lazy"
      decoding="async"
      onError={() => setFailedSrc(src)}
    />
  );
}
