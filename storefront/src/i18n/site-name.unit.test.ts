import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import { enUS } from './en-US';
import { ja } from './ja';
import { applySiteName, withSiteName } from './site-name';

describe('site 2’s name', () => {
  it('takes the shop’s name in the title texts and the copyright, in every language', () => {
    const renamed = withSiteName(ja, 'Seoul Snack Depot');
    expect(renamed.shop.name).toBe('Seoul Snack Depot');
    expect(renamed.footer.copyright).toBe('© {{year}} Seoul Snack Depot 無断転載を禁じます。');
    expect(renamed.home).toBe(ja.home);
  });

  it('renames the catalogues loaded already and is kept for later ones', async () => {
    const i18n = i18next.createInstance();
    await i18n.init({ lng: 'en-US', resources: { 'en-US': { translation: enUS } } });
    expect(i18n.t('shop.name')).toBe('Pacific Pantry');
    applySiteName(i18n, undefined);
    expect(i18n.t('shop.name')).toBe('Pacific Pantry');
    applySiteName(i18n, 'Seoul Snack Depot');
    expect(i18n.t('shop.name')).toBe('Seoul Snack Depot');
    expect(i18n.t('footer.copyright', { year: 2026 })).toBe(
      '© 2026 Seoul Snack Depot. All rights reserved.',
    );
    expect(withSiteName(ja).shop.name).toBe('Seoul Snack Depot');
  });
});
