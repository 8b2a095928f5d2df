import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { addToCart } from '../cart/cart-store';
import { ProductThumbnail } from '../catalog/ProductThumbnail';
import type { Product, Variant } from '../catalog/product';
import { announceAdded } from '../merch/merch-events';
import { formatPrice } from '../money/format-price';
import { PriceTag } from '../money/PriceTag';
import { bundlePartners, bundleTotal } from './bundle';
import { cartItemFor } from './cart-item';

/**
 * The bundle layout's "Frequently bought together": the product and related ones, each
 * un-tickable but the product itself, their total and one button that adds them all.
 */
export function BundleOffer({
  product,
  variant,
  related,
}: {
  product: Product;
  variant: Variant | undefined;
  related: readonly Product[];
}) {
  const { t } = useTranslation();
  const headingId = useId();
  const partners = bundlePartners(product, related);
  const [left, setLeft] = useState<ReadonlySet<number>>(new Set());
  if (partners.length === 0 || product.stock <= 0) return null;
  const chosen = [product, ...partners.filter(({ id }) => !left.has(id))];

  function addAll() {
    addToCart(cartItemFor(product, variant, 1));
    for (const partner of chosen.slice(1)) addToCart(cartItemFor(partner, partner.variants[0], 1));
    announceAdded(product);
  }

  return (
    <section className="bundle-offer" aria-labelledby={headingId}>
      <h2 id={headingId}>{t('bundle.title')}</h2>
      <ul className="bundle-offer__items">
        {[product, ...partners].map((item) => (
          <li key={item.id}>
            <label className="bundle-offer__item">
              <input
                type="checkbox"
                checked={item.id === product.id || !left.has(item.id)}
                disabled={item.id === product.id}
                onChange={(event) => {
                  const next = new Set(left);
                  if (event.target.checked) next.delete(item.id);
                  else next.add(item.id);
                  setLeft(next);
                }}
              />
              <ProductThumbnail product={item} className="bundle-offer__image" />
              <span dir="auto">
                {item.id === product.id ? t('bundle.thisItem', { title: item.title }) : item.title}
              </span>
            </label>
            {item.id !== product.id && (
              <Link to={`/product/${item.id}`} className="bundle-offer__link">
                {t('bundle.details')}
              </Link>
            )}
            <PriceTag charged={item.charged} price={item.price} currency={item.currency} />
          </li>
        ))}
      </ul>
      <p className="bundle-offer__total">
        {t('bundle.total', {
          count: chosen.length,
          total: formatPrice(bundleTotal(chosen), product.currency),
        })}
      </p>
      <button type="button" className="button" onClick={addAll}>
        {t('bundle.addAll', { count: chosen.length })}
      </button>
    </section>
  );
}
