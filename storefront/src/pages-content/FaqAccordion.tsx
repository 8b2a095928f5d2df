import { type KeyboardEvent, useId, useRef, useState } from 'react';

export interface AccordionItem {
  readonly id: string;
  readonly question: string;
  readonly answer: string;
}

const moves: Record<string, (index: number, count: number) => number> = {
  ArrowDown: (index, count) => (index + 1) % count,
  ArrowUp: (index, count) => (index - 1 + count) % count,
  Home: () => 0,
  End: (_, count) => count - 1,
};

/**
 * Questions as buttons that show and hide their answers (the WAI-ARIA accordion pattern):
 * Enter or Space toggles, the arrow keys, Home and End move between questions. Several answers
 * may be open at once.
 */
export function FaqAccordion({ items }: { items: readonly AccordionItem[] }) {
  const baseId = useId();
  const [open, setOpen] = useState<ReadonlySet<string>>(new Set());
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);

  function toggle(id: string) {
    setOpen((current) => {
      const next = new Set(current);
      if (!next.delete(id)) next.add(id);
      return next;
    });
  }

  function onKeyDown(event: KeyboardEvent, index: number) {
    const move = moves[event.key];
    if (!move) return;
    event.preventDefault();
    buttons.current[move(index, items.length)]?.focus();
  }

  return (
    <div className="faq-accordion">
      {items.map((item, index) => {
        const expanded = open.has(item.id);
        const panelId = `${baseId}-${item.id}`;
        return (
          <div key={item.id} className="faq-accordion__item">
            <h3 className="faq-accordion__heading">
              <button
                ref={(element) => {
                  buttons.current[index] = element;
                }}
                type="button"
                className="faq-accordion__button"
                aria-expanded={expanded}
                aria-controls={panelId}
                id={`${panelId}-button`}
                onClick={() => toggle(item.id)}
                onKeyDown={(event) => onKeyDown(event, index)}
              >
                <span>{item.question}</span>
                <span className="faq-accordion__sign" aria-hidden="true">
                  {expanded ? '−' : '+'}
                </span>
              </button>
            </h3>
            <section
              id={panelId}
              aria-labelledby={`${panelId}-button`}
              className="faq-accordion__panel"
              hidden={!expanded}
            >
              {item.answer.split(/\n{2,}/).map((paragraph) => (
                <p key={paragraph}>{paragraph}</p>
              ))}
            </section>
          </div>
        );
      })}
    </div>
  );
}
