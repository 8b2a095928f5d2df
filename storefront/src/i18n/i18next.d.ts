import 'i18next';
import type { Messages } from './en-US';

// Makes `t('…')` reject a key that English (and so every language) does not have.
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    resources: { translation: Messages };
  }
}
