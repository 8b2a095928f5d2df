import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { CloseIcon } from '../icons/CloseIcon';
import { formatPrice } from '../money/format-price';
import { useCurrency } from '../preference/preference-store';
import { VariantNote } from '../product/VariantNote';
import { CartThumbnail } from './CartThumbnail';
import { CartTotals } from './CartTotals';
import { subTotal } from './cart-rules';
import { removeFromCart, useCart } from './cart-store';
import { useShippingFee } from './use-shipping-fee';

/**
 * The cart in brief (spec §2): its lines, the totals with a shipping fee line, and the ways on
 * to the cart page and checkout. The list scrolls past 400 px.
 */
export function MiniCart({ onNavigate }: { onNavigate: () => void }) {
  const { t } = useTranslation();
  const state = useCart();
  const currency = useCurrency();
  const shippingFee = useShippingFee(currency);
  const listId = useId();

  if (state.items.length === 0) {
    return (
      <div className="mini-cart mini-cart--empty">
        {state.status === 'loading' ? (
          <p role="status">{t('cart.loading')}</p>
        ) : (
          <>
            <p>{t('cart.empty')}</p>
            <Link className="button" to="/collection/all" onClick={onNavigate}>
              {t('cart.continueShopping')}
            </Link>
          </>
        )}
      </div>
    );
  }

  return (
    <div className="mini-cart">
      <h3 id={listId} className="visually-hidden">
        {t('cart.items')}
      </h3>
      <ul className="mini-cart__list" aria-labelledby={listId}>
        {state.items.map((item) => (
          <li key={`${item.id}-${item.variantId ?? ''}`} className="mini-cart__item">
            <CartThumbnail src={item.img} />
            <div className="mini-cart__text">
              <Link to={`/product/${item.id}`} onClick={onNavigate} dir="auto">
                {item.title}
              </Link>
              <VariantNote name={item.variantName} />
              <span className="mini-cart__price">
                {`${item.quantity} × ${formatPrice(item.charged, item.currencyCode)}`}
              </span>
            </div>
            <button type="button" className="icon-button" onClick={() => removeFromCart(item)}>
              <CloseIcon />
              <span className="visually-hidden">{t('cart.removeItem', { title: item.title })}</span>
            </button>
          </li>
        ))}
      </ul>
      <CartTotals
        currency={currency}
        subTotal={subTotal(state.items, currency)}
        shippingFee={shippingFee}
      />
      <p className="mini-cart__note">
        {state.mode === 'guest' ? t('cart.guestNote') : t('cart.shippingNote')}
      </p>
      <div className="mini-cart__actions">
        <Link className="button button--outline" to="/page/account/cart" onClick={onNavigate}>
          {t('cart.viewCart')}
        </Link>
        <Link className="button" to="/page/account/checkout" onClick={onNavigate}>
          {t('cart.checkout')}
        </Link>
      </div>
    </div>
  );
}
