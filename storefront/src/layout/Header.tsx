import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { BasketIcon } from '../icons/BasketIcon';
import { LanguageSelector } from './LanguageSelector';

export function Header() {
  const { t } = useTranslation();
  return (
    <header className="site-header">
      <div className="container site-header__inner">
        <Link to="/" className="site-header__brand">
          <BasketIcon className="site-header__logo" />
          <span>{t('shop.name')}</span>
        </Link>
        <LanguageSelector />
      </div>
    </header>
  );
}
