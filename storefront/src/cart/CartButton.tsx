import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CartIcon } from '../icons/CartIcon';
import { cartDrawerSide } from '../settings/settings';
import { useSettings } from '../settings/settings-store';
import { Drawer } from '../ui/Drawer';
import { itemCount } from './cart-rules';
import { useCart } from './cart-store';
import { MiniCart } from './MiniCart';

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
        <MiniCart onNavigate={close} />
      </Drawer>
    </>
  );
}
