import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { sameLine } from '../cart/cart-rules';
import { addToCart, cart } from '../cart/cart-store';
import type { Product, Variant } from '../catalog/product';
import { CartIcon } from '../icons/CartIcon';
import { announceAdded } from '../merch/merch-events';
import { cartItemFor } from './cart-item';
import { QuantityBox } from './QuantityBox';

type Outcome = { readonly added: true } | { readonly full: number };

/**
 * Quantity and "Add to cart". A guest's cart stays in this browser; a customer's goes to the
 * server too. What happened is said next to the button, so the shopper can carry on browsing.
 */
export function PurchaseBox({ product, variant }: { product: Product; variant?: Variant }) {
  const { t } = useTranslation();
  const statusId = useId();
  const [quantity, setQuantity] = useState(1);
  const [outcome, setOutcome] = useState<Outcome>();
  const soldOut = product.stock <= 0;

  function add() {
    const item = cartItemFor(product, variant, quantity);
    if (addToCart(item)) {
      setOutcome({ added: true });
      announceAdded(product);
      return;
    }
    const inCart = cart.get().items.find((line) => sameLine(line, item))?.quantity ?? 0;
    setOutcome({ full: inCart });
  }

  return (
    <div className="purchase-box">
      <QuantityBox value={quantity} stock={product.stock} onChange={setQuantity} />
      <button
        type="button"
        className="button button--wide"
        disabled={soldOut}
        aria-describedby={outcome ? statusId : undefined}
        onClick={add}
      >
        <CartIcon />
        {t('product.addToCart')}
      </button>
      <p id={statusId} className="purchase-box__note" role="status">
        {outcome &&
          ('added' in outcome ? (
            <>
              {t('product.addedToCart', { title: product.title })}{' '}
              <Link to="/page/account/cart">{t('product.viewCart')}</Link>
            </>
          ) : (
            t('product.stockInCart', { count: outcome.full })
          ))}
      </p>
    </div>
  );
}
