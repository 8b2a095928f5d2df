import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useProductList } from '../catalog/use-catalog';

/** How many photos the strip shows. */
const photoCount = 6;

/**
 * The Instagram-style strip: square photos of our own products, each leading to its product.
 * Nothing comes from outside the shop; a product without a photo is left out.
 */
export function PhotoStrip() {
  const { t } = useTranslation();
  const headingId = useId();
  // The same request as the special products' first tab: the strip costs no call of its own.
  const { data } = useProductList({ collection: 'new products', pageSize: 8 });
  const photos = (data?.items ?? []).filter((product) => product.images[0]).slice(0, photoCount);
  if (photos.length === 0) return null;
  return (
    <section className="photo-strip" aria-labelledby={headingId}>
      <h2 id={headingId} className="container">
        {t('photoStrip.title')}
      </h2>
      <ul className="photo-strip__list">
        {photos.map((product) => (
          <li key={product.id}>
            <Link to={`/product/${product.id}`}>
              <img
                src={product.images[0]?.src}
                alt={t('photoStrip.photoOf', { title: product.title })}
                loading="lazy"
                decoding="async"
                width="240"
                height="240"
              />
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
