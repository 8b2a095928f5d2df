import { type ReactNode, type RefObject, useId } from 'react';
import { useTranslation } from 'react-i18next';
import {
  type CollectionQuery,
  type ListView,
  pageSizes,
  refine,
  sortOptions,
} from '../catalog/collection-query';
import { FilterIcon } from '../icons/FilterIcon';
import { GridIcon } from '../icons/GridIcon';
import { ListIcon } from '../icons/ListIcon';
import { filterSidebarId } from './FilterSidebar';

const sortLabels = { 'a-z': 'sortAZ', 'z-a': 'sortZA', low: 'sortLow', high: 'sortHigh' } as const;

/** The filter button (small screens), order, page size and grid/list switch. */
export function CollectionToolbar({
  query,
  onChange,
  filtersOpen,
  onOpenFilters,
  filterButton,
}: {
  query: CollectionQuery;
  onChange: (query: CollectionQuery) => void;
  filtersOpen: boolean;
  onOpenFilters: () => void;
  filterButton: RefObject<HTMLButtonElement | null>;
}) {
  const { t } = useTranslation();
  const sortId = useId();
  const sizeId = useId();
  const views: readonly { view: ListView; label: string; icon: ReactNode }[] = [
    { view: 'grid', label: t('catalog.gridView'), icon: <GridIcon /> },
    { view: 'list', label: t('catalog.listView'), icon: <ListIcon /> },
  ];
  return (
    <div className="collection-toolbar">
      <button
        ref={filterButton}
        type="button"
        className="button button--outline collection-toolbar__filters"
        aria-expanded={filtersOpen}
        aria-controls={filterSidebarId}
        onClick={onOpenFilters}
      >
        <FilterIcon />
        {t('catalog.filters')}
      </button>
      <div className="collection-toolbar__field">
        <label htmlFor={sortId}>{t('catalog.sortBy')}</label>
        <select
          id={sortId}
          value={query.sort ?? ''}
          onChange={(event) => {
            const sort = sortOptions.find((option) => option === event.target.value);
            onChange(refine(query, { sort }));
          }}
        >
          <option value="">{t('catalog.sortNewest')}</option>
          {sortOptions.map((option) => (
            <option key={option} value={option}>
              {t(`catalog.${sortLabels[option]}`)}
            </option>
          ))}
        </select>
      </div>
      <div className="collection-toolbar__field">
        <label htmlFor={sizeId}>{t('catalog.perPage')}</label>
        <select
          id={sizeId}
          value={query.pageSize}
          onChange={(event) => {
            const pageSize = pageSizes.find((size) => String(size) === event.target.value);
            if (pageSize) onChange(refine(query, { pageSize }));
          }}
        >
          {pageSizes.map((size) => (
            <option key={size} value={size}>
              {size}
            </option>
          ))}
        </select>
      </div>
      <fieldset className="view-switch">
        <legend className="visually-hidden">{t('catalog.layout')}</legend>
        {views.map(({ view, label, icon }) => (
          <button
            key={view}
            type="button"
            className="icon-button"
            aria-pressed={query.view === view}
            title={label}
            onClick={() => onChange({ ...query, view })}
          >
            {icon}
            <span className="visually-hidden">{label}</span>
          </button>
        ))}
      </fieldset>
    </div>
  );
}
