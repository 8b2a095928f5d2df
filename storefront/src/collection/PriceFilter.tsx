import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FilterBlock } from './FilterBlock';

export interface PriceRange {
  readonly minPrice?: number;
  readonly maxPrice?: number;
}

function parse(text: string): number | undefined {
  const value = Number(text);
  return text.trim() === '' || !Number.isFinite(value) || value < 0 ? undefined : value;
}

/**
 * Minimum and maximum charged price in the shopper's currency; applied on submit, so typing
 * does not reload the list at every key.
 */
export function PriceFilter({
  range,
  bounds,
  onApply,
}: {
  range: PriceRange;
  /** The cheapest and dearest product of the category, as placeholders. */
  bounds?: { min: number; max: number };
  onApply: (range: PriceRange) => void;
}) {
  const { t } = useTranslation();
  const errorId = useId();
  const [min, setMin] = useState(range.minPrice?.toString() ?? '');
  const [max, setMax] = useState(range.maxPrice?.toString() ?? '');
  const minPrice = parse(min);
  const maxPrice = parse(max);
  const invalid = minPrice !== undefined && maxPrice !== undefined && minPrice > maxPrice;

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!invalid) onApply({ minPrice, maxPrice });
  }

  return (
    <FilterBlock title={t('catalog.price')}>
      <form className="price-filter" onSubmit={submit} noValidate>
        <label>
          <span>{t('catalog.minPrice')}</span>
          <input
            type="number"
            inputMode="decimal"
            min="0"
            step="any"
            value={min}
            placeholder={bounds ? String(Math.floor(bounds.min)) : undefined}
            aria-invalid={invalid}
            aria-describedby={invalid ? errorId : undefined}
            onChange={(event) => setMin(event.target.value)}
          />
        </label>
        <label>
          <span>{t('catalog.maxPrice')}</span>
          <input
            type="number"
            inputMode="decimal"
            min="0"
            step="any"
            value={max}
            placeholder={bounds ? String(Math.ceil(bounds.max)) : undefined}
            aria-invalid={invalid}
            aria-describedby={invalid ? errorId : undefined}
            onChange={(event) => setMax(event.target.value)}
          />
        </label>
        {invalid && (
          <p id={errorId} className="field-error" role="alert">
            {t('catalog.priceRangeInvalid')}
          </p>
        )}
        <button type="submit" className="button button--small">
          {t('catalog.applyPrice')}
        </button>
      </form>
    </FilterBlock>
  );
}
