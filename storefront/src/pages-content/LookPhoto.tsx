import { type KeyboardEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PriceTag } from '../money/PriceTag';
import type { Look } from './content-api';

/**
 * A look's photo with a button on each product in it (placed in percent, so it stays on the
 * product at any width). A button opens a card with the product's title, price and link;
 * Escape or the close button shuts it and gives focus back to the point.
 */
export function LookPhoto({ look }: { look: Look }) {
  const { t } = useTranslation();
  const baseId = useId();
  const [open, setOpen] = useState<number | null>(null);
  const shown = open === null ? undefined : look.hotspots[open];

  function close(event?: KeyboardEvent) {
    if (event && event.key !== 'Escape') return;
    const index = open;
    setOpen(null);
    if (index !== null) document.getElementById(`${baseId}-point-${index}`)?.focus();
  }

  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: Escape anywhere in the photo closes its card.
    <div className="look-photo" onKeyDown={close}>
      <img src={look.image} alt={look.title} width={600} height={600} loading="lazy" />
      {look.hotspots.map((hotspot, index) => (
        <button
          key={`${hotspot.product.id}-${hotspot.x}-${hotspot.y}`}
          id={`${baseId}-point-${index}`}
          type="button"
          className="look-photo__point"
          style={{ insetInlineStart: `${hotspot.x}%`, insetBlockStart: `${hotspot.y}%` }}
          aria-label={t('pages.lookbook.point', { product: hotspot.product.title })}
          aria-expanded={open === index}
          aria-controls={open === index ? `${baseId}-card` : undefined}
          onClick={() => setOpen(open === index ? null : index)}
        >
          <span aria-hidden="true">+</span>
        </button>
      ))}
      {shown && (
        <section
          id={`${baseId}-card`}
          className={`look-photo__card${shown.y > 55 ? ' look-photo__card--above' : ''}`}
          style={{
            insetInlineStart: `clamp(0%, calc(${shown.x}% - 130px), calc(100% - 260px))`,
            insetBlockStart: shown.y > 55 ? undefined : `calc(${shown.y}% + 28px)`,
            insetBlockEnd: shown.y > 55 ? `calc(${100 - shown.y}% + 28px)` : undefined,
          }}
          aria-label={shown.product.title}
        >
          {shown.product.image && (
            <img src={shown.product.image} alt="" width={64} height={64} loading="lazy" />
          )}
          <div>
            <h3>{shown.product.title}</h3>
            <PriceTag
              charged={shown.product.charged}
              price={shown.product.price}
              currency={shown.product.currency}
            />
            <Link to={`/product/${shown.product.id}`}>{t('pages.lookbook.viewProduct')}</Link>
          </div>
          <button
            type="button"
            className="look-photo__close"
            aria-label={t('pages.lookbook.close')}
            onClick={() => close()}
          >
            <span aria-hidden="true">×</span>
          </button>
        </section>
      )}
    </div>
  );
}
