import type { FieldProps } from 'react-admin';
import { useRecordContext } from 'react-admin';
import { ProductThumbnail } from './ProductThumbnail';
import type { ProductRecord } from './types';

/** The product's first image. */
export const ThumbnailField = (_props: FieldProps<ProductRecord>) => {
  const record = useRecordContext<ProductRecord>();
  const image = record?.images?.[0];
  if (!record || !image) return null;
  return (
    <ProductThumbnail
      productId={record.id}
      imageId={image.imageId}
      alt={image.alt || record.title['en-US']}
    />
  );
};
