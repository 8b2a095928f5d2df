import type { i18n as I18n } from 'i18next';
import type { CommonMessages } from './en-US';

let siteName: string | undefined;

/** The i18next event after which translated components re-render with the new name. */
export const siteRenamedEvent = 'shop:site-renamed';

/**
 * A catalogue with site 2's own name (a brand, the same in every language) where the shop's
 * name stands: `shop.name`, which titles and the header show, and the footer's copyright.
 *
 * @example withSiteName(enUS, 'Seoul Snack Depot').shop.name // 'Seoul Snack Depot'
 */
export function withSiteName(messages: CommonMessages, name = siteName): CommonMessages {
  if (!name) return messages;
  return {
    ...messages,
    shop: { ...messages.shop, name },
    footer: {
      ...messages.footer,
      copyright: messages.footer.copyright.replace(messages.shop.name, name),
    },
  };
}

/**
 * Shows `name` as the shop's name from now on: in the catalogues loaded already (the pages
 * re-render) and in any loaded later. Undefined keeps the catalogues' own names (site 1).
 */
export function applySiteName(i18n: I18n, name: string | undefined): void {
  if (!name || name === siteName) return;
  siteName = name;
  for (const language of Object.keys(i18n.store?.data ?? {})) {
    const messages = i18n.getResourceBundle(language, 'translation') as CommonMessages | undefined;
    if (!messages?.shop) continue;
    const renamed = withSiteName(messages, name);
    i18n.addResourceBundle(language, 'translation', renamed, true, true);
  }
  i18n.emit(siteRenamedEvent);
}
