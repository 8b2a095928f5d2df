import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CartItem } from './cart';
import { canSetQuantity } from './cart-rules';
import { changeQuantity } from './cart-store';

/**
 * A cart line's quantity: − and + and a box to type in. A typed 0 or more than the stock is not
 * applied (spec §4); the box goes back to the line's quantity and says what is allowed.
 */
export function LineQuantity({ item }: { item: CartItem }) {
  const { t } = useTranslation();
  const id = useId();
  const [draft, setDraft] = useState<string>();
  const [refused, setRefused] = useState(false);

  function apply(quantity: number) {
    setDraft(undefined);
    const allowed = canSetQuantity(quantity, item.stock);
    setRefused(!allowed);
    if (allowed) changeQuantity(item, quantity);
  }

  function commit() {
    if (draft === undefined) return;
    if (draft.trim() === '') {
      setDraft(undefined);
      return;
    }
    apply(Number(draft));
  }

  return (
    <div className="line-quantity">
      <div className="line-quantity__controls">
        <button
          type="button"
          className="icon-button"
          disabled={item.quantity <= 1}
          onClick={() => apply(item.quantity - 1)}
        >
          <span aria-hidden="true">−</span>
          <span className="visually-hidden">{t('cart.decrease', { title: item.title })}</span>
        </button>
        <input
          id={id}
          type="number"
          inputMode="numeric"
          min={1}
          max={Math.max(1, item.stock)}
          step={1}
          value={draft ?? item.quantity}
          aria-label={t('cart.quantityOf', { title: item.title })}
          aria-describedby={refused ? `${id}-refused` : undefined}
          aria-invalid={refused || undefined}
          onChange={(event) => setDraft(event.target.value)}
          onBlur={commit}
          onKeyDown={(event) => {
            if (event.key === 'Enter') commit();
          }}
        />
        <button
          type="button"
          className="icon-button"
          disabled={item.quantity >= item.stock}
          onClick={() => apply(item.quantity + 1)}
        >
          <span aria-hidden="true">+</span>
          <span className="visually-hidden">{t('cart.increase', { title: item.title })}</span>
        </button>
      </div>
      {refused && (
        <p id={`${id}-refused`} className="field-error" role="alert">
          {t('cart.quantityRange', { stock: item.stock })}
        </p>
      )}
    </div>
  );
}
