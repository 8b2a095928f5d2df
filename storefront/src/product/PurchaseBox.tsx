import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Product } from '../catalog/product';
import { CartIcon } from '../icons/CartIcon';
import { QuantityBox } from './QuantityBox';

/** Quantity and "Add to cart"; the cart itself comes with the next issue, so the button waits. */
export function PurchaseBox({ product }: { product: Product }) {
  const { t } = useTranslation();
  const noteId = useId();
  const [quantity, setQuantity] = useState(1);
  return (
    <div className="purchase-box">
      <QuantityBox value={quantity} stock={product.stock} onChange={setQuantity} />
      <button
        type="button"
        className="button button--wide"
        aria-disabled="true"
        aria-describedby={noteId}
        onClick={(event) => event.preventDefault()}
      >
        <CartIcon />
        {t('product.addToCart')}
      </button>
      <p id={noteId} className="purchase-box__note">
        {t('product.cartSoon')}
      </p>
    </div>
  );
}
