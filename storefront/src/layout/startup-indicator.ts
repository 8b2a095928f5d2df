import { finishMs } from './loading-bar-phases';

/** The start-up bar is finished after this long even if the app has not rendered (spec §9). */
export const startupLimitMs = 3000;
const id = 'startup-indicator';

type Doc = Pick<Document, 'getElementById' | 'createElement' | 'body'>;

/**
 * The loading bar while the app starts (its chunks, the language, the first page's data), before
 * React draws its own. It finishes when the app has rendered, or after 3 s whatever happens.
 */
export function startStartupIndicator(doc: Doc): void {
  if (doc.getElementById(id)) return;
  const bar = doc.createElement('div');
  bar.id = id;
  bar.className = 'loading-bar loading-bar--loading';
  bar.setAttribute('aria-hidden', 'true');
  doc.body.append(bar);
  setTimeout(() => finishStartupIndicator(doc), startupLimitMs);
}

/** Fills and fades the start-up bar, then removes it; once. */
export function finishStartupIndicator(doc: Pick<Document, 'getElementById'>): void {
  const bar = doc.getElementById(id);
  if (!bar || bar.dataset.state === 'done') return;
  bar.dataset.state = 'done';
  bar.className = 'loading-bar loading-bar--done';
  setTimeout(() => bar.remove(), finishMs);
}
