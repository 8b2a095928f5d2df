import { useTranslation } from 'react-i18next';
import { type Color, colors } from '../catalog/product';
import { CheckIcon } from '../icons/CheckIcon';
import { FilterBlock } from './FilterBlock';

export function ColorFilter({
  selected,
  onToggle,
}: {
  selected: readonly Color[];
  onToggle: (color: Color) => void;
}) {
  const { t } = useTranslation();
  return (
    <FilterBlock title={t('catalog.color')}>
      <ul className="swatches">
        {colors.map((color) => (
          <li key={color}>
            <button
              type="button"
              className={`swatch swatch--${color}`}
              aria-pressed={selected.includes(color)}
              title={t(`colors.${color}`)}
              onClick={() => onToggle(color)}
            >
              <CheckIcon className="swatch__check" />
              <span className="visually-hidden">{t(`colors.${color}`)}</span>
            </button>
          </li>
        ))}
      </ul>
    </FilterBlock>
  );
}
