import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Product } from '../catalog/product';
import { CompareIcon } from '../icons/CompareIcon';
import { HeartIcon } from '../icons/HeartIcon';
import { useInList } from './saved-list-store';
import { compareList, wishlist } from './saved-lists';

/**
 * "Add to wishlist" and "Add to compare". Adding a product already in the list does nothing
 * (spec §4), so the buttons stay and a note links to the list instead.
 */
export function SaveButtons({ product }: { product: Product }) {
  const { t } = useTranslation();
  const inWishlist = useInList(wishlist, product.id);
  const inCompare = useInList(compareList, product.id);
  return (
    <div className="save-buttons">
      <div className="save-buttons__item">
        <button
          type="button"
          className={`button button--outline${inWishlist ? ' is-saved' : ''}`}
          onClick={() => wishlist.add(product)}
        >
          <HeartIcon />
          {t('product.addToWishlist')}
        </button>
        {inWishlist && (
          <p className="save-buttons__note" role="status">
            {t('product.inWishlist')} <Link to="/page/account/wishlist">{t('product.view')}</Link>
          </p>
        )}
      </div>
      <div className="save-buttons__item">
        <button
          type="button"
          className={`button button--outline${inCompare ? ' is-saved' : ''}`}
          onClick={() => compareList.add(product)}
        >
          <CompareIcon />
          {t('product.addToCompare')}
        </button>
        {inCompare && (
          <p className="save-buttons__note" role="status">
            {t('product.inCompare')} <Link to="/page/compare">{t('product.view')}</Link>
          </p>
        )}
      </div>
    </div>
  );
}
