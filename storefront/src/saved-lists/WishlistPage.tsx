import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ProductThumbnail } from '../catalog/ProductThumbnail';
import { ProductPrice } from '../money/ProductPrice';
import { StockIndicator } from '../product/StockIndicator';
import { useStore } from '../storage/store';
import { EmptyList } from './EmptyList';
import { wishlist } from './saved-lists';
import { useFreshCopies } from './use-fresh-copies';

/** `/page/account/wishlist`: kept in this browser, so it needs no login. */
export function WishlistPage() {
  const { t } = useTranslation();
  const saved = useStore(wishlist.store);
  const products = useFreshCopies(saved);
  return (
    <div className="container saved-page">
      <title>{`${t('saved.wishlistTitle')} | ${t('shop.name')}`}</title>
      <h1 className="page-title">{t('saved.wishlistTitle')}</h1>
      {products.length === 0 ? (
        <EmptyList message={t('saved.wishlistEmpty')} />
      ) : (
        <ul className="saved-list">
          {products.map((product) => (
            <li key={product.id} className="saved-list__item">
              <Link to={`/product/${product.id}`} tabIndex={-1} aria-hidden="true">
                <ProductThumbnail product={product} className="saved-list__image" />
              </Link>
              <div className="saved-list__text">
                <h2>
                  <Link to={`/product/${product.id}`}>{product.title}</Link>
                </h2>
                <ProductPrice product={product} />
                <StockIndicator stock={product.stock} />
              </div>
              <button
                type="button"
                className="button button--outline"
                aria-label={t('saved.removeFromWishlist', { title: product.title })}
                onClick={() => wishlist.remove(product)}
              >
                {t('saved.remove')}
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
