import { type ReactNode, useId, useState } from 'react';

/** A collapsible block of the filter sidebar. */
export function FilterBlock({ title, children }: { title: string; children: ReactNode }) {
  const [open, setOpen] = useState(true);
  const contentId = useId();
  return (
    <section className="filter-block">
      <h3>
        <button
          type="button"
          className="filter-block__toggle"
          aria-expanded={open}
          aria-controls={contentId}
          onClick={() => setOpen(!open)}
        >
          {title}
        </button>
      </h3>
      <div id={contentId} className="filter-block__content" hidden={!open}>
        {children}
      </div>
    </section>
  );
}
