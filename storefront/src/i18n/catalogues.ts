import type { CommonMessages } from './en-US';
import type { Language } from './languages';

/**
 * Each language's common texts (the layout's and the landing pages'; `text-parts.ts` has the
 * rest) as a chunk of its own: a shopper downloads only the language shown
 * (fetched at start-up by `boot.ts`, beside the app) and another one when they pick it.
 */
export const catalogues: Record<Language, () => Promise<CommonMessages>> = {
  'en-US': async () => (await import('./en-US')).enUS,
  ko: async () => (await import('./ko')).ko,
  ja: async () => (await import('./ja')).ja,
  'zh-CN': async () => (await import('./zh-CN')).zhCN,
};
