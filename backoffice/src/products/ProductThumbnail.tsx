import ImageNotSupportedIcon from '@mui/icons-material/ImageNotSupported';
import { Box } from '@mui/material';
import { useState } from 'react';
import { productImageUrl } from './catalog';

interface ProductThumbnailProps {
  productId: number;
  imageId: number;
  alt: string;
  size?: number;
}

/** A product image as the storefront shows it; an image the server cannot draw leaves a placeholder. */
export const ProductThumbnail = ({ productId, imageId, alt, size = 40 }: ProductThumbnailProps) => {
  const src = productImageUrl(productId, imageId);
  const [failedSrc, setFailedSrc] = useState<string>();
  if (failedSrc === src) {
    return (
      <ImageNotSupportedIcon
        titleAccess={alt}
        sx={{ width: size, height: size, p: 1, color: 'text.disabled' }}
      />
    );
  }
  return (
    <Box
      component="img"
      src={src}
      alt={alt}
      loading="lazy"
      onError={() => setFailedSrc(src)}
      sx={{ width: size, height: size, objectFit: 'contain', display: 'block' }}
    />
  );
};
