import { useTranslation } from 'react-i18next';
import {
  type CollectionQuery,
  clearFilters,
  hasFilters,
  refine,
} from '../catalog/collection-query';
import { CloseIcon } from '../icons/CloseIcon';
import { formatPrice } from '../money/format-price';
import { useCurrency } from '../preference/preference-store';

/** The chosen filters as removable chips, with "Clear all". */
export function ActiveFilters({
  query,
  onChange,
}: {
  query: CollectionQuery;
  onChange: (query: CollectionQuery) => void;
}) {
  const { t } = useTranslation();
  const currency = useCurrency();
  if (!hasFilters(query)) return null;
  const without = <T,>(values: readonly T[], value: T) => values.filter((item) => item !== value);
  const chips = [
    ...query.brands.map((brand) => ({
      name: brand,
      remove: () => refine(query, { brands: without(query.brands, brand) }),
    })),
    ...query.colors.map((color) => ({
      name: t(`colors.${color}`),
      remove: () => refine(query, { colors: without(query.colors, color) }),
    })),
    ...query.sizes.map((size) => ({
      name: size,
      remove: () => refine(query, { sizes: without(query.sizes, size) }),
    })),
    ...query.tags.map((tag) => ({
      name: tag,
      remove: () => refine(query, { tags: without(query.tags, tag) }),
    })),
    ...(query.minPrice === undefined
      ? []
      : [
          {
            name: t('catalog.fromPrice', { price: formatPrice(query.minPrice, currency) }),
            remove: () => refine(query, { minPrice: undefined }),
          },
        ]),
    ...(query.maxPrice === undefined
      ? []
      : [
          {
            name: t('catalog.upToPrice', { price: formatPrice(query.maxPrice, currency) }),
            remove: () => refine(query, { maxPrice: undefined }),
          },
        ]),
  ];
  return (
    <ul className="active-filters">
      {chips.map(({ name, remove }) => (
        <li key={name}>
          <button
            type="button"
            className="chip"
            aria-label={t('catalog.removeFilter', { name })}
            onClick={() => onChange(remove())}
          >
            {name}
            <CloseIcon />
          </button>
        </li>
      ))}
      <li>
        <button type="button" className="link-button" onClick={() => onChange(clearFilters(query))}>
          {t('catalog.clearFilters')}
        </button>
      </li>
    </ul>
  );
}
