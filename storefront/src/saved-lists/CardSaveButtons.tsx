import { useTranslation } from 'react-i18next';
import type { Product } from '../catalog/product';
import { CompareIcon } from '../icons/CompareIcon';
import { HeartIcon } from '../icons/HeartIcon';
import { useInList } from './saved-list-store';
import { compareList, wishlist } from './saved-lists';

/** The product card's icon buttons; a filled icon shows the product is already in the list. */
export function CardSaveButtons({ product }: { product: Product }) {
  const { t } = useTranslation();
  const inWishlist = useInList(wishlist, product.id);
  const inCompare = useInList(compareList, product.id);
  return (
    <div className="card-save-buttons">
      <button
        type="button"
        className={`icon-button${inWishlist ? ' is-saved' : ''}`}
        onClick={() => wishlist.add(product)}
        title={t('product.addToWishlist')}
      >
        <HeartIcon />
        <span className="visually-hidden">
          {t('product.addProductToWishlist', { title: product.title })}
        </span>
      </button>
      <button
        type="button"
        className={`icon-button${inCompare ? ' is-saved' : ''}`}
        onClick={() => compareList.add(product)}
        title={t('product.addToCompare')}
      >
        <CompareIcon />
        <span className="visually-hidden">
          {t('product.addProductToCompare', { title: product.title })}
        </span>
      </button>
    </div>
  );
}
