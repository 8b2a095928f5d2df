import type { Language } from './languages';

/**
 * The catalogue's parts beyond the common texts (`catalogues.ts`), each an i18next namespace of
 * its own, loaded with the pages that show them (`pages.ts`) and with the panels that do (the cart
 * panel's totals): a first load fetches the common texts only. Their keys keep the common
 * catalogue's shape (`t('checkout.title')`): i18next looks a key up in the common texts, then in
 * each part (`fallbackNS`).
 */
export const textParts = ['account', 'checkout', 'orders', 'wallet', 'pages'] as const;

export type TextPart = (typeof textParts)[number];

// Each part in each language is a chunk of its own; each file exports the one object.
const partFiles = import.meta.glob<Record<string, object>>(
  './{account,checkout,orders,wallet,pages}.{en-US,ko,ja,zh-CN}.ts',
);

export function isTextPart(name: string): name is TextPart {
  return (textParts as readonly string[]).includes(name);
}

/** One part's texts in one language. */
export async function loadTextPart(part: TextPart, language: Language): Promise<object> {
  const load = partFiles[`./${part}.${language}.ts`];
  if (!load) throw new Error(`No ${part} texts in ${language}`);
  const [texts] = Object.values(await load());
  if (!texts) throw new Error(`No ${part} texts in ${language}`);
  return texts;
}

const needed = new Set<TextPart>();
let loadParts: ((parts: readonly TextPart[]) => Promise<unknown>) | undefined;

/**
 * Loads `parts` into i18next in the shopper's language; a page's chunk waits for it, so the page
 * renders translated. Asked before i18next starts (the first page's route), the parts are
 * remembered and loaded with the common texts (`init-i18n.ts`); later languages load them too.
 *
 * @example const load = () => Promise.all([import('./CheckoutPage'), needTexts(['checkout'])]);
 */
export async function needTexts(parts: readonly TextPart[]): Promise<void> {
  for (const part of parts) needed.add(part);
  await loadParts?.(parts);
}

/** The parts asked for so far, which every language the shopper picks must have. */
export function neededTextParts(): TextPart[] {
  return [...needed];
}

/** Called by `init-i18n.ts` once i18next has started: how a part gets into it. */
export function loadTextPartsWith(load: (parts: readonly TextPart[]) => Promise<unknown>): void {
  loadParts = load;
}
