import { type KeyboardEvent, type ReactNode, useId, useRef } from 'react';

export interface TabItem<K extends string> {
  readonly key: K;
  readonly label: string;
}

/**
 * WAI-ARIA tabs: one tab stop, arrow keys (and Home/End) move between tabs and show them.
 * Only the selected panel is rendered, so a tab's data loads when it is opened.
 */
export function Tabs<K extends string>({
  label,
  items,
  selected,
  onSelect,
  children,
}: {
  label: string;
  items: readonly TabItem<K>[];
  selected: K;
  onSelect: (key: K) => void;
  children: ReactNode;
}) {
  const id = useId();
  const tabs = useRef(new Map<K, HTMLButtonElement>());

  function onKeyDown(event: KeyboardEvent) {
    const index = items.findIndex(({ key }) => key === selected);
    const rtl = getComputedStyle(event.currentTarget).direction === 'rtl';
    const forward = rtl ? 'ArrowLeft' : 'ArrowRight';
    const backward = rtl ? 'ArrowRight' : 'ArrowLeft';
    const target = {
      [forward]: (index + 1) % items.length,
      [backward]: (index - 1 + items.length) % items.length,
      Home: 0,
      End: items.length - 1,
    }[event.key];
    const next = target === undefined ? undefined : items[target];
    if (!next) return;
    event.preventDefault();
    onSelect(next.key);
    tabs.current.get(next.key)?.focus();
  }

  return (
    <div className="tabs">
      <div className="tabs__list" role="tablist" aria-label={label} onKeyDown={onKeyDown}>
        {items.map(({ key, label: tabLabel }) => (
          <button
            key={key}
            ref={(element) => {
              if (element) tabs.current.set(key, element);
              else tabs.current.delete(key);
            }}
            type="button"
            role="tab"
            id={`${id}-${key}-tab`}
            aria-selected={key === selected}
            aria-controls={`${id}-panel`}
            tabIndex={key === selected ? 0 : -1}
            className="tabs__tab"
            onClick={() => onSelect(key)}
          >
            {tabLabel}
          </button>
        ))}
      </div>
      <div
        className="tabs__panel"
        role="tabpanel"
        id={`${id}-panel`}
        aria-labelledby={`${id}-${selected}-tab`}
      >
        {children}
      </div>
    </div>
  );
}
