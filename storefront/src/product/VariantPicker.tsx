import { useTranslation } from 'react-i18next';
import { isColor } from '../catalog/product';
import { CheckIcon } from '../icons/CheckIcon';

/** Size buttons and colour swatches; the pressed ones are the chosen variant's. */
export function VariantPicker({
  sizes,
  colors,
  size,
  color,
  onSize,
  onColor,
}: {
  sizes: readonly string[];
  colors: readonly string[];
  size?: string;
  color?: string;
  onSize: (size: string) => void;
  onColor: (color: string) => void;
}) {
  const { t } = useTranslation();
  const colorName = (value: string) => (isColor(value) ? t(`colors.${value}`) : value);
  return (
    <div className="variant-picker">
      {sizes.length > 0 && (
        <fieldset className="variant-picker__group">
          <legend className="variant-picker__label">
            {t('product.size')}: <strong>{size}</strong>
          </legend>
          <ul className="size-options">
            {sizes.map((value) => (
              <li key={value}>
                <button
                  type="button"
                  className="size-option"
                  aria-pressed={value === size}
                  onClick={() => onSize(value)}
                >
                  {value}
                </button>
              </li>
            ))}
          </ul>
        </fieldset>
      )}
      {colors.length > 0 && (
        <fieldset className="variant-picker__group">
          <legend className="variant-picker__label">
            {t('product.color')}: <strong>{color && colorName(color)}</strong>
          </legend>
          <ul className="swatches">
            {colors.map((value) => (
              <li key={value}>
                <button
                  type="button"
                  className={`swatch swatch--${isColor(value) ? value : 'other'}`}
                  aria-pressed={value === color}
                  title={colorName(value)}
                  onClick={() => onColor(value)}
                >
                  <CheckIcon className="swatch__check" />
                  <span className="visually-hidden">{colorName(value)}</span>
                </button>
              </li>
            ))}
          </ul>
        </fieldset>
      )}
    </div>
  );
}
