import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Drawer } from '../ui/Drawer';
import { SearchForm } from './SearchForm';
import { SearchSuggestions } from './SearchSuggestions';
import { useDebouncedValue } from './use-debounced-value';

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
      <SearchSuggestions keyword={settled} onPick={onClose} />
    </Drawer>
  );
}
