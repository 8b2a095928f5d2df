import { useTranslation } from 'react-i18next';
import { cartSides } from './settings';
import { updateSettings, useSettings } from './settings-store';

/** Where the cart panel opens: left, right, top or bottom. */
export function CartSidePicker() {
  const { t } = useTranslation();
  const { cartSide } = useSettings();
  return (
    <fieldset className="cart-side-picker">
      <legend>{t('cartPanel.side')}</legend>
      {cartSides.map((side) => (
        <label key={side}>
          <input
            type="radio"
            name="cart-side"
            value={side}
            checked={cartSide === side}
            onChange={() => updateSettings({ cartSide: side })}
          />
          {t(`cartPanel.sides.${side}`)}
        </label>
      ))}
    </fieldset>
  );
}
