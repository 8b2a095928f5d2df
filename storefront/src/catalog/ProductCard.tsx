import { Link } from 'react-router';
import { QuickViewButton } from '../merch/QuickViewButton';
import { PriceTag } from '../money/PriceTag';
import { CardStars } from '../reviews/CardStars';
import { CardSaveButtons } from '../saved-lists/CardSaveButtons';
import type { ListView } from './collection-query';
import { ProductBadges } from './ProductBadges';
import { ProductThumbnail } from './ProductThumbnail';
import type { Product } from './product';

export function ProductCard({ product, view = 'grid' }: { product: Product; view?: ListView }) {
  const href = `/product/${product.id}`;
  return (
    <article className={`product-card product-card--${view}`}>
      <div className="product-card__media">
        {/* The title below is the link for keyboards and screen readers; this one is for the mouse. */}
        <Link to={href} tabIndex={-1} aria-hidden="true">
          <ProductThumbnail product={product} className="product-card__image" />
        </Link>
        <ProductBadges product={product} />
        <QuickViewButton product={product} />
      </div>
      <div className="product-card__body">
        {product.brand && <p className="product-card__brand">{product.brand}</p>}
        <h3 className="product-card__title" dir="auto">
          <Link to={href}>{product.title}</Link>
        </h3>
        {view === 'list' && product.description && (
          <p className="product-card__description">{product.description}</p>
        )}
        <CardStars productId={product.id} />
        <PriceTag charged={product.charged} price={product.price} currency={product.currency} />
        <CardSaveButtons product={product} />
      </div>
    </article>
  );
}
