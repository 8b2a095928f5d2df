import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink, useNavigate } from 'react-router';
import { signOut, useSession } from './session-store';

/** The account pages' frame: the side menu (a row above the page on small screens). */
export function AccountLayout({ title, children }: { title: string; children: ReactNode }) {
  const { t } = useTranslation();
  const session = useSession();
  const navigate = useNavigate();
  const name = session.status === 'signed-in' ? session.user.displayName || session.user.email : '';
  return (
    <div className="container account-layout">
      <title>{`${title} | ${t('shop.name')}`}</title>
      <nav className="account-menu" aria-label={t('account.menu')}>
        {name && <p className="account-menu__hello">{t('account.hello', { name })}</p>}
        <ul>
          <li>
            <NavLink to="/page/account/dashboard">{t('orders.title')}</NavLink>
          </li>
          <li>
            <NavLink to="/page/account/wallet">{t('wallet.title')}</NavLink>
          </li>
          <li>
            <NavLink to="/page/account/cart">{t('cart.title')}</NavLink>
          </li>
          <li>
            <NavLink to="/page/account/wishlist">{t('layout.wishlist')}</NavLink>
          </li>
          <li>
            <NavLink to="/page/account/change-password">{t('account.changeTitle')}</NavLink>
          </li>
          <li>
            <button
              type="button"
              className="account-menu__sign-out"
              onClick={async () => {
                await signOut();
                await navigate('/');
              }}
            >
              {t('account.signOut')}
            </button>
          </li>
        </ul>
      </nav>
      <div className="account-layout__content">
        <h1 className="page-title">{title}</h1>
        {children}
      </div>
    </div>
  );
}
