import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { clampQuantity } from './quantity';

/** A quantity from 1 to the stock; typing is free, and the value is brought into range on blur. */
export function QuantityBox({
  value,
  stock,
  onChange,
}: {
  value: number;
  stock: number;
  onChange: (quantity: number) => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  const [draft, setDraft] = useState<string | undefined>(undefined);
  const soldOut = stock <= 0;
  const set = (quantity: number) => {
    setDraft(undefined);
    onChange(clampQuantity(quantity, stock));
  };
  return (
    <div className="quantity-box">
      <label htmlFor={id}>{t('product.quantity')}</label>
      <div className="quantity-box__controls">
        <button
          type="button"
          className="icon-button"
          disabled={soldOut || value <= 1}
          onClick={() => set(value - 1)}
        >
          <span aria-hidden="true">−</span>
          <span className="visually-hidden">{t('product.decrease')}</span>
        </button>
        <input
          id={id}
          type="number"
          inputMode="numeric"
          min={1}
          max={Math.max(1, stock)}
          step={1}
          value={draft ?? value}
          disabled={soldOut}
          onChange={(event) => setDraft(event.target.value)}
          onBlur={() => draft !== undefined && set(Number(draft))}
          onKeyDown={(event) => {
            if (event.key === 'Enter' && draft !== undefined) set(Number(draft));
          }}
        />
        <button
          type="button"
          className="icon-button"
          disabled={soldOut || value >= stock}
          onClick={() => set(value + 1)}
        >
          <span aria-hidden="true">+</span>
          <span className="visually-hidden">{t('product.increase')}</span>
        </button>
      </div>
    </div>
  );
}
