import type { CurrencyCode } from '@shop/core/shared';
import type { HydrationState } from 'react-router';
import type { Language } from '../i18n/languages';

/** The id of the `<script type="application/json">` that carries a server-rendered page's state. */
export const ssrStateId = 'ssr-state';

/**
 * What the server rendered a page with (`entry-server.tsx`), inline in the page, so the browser's
 * first render is the same: the API answers the page read (path under `/api` → answer), the
 * shopper's language and currency, and the router's state.
 */
export interface SsrState {
  readonly language: Language;
  readonly currency: CurrencyCode;
  readonly answers: Readonly<Record<string, unknown>>;
  /** What `useServerValue` computed on the server, by key. */
  readonly computed: Record<string, unknown>;
  readonly router: HydrationState;
}

let read: SsrState | null | undefined;

/**
 * The server's state for this page, or null when the page came without one (the plain
 * index.html: the app renders on its own). Read once; `boot.ts` and `main.tsx` both ask.
 */
export function serverState(doc: Document): SsrState | null {
  if (read !== undefined) return read;
  read = null;
  const text = doc.getElementById(ssrStateId)?.textContent;
  if (!text || !doc.getElementById('root')?.hasChildNodes) return read;
  try {
    read = JSON.parse(text) as SsrState;
  } catch {
    read = null;
  }
  return read;
}
