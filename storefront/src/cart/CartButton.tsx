import { lazy, Suspense, useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { needTexts } from '../i18n/text-parts';
import { CartIcon } from '../icons/CartIcon';
import { cartDrawerSide } from '../settings/settings';
import { useSettings } from '../settings/settings-store';
import { Drawer } from '../ui/Drawer';
import { itemCount } from './cart-rules';
import { useCart } from './cart-store';

// The panel's contents are a chunk of their own, with the checkout texts of its totals, fetched
// when the shopper reaches for the button (pointer over it, focus) or opens the panel: the first
// load carries the button only.
const loadMiniCart = async () => {
  const [module] = await Promise.all([import('./MiniCart'), needTexts(['checkout'])]);
  return module;
};
const MiniCart = lazy(() => loadMiniCart().then(({ MiniCart }) => ({ default: MiniCart })));
const preloadMiniCart = () => void loadMiniCart().catch(() => {});

/** The header's cart button with its count; it opens the cart panel on the side the settings chose. */
export function CartButton() {
  const { t } = useTranslation();
  const count = itemCount(useCart().items);
  const { cartSide, direction } = useSettings();
  const [open, setOpen] = useState(false);
  const close = useCallback(() => setOpen(false), []);
  return (
    <>
      <button
        type="button"
        className="header-action"
        aria-haspopup="dialog"
        onClick={() => setOpen(true)}
        onPointerEnter={preloadMiniCart}
        onFocus={preloadMiniCart}
      >
        <CartIcon />
        <span className="header-action__label">{t('layout.cart')}</span>
        <span className="count-badge" aria-hidden="true">
          {count}
        </span>
        <span className="visually-hidden">{t('layout.cartCount', { count })}</span>
      </button>
      <Drawer
        open={open}
        onClose={close}
        title={t('cart.drawerTitle')}
        closeLabel={t('cart.close')}
        side={cartDrawerSide(cartSide, direction)}
        className="drawer--cart"
      >
        <Suspense
          fallback={
            <div className="mini-cart mini-cart--empty">
              <p role="status">{t('cart.loading')}</p>
            </div>
          }
        >
          <MiniCart onNavigate={close} />
        </Suspense>
      </Drawer>
    </>
  );
}
