import { type RefObject, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { type CollectionQuery, refine, toggle } from '../catalog/collection-query';
import { useFilterChoices } from '../catalog/use-catalog';
import { CloseIcon } from '../icons/CloseIcon';
import { useDismiss } from '../ui/use-dismiss';
import { CategoryFilter } from './CategoryFilter';
import { CheckboxFilter } from './CheckboxFilter';
import { ColorFilter } from './ColorFilter';
import { PriceFilter } from './PriceFilter';

export const filterSidebarId = 'collection-filters';

/**
 * The filters. Beside the list on wide screens; on small ones it slides in (350 px) from the
 * filter button and Escape, the close button or the backdrop put it away.
 */
export function FilterSidebar({
  cid,
  query,
  onChange,
  open,
  onClose,
  opener,
}: {
  cid: string;
  query: CollectionQuery;
  onChange: (query: CollectionQuery) => void;
  open: boolean;
  onClose: () => void;
  opener: RefObject<HTMLButtonElement | null>;
}) {
  const { t } = useTranslation();
  const close = useRef<HTMLButtonElement>(null);
  useDismiss(open, onClose, close, opener);
  const { data: choices } = useFilterChoices(cid);

  return (
    <>
      <aside
        id={filterSidebarId}
        className={`filter-sidebar${open ? ' is-open' : ''}`}
        aria-labelledby={`${filterSidebarId}-title`}
      >
        <div className="filter-sidebar__header">
          <h2 id={`${filterSidebarId}-title`}>{t('catalog.filters')}</h2>
          <button
            ref={close}
            type="button"
            className="icon-button filter-sidebar__close"
            onClick={onClose}
          >
            <CloseIcon />
            <span className="visually-hidden">{t('catalog.closeFilters')}</span>
          </button>
        </div>
        <CategoryFilter cid={cid} query={query} />
        <CheckboxFilter
          title={t('catalog.brand')}
          options={choices?.brands ?? []}
          selected={query.brands}
          onToggle={(brand) => onChange(refine(query, { brands: toggle(query.brands, brand) }))}
          scroll
        />
        <ColorFilter
          selected={query.colors}
          onToggle={(color) => onChange(refine(query, { colors: toggle(query.colors, color) }))}
        />
        <CheckboxFilter
          title={t('catalog.size')}
          options={choices?.sizes ?? []}
          selected={query.sizes}
          onToggle={(size) => onChange(refine(query, { sizes: toggle(query.sizes, size) }))}
          scroll
        />
        <PriceFilter
          // A new range from the URL (e.g. "Clear all") replaces what was typed.
          key={`${query.minPrice}-${query.maxPrice}`}
          range={query}
          bounds={choices?.price}
          onApply={(range) => onChange(refine(query, range))}
        />
        <CheckboxFilter
          title={t('catalog.tags')}
          options={choices?.tags ?? []}
          selected={query.tags}
          onToggle={(tag) => onChange(refine(query, { tags: toggle(query.tags, tag) }))}
          scroll
        />
      </aside>
      {open && <div className="filter-backdrop" aria-hidden="true" onClick={onClose} />}
    </>
  );
}
