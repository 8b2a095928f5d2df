import { useTranslation } from 'react-i18next';
import { Link, NavLink } from 'react-router';
import { BasketIcon } from '../icons/BasketIcon';
import { HeaderActions } from './HeaderActions';
import { TopBar } from './TopBar';

export function Header() {
  const { t } = useTranslation();
  return (
    <header className="site-header">
      <TopBar />
      <div className="container site-header__inner">
        <Link to="/" className="site-header__brand">
          <BasketIcon className="site-header__logo" />
          <span>{t('shop.name')}</span>
        </Link>
        <nav className="main-nav" aria-label={t('layout.mainNavigation')}>
          <ul>
            <li>
              <NavLink to="/" end>
                {t('layout.home')}
              </NavLink>
            </li>
            <li>
              <NavLink to="/collection/all">{t('layout.shopAll')}</NavLink>
            </li>
          </ul>
        </nav>
        <HeaderActions />
      </div>
    </header>
  );
}
