import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ProductDetail } from '../catalog/product';
import { Modal } from '../ui/Modal';

/**
 * The product's video. When it cannot play (no network to its host, a format the browser lacks)
 * the first image stands in, with a word on why.
 */
export default function ProductVideoModal({
  product,
  onClose,
}: {
  product: ProductDetail;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const [failed, setFailed] = useState(false);
  const video = useRef<HTMLVideoElement>(null);
  const poster = product.images[0]?.src;
  // Listened to here, not through React: a source that fails at once may fail before React's
  // own listener is in place.
  useEffect(() => {
    const element = video.current;
    if (!element) return;
    const fail = () => setFailed(true);
    if (element.error) fail();
    element.addEventListener('error', fail);
    return () => element.removeEventListener('error', fail);
  }, []);
  return (
    <Modal
      open
      onClose={onClose}
      title={t('video.title', { title: product.title })}
      closeLabel={t('modal.close')}
    >
      {failed ? (
        <div className="product-video__fallback">
          {poster && <img src={poster} alt={product.title} width="600" height="600" />}
          <p role="status">{t('video.unavailable')}</p>
        </div>
      ) : (
        // biome-ignore lint/a11y/useMediaCaption: the shop's product videos have no speech to caption.
        <video
          className="product-video"
          src={product.video}
          poster={poster}
          controls
          preload="metadata"
          ref={video}
        />
      )}
    </Modal>
  );
}
