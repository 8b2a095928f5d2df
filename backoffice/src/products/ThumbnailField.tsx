import { Box } from '@mui/material';
import { type FieldProps, useRecordContext } from 'react-admin';
import { productImageUrl } from './catalog';
import type { ProductRecord } from './types';

/** The product's first image, as the storefront shows it. */
export const ThumbnailField = (_props: FieldProps<ProductRecord>) => {
  const record = useRecordContext<ProductRecord>();
  const image = record?.images?.[0];
  if (!record || !image) return null;
  return (
    <Box
      component="img"
      src={productImageUrl(record.id, image.imageId)}
      alt={image.alt || record.title['en-US']}
      loading="lazy"
      sx={{ width: 40, height: 40, objectFit: 'contain', display: 'block' }}
    />
  );
};
