import { useSourceContext } from 'react-admin';
import { useWatch } from 'react-hook-form';
import { ProductThumbnail } from './ProductThumbnail';

/** Inside the images list: the image as the server draws it for the id being typed. */
export const ImagePreview = () => {
  const sourceContext = useSourceContext();
  const productId: unknown = useWatch({ name: 'id' });
  const imageId: unknown = useWatch({ name: sourceContext.getSource('imageId') });
  const alt: unknown = useWatch({ name: sourceContext.getSource('alt') });
  if (typeof productId !== 'number' || typeof imageId !== 'number') return null;
  return (
    <ProductThumbnail
      productId={productId}
      imageId={imageId}
      alt={typeof alt === 'string' ? alt : ''}
      size={56}
    />
  );
};
