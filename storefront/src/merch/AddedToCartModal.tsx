import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ProductGrid } from '../catalog/ProductGrid';
import { useProductDetail } from '../catalog/use-catalog';
import { Modal } from '../ui/Modal';

/** How many related products the confirmation suggests. */
const suggestions = 4;

/** The confirmation after "Add to cart", with products that go with the one added. */
export default function AddedToCartModal({
  product,
  onClose,
}: {
  product: { readonly id: number; readonly title: string };
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const related = useProductDetail(product.id).data?.related.slice(0, suggestions) ?? [];
  return (
    <Modal open onClose={onClose} title={t('addedToCart.title')} closeLabel={t('modal.close')}>
      <p className="added-to-cart__message" dir="auto">
        {t('product.addedToCart', { title: product.title })}
      </p>
      <div className="added-to-cart__actions">
        <Link className="button" to="/page/account/cart" onClick={onClose}>
          {t('product.viewCart')}
        </Link>
        <Link className="button button--outline" to="/page/account/checkout" onClick={onClose}>
          {t('addedToCart.checkout')}
        </Link>
        <button type="button" className="button button--outline" onClick={onClose}>
          {t('addedToCart.continue')}
        </button>
      </div>
      {related.length > 0 && (
        <section className="added-to-cart__related" aria-labelledby="added-to-cart-related">
          <h3 id="added-to-cart-related">{t('addedToCart.related')}</h3>
          <ProductGrid products={related} />
        </section>
      )}
    </Modal>
  );
}
