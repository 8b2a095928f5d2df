import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ProductImage } from '../catalog/product';
import { BasketIcon } from '../icons/BasketIcon';
import { ChevronEndIcon } from '../icons/ChevronEndIcon';
import { ChevronStartIcon } from '../icons/ChevronStartIcon';

/** The product's images: one large, previous/next, and a thumbnail button for each. */
export function ImageSlider({
  images,
  index,
  onIndexChange,
  title,
}: {
  images: readonly ProductImage[];
  index: number;
  onIndexChange: (index: number) => void;
  title: string;
}) {
  const { t } = useTranslation();
  const [failed, setFailed] = useState<ReadonlySet<string>>(new Set());
  const current = images[index] ?? images[0];
  if (!current) {
    return (
      <div className="image-slider image-slider--empty">
        <BasketIcon />
        <p>{t('product.noImage')}</p>
      </div>
    );
  }
  const go = (step: number) => onIndexChange((index + step + images.length) % images.length);
  const altFor = (image: ProductImage) => (image.alt ? `${title}, ${image.alt}` : title);
  return (
    <section className="image-slider" aria-label={t('product.images')}>
      <div className="image-slider__stage">
        {failed.has(current.src) ? (
          <div className="image-slider__missing" role="img" aria-label={altFor(current)}>
            <BasketIcon />
          </div>
        ) : (
          <img
            key={current.src}
            src={current.src}
            alt={altFor(current)}
            loading="lazy"
            decoding="async"
            width="600"
            height="600"
            onError={() => setFailed((previous) => new Set(previous).add(current.src))}
          />
        )}
        {images.length > 1 && (
          <>
            <button
              type="button"
              className="icon-button image-slider__step image-slider__step--previous icon-directional"
              onClick={() => go(-1)}
            >
              <ChevronStartIcon />
              <span className="visually-hidden">{t('product.previousImage')}</span>
            </button>
            <button
              type="button"
              className="icon-button image-slider__step image-slider__step--next icon-directional"
              onClick={() => go(1)}
            >
              <ChevronEndIcon />
              <span className="visually-hidden">{t('product.nextImage')}</span>
            </button>
          </>
        )}
      </div>
      {images.length > 1 && (
        <ul className="image-slider__thumbnails">
          {images.map((image, position) => (
            <li key={`${image.image_id}-${image.src}`}>
              <button
                type="button"
                aria-pressed={position === index}
                aria-label={t('product.showImage', { index: position + 1, count: images.length })}
                onClick={() => onIndexChange(position)}
              >
                <img
                  src={image.src}
                  alt=""
                  loading="lazy"
                  decoding="async"
                  width="80"
                  height="80"
                />
              </button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
