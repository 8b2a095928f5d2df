import { lazy, Suspense, useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { AccountLink } from '../account/AccountLink';
import { CartButton } from '../cart/CartButton';
import { CompareIcon } from '../icons/CompareIcon';
import { HeartIcon } from '../icons/HeartIcon';
import { SearchIcon } from '../icons/SearchIcon';
import { SettingsIcon } from '../icons/SettingsIcon';
import { useListSize } from '../saved-lists/saved-list-store';
import { compareList, wishlist } from '../saved-lists/saved-lists';
import { SearchOverlay } from '../search/SearchOverlay';

// The panel is its own chunk, fetched the first time the shopper opens it.
const SettingsPanel = lazy(() =>
  import('../settings/SettingsPanel').then(({ SettingsPanel }) => ({ default: SettingsPanel })),
);

/** Search, the account, the wishlist and compare counters, the cart, and the settings panel. */
export function HeaderActions() {
  const { t } = useTranslation();
  const wishlistCount = useListSize(wishlist);
  const compareCount = useListSize(compareList);
  const [searchOpen, setSearchOpen] = useState(false);
  const [settingsOpen, setSettingsOpen] = useState(false);
  // Stays mounted once opened, so closing it hands focus back as any dialog does.
  const [settingsWanted, setSettingsWanted] = useState(false);
  const closeSearch = useCallback(() => setSearchOpen(false), []);
  const closeSettings = useCallback(() => setSettingsOpen(false), []);
  return (
    <div className="header-actions">
      <button
        type="button"
        className="header-action"
        aria-haspopup="dialog"
        onClick={() => setSearchOpen(true)}
      >
        <SearchIcon />
        <span className="header-action__label">{t('layout.search')}</span>
      </button>
      <AccountLink />
      <Link className="header-action" to="/page/account/wishlist">
        <HeartIcon />
        <span className="header-action__label">{t('layout.wishlist')}</span>
        <span className="count-badge">{wishlistCount}</span>
      </Link>
      <Link className="header-action" to="/page/compare">
        <CompareIcon />
        <span className="header-action__label">{t('layout.compare')}</span>
        <span className="count-badge">{compareCount}</span>
      </Link>
      <CartButton />
      <button
        type="button"
        className="header-action"
        aria-haspopup="dialog"
        onClick={() => {
          setSettingsWanted(true);
          setSettingsOpen(true);
        }}
      >
        <SettingsIcon />
        <span className="header-action__label">{t('settings.title')}</span>
      </button>
      <SearchOverlay open={searchOpen} onClose={closeSearch} />
      {settingsWanted && (
        <Suspense fallback={null}>
          <SettingsPanel open={settingsOpen} onClose={closeSettings} />
        </Suspense>
      )}
    </div>
  );
}
