import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ProductDetail } from '../catalog/product';
import { PlayIcon } from '../icons/PlayIcon';

const ProductVideoModal = lazy(() => import('./ProductVideoModal'));

/** "Watch the video", on the page of a product that has one; the player loads when asked for. */
export function VideoButton({ product }: { product: ProductDetail }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  if (!product.video) return null;
  return (
    <>
      <button
        type="button"
        className="button button--outline"
        aria-haspopup="dialog"
        onClick={() => setOpen(true)}
      >
        <PlayIcon />
        {t('video.watch')}
      </button>
      {open && (
        <Suspense fallback={null}>
          <ProductVideoModal product={product} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
