import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { RequireLogin } from '../account/RequireLogin';
import { formatPrice } from '../money/format-price';
import { useCurrency } from '../preference/preference-store';
import { VariantNote } from '../product/VariantNote';
import { ConfirmBox } from '../ui/ConfirmBox';
import { CartNotices } from './CartNotices';
import { CartThumbnail } from './CartThumbnail';
import { CartTotals } from './CartTotals';
import { roundAmount, subTotal } from './cart-rules';
import { clearCart, reloadCart, removeFromCart, useCart } from './cart-store';
import { LineQuantity } from './LineQuantity';
import { useCartRenewal } from './use-cart-renewal';
import { useShippingFee } from './use-shipping-fee';

/** `/page/account/cart`: needs login (spec §6). */
export function CartPage() {
  const { t } = useTranslation();
  return (
    <div className="container cart-page">
      <title>{`${t('cart.title')} | ${t('shop.name')}`}</title>
      <h1 className="page-title">{t('cart.title')}</h1>
      <RequireLogin>
        <CartView />
      </RequireLogin>
    </div>
  );
}

function CartView() {
  const { t } = useTranslation();
  const state = useCart();
  const currency = useCurrency();
  const shippingFee = useShippingFee(currency);
  const checking = useCartRenewal();
  const [confirmingClear, setConfirmingClear] = useState(false);

  if (state.status === 'loading' && state.items.length === 0) {
    return (
      <p className="page-status" role="status">
        {t('cart.loading')}
      </p>
    );
  }
  if (state.status === 'error' && state.items.length === 0) {
    return (
      <div className="notice">
        <p>{t('cart.loadFailed')}</p>
        <button type="button" className="button button--outline" onClick={() => void reloadCart()}>
          {t('cart.retry')}
        </button>
      </div>
    );
  }

  const notices = (
    <CartNotices priceChanges={state.priceChanges} soldOutItems={state.soldOutItems} />
  );
  if (state.items.length === 0) {
    return (
      <>
        {notices}
        <div className="empty-state">
          <p>{t('cart.empty')}</p>
          <Link className="button" to="/collection/all">
            {t('cart.continueShopping')}
          </Link>
        </div>
      </>
    );
  }

  return (
    <>
      {checking && (
        <p className="page-status" role="status">
          {t('cart.checking')}
        </p>
      )}
      {notices}
      <div className="cart-page__layout">
        <div className="cart-table">
          <table>
            <caption className="visually-hidden">{t('cart.items')}</caption>
            <thead>
              <tr>
                <th scope="col" colSpan={2}>
                  {t('cart.product')}
                </th>
                <th scope="col" className="amount">
                  {t('cart.price')}
                </th>
                <th scope="col">{t('cart.quantity')}</th>
                <th scope="col" className="amount">
                  {t('cart.lineTotal')}
                </th>
                <th scope="col">
                  <span className="visually-hidden">{t('cart.remove')}</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {state.items.map((item) => (
                <tr key={`${item.id}-${item.variantId ?? ''}`}>
                  <td className="cart-table__image">
                    <CartThumbnail src={item.img} />
                  </td>
                  <th scope="row" className="cart-table__title">
                    <Link to={`/product/${item.id}`} dir="auto">
                      {item.title}
                    </Link>
                    <VariantNote name={item.variantName} />
                  </th>
                  <td className="amount" data-label={t('cart.price')}>
                    {formatPrice(item.charged, item.currencyCode)}
                  </td>
                  <td data-label={t('cart.quantity')}>
                    <LineQuantity item={item} />
                  </td>
                  <td className="amount" data-label={t('cart.lineTotal')}>
                    {formatPrice(
                      roundAmount(item.charged * item.quantity, item.currencyCode),
                      item.currencyCode,
                    )}
                  </td>
                  <td>
                    <button
                      type="button"
                      className="link-button"
                      aria-label={t('cart.removeItem', { title: item.title })}
                      onClick={() => removeFromCart(item)}
                    >
                      {t('cart.remove')}
                    </button>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
          <div className="cart-page__clear">
            {confirmingClear ? (
              <ConfirmBox
                question={t('cart.clearConfirm')}
                confirmLabel={t('cart.clearYes')}
                cancelLabel={t('cart.keep')}
                onConfirm={() => {
                  setConfirmingClear(false);
                  void clearCart();
                }}
                onCancel={() => setConfirmingClear(false)}
              />
            ) : (
              <button
                type="button"
                className="button button--outline button--small"
                onClick={() => setConfirmingClear(true)}
              >
                {t('cart.clear')}
              </button>
            )}
          </div>
        </div>
        <aside className="cart-summary" aria-label={t('checkout.summary')}>
          <CartTotals
            currency={currency}
            subTotal={subTotal(state.items, currency)}
            shippingFee={shippingFee}
          />
          <p className="mini-cart__note">{t('cart.shippingNote')}</p>
          <Link className="button button--wide" to="/page/account/checkout">
            {t('cart.checkout')}
          </Link>
          <Link className="button button--outline button--wide" to="/collection/all">
            {t('cart.continueShopping')}
          </Link>
        </aside>
      </div>
    </>
  );
}
