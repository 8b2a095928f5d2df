import type { BackendModule, ResourceKey } from 'i18next';
import type { CommonMessages } from './en-US';
import type { Language } from './languages';
import { withSiteName } from './site-name';
import { isTextPart, loadTextPart } from './text-parts';

/**
 * The i18next backend: each language's common texts from `load` and the parts from their own
 * chunks (`text-parts.ts`).
 *
 * Site 2's name goes into the common texts in the same turn as i18next stores them. Taken any
 * earlier (when the chunk arrives, say), a name that `applySiteName` set between the two turns
 * would miss this catalogue, which was not in the store yet for it to rename, and the
 * regional reseller's header would show the shop's own name.
 */
export function catalogueBackend(
  catalogues: Record<Language, () => Promise<CommonMessages>>,
): BackendModule {
  return {
    type: 'backend',
    init() {},
    read(language, namespace, callback) {
      const load = catalogues[language as Language];
      if (!load) return callback(new Error(`No catalogue for ${language}`), false);
      if (isTextPart(namespace)) {
        loadTextPart(namespace, language as Language).then(
          (messages) => callback(null, messages as ResourceKey),
          (error: Error) => callback(error, false),
        );
        return;
      }
      load().then(
        (messages) => callback(null, withSiteName(messages) as unknown as ResourceKey),
        (error: Error) => callback(error, false),
      );
    },
  };
}
