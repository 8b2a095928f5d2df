import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import { catalogueBackend } from './catalogue-backend';
import { type CommonMessages, enUS } from './en-US';
import type { Language } from './languages';
import { applySiteName } from './site-name';

describe('the catalogue backend', () => {
  it('shows site 2’s name when it arrives while the catalogue is on its way to the store', async () => {
    let arrive: (messages: CommonMessages) => void = () => {};
    const chunk = new Promise<CommonMessages>((resolve) => {
      arrive = resolve;
    });
    let asked: () => void = () => {};
    const loading = new Promise<void>((resolve) => {
      asked = resolve;
    });
    const never = () => new Promise<CommonMessages>(() => {});
    const catalogues: Record<Language, () => Promise<CommonMessages>> = {
      'en-US': () => {
        asked();
        return chunk;
      },
      ko: never,
      ja: never,
      'zh-CN': never,
    };
    const i18n = i18next.createInstance();
    const started = i18n.use(catalogueBackend(catalogues)).init({
      lng: 'en-US',
      ns: ['translation'],
      fallbackLng: false,
      load: 'currentOnly',
    });
    // The chunk arrives, and the preference's answer lands in a later turn but before i18next
    // has stored the catalogue: nothing is in the store yet for `applySiteName` to rename.
    await loading;
    arrive(enUS);
    queueMicrotask(() => applySiteName(i18n, 'Seoul Snack Depot'));
    await started;
    expect(i18n.t('shop.name')).toBe('Seoul Snack Depot');
    expect(i18n.t('footer.copyright', { year: 2026 })).toBe(
      '© 2026 Seoul Snack Depot. All rights reserved.',
    );
  });

  it('says which language has no catalogue', async () => {
    const backend = catalogueBackend({} as Record<Language, () => Promise<CommonMessages>>);
    const error = await new Promise((resolve) =>
      (backend as { read: (l: string, n: string, cb: (e: unknown) => void) => void }).read(
        'fr',
        'translation',
        resolve,
      ),
    );
    expect(String(error)).toContain('No catalogue for fr');
  });
});
