import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Form } from 'react-router';
import { SearchIcon } from '../icons/SearchIcon';

/**
 * A GET form to `/s?keyword=…`: it works before the app's script runs, and a search is a URL
 * that can be shared.
 */
export function SearchForm({
  keyword,
  onKeywordChange,
  onSubmit,
  autoFocus = false,
}: {
  keyword?: string;
  onKeywordChange?: (keyword: string) => void;
  onSubmit?: () => void;
  autoFocus?: boolean;
}) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <Form method="get" action="/s" role="search" className="search-form" onSubmit={onSubmit}>
      <label htmlFor={id} className="visually-hidden">
        {t('search.label')}
      </label>
      <input
        id={id}
        type="search"
        name="keyword"
        defaultValue={onKeywordChange ? undefined : keyword}
        value={onKeywordChange ? keyword : undefined}
        onChange={onKeywordChange ? (event) => onKeywordChange(event.target.value) : undefined}
        placeholder={t('search.placeholder')}
        autoComplete="off"
        // The overlay opens for typing; the keyboard user asked for it.
        // biome-ignore lint/a11y/noAutofocus: see above
        autoFocus={autoFocus}
      />
      <button type="submit" className="button">
        <SearchIcon />
        <span className="search-form__submit-label">{t('search.submit')}</span>
      </button>
    </Form>
  );
}
