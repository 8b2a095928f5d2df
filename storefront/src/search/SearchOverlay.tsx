import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Drawer } from '../ui/Drawer';
import { SearchForm } from './SearchForm';
import { useDebouncedValue } from './use-debounced-value';

// The result list is a chunk of its own, fetched when the overlay first opens.
const SearchSuggestions = lazy(() =>
  import('./SearchSuggestions').then(({ SearchSuggestions }) => ({ default: SearchSuggestions })),
);

/** The header's search: results appear while typing; Enter opens the search page. */
export function SearchOverlay({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const [keyword, setKeyword] = useState('');
  const settled = useDebouncedValue(keyword, 250);
  return (
    <Drawer
      open={open}
      onClose={onClose}
      title={t('search.overlayTitle')}
      closeLabel={t('search.close')}
      side="top"
    >
      <SearchForm keyword={keyword} onKeywordChange={setKeyword} onSubmit={onClose} autoFocus />
      <Suspense fallback={<p className="search-overlay__hint">{t('search.hint')}</p>}>
        <SearchSuggestions keyword={settled} onPick={onClose} />
      </Suspense>
    </Drawer>
  );
}
