import { defaultLanguage, type Language } from './languages';
import { readLocaleCookie } from './locale-cookie';

// Each language has its own host; Chinese lives on `cn.`, not `zh.`.
const hostPrefixes = new Map<string, Language>([
  ['en', 'en-US'],
  ['ko', 'ko'],
  ['ja', 'ja'],
  ['cn', 'zh-CN'],
]);

// Keyed by the primary subtag, so every regional variant (zh-TW, ko-KR, en-GB) finds its match.
const browserLanguages = new Map<string, Language>([
  ['en', 'en-US'],
  ['ko', 'ko'],
  ['ja', 'ja'],
  ['zh', 'zh-CN'],
]);

export interface LanguageSources {
  /** `location.host`, e.g. `ja.shop.example` or `localhost:5173`. */
  readonly host: string;
  /** `document.cookie`. */
  readonly cookie: string;
  /** `navigator.languages`, most preferred first. */
  readonly navigatorLanguages: readonly string[];
}

/**
 * The language to show: the host's language prefix wins, then the shopper's saved choice,
 * then the first browser language the storefront speaks, then English.
 *
 * @example detectLanguage({ host: 'localhost', cookie: '', navigatorLanguages: ['ko-KR'] }) // 'ko'
 */
export function detectLanguage({ host, cookie, navigatorLanguages }: LanguageSources): Language {
  return (
    fromHost(host) ?? readLocaleCookie(cookie) ?? fromBrowser(navigatorLanguages) ?? defaultLanguage
  );
}

function fromHost(host: string): Language | undefined {
  const [prefix = '', ...rest] = host.toLowerCase().split('.');
  // A dotless host such as `ko` or `localhost` is a machine name, not a language host.
  return rest.length > 0 ? hostPrefixes.get(prefix) : undefined;
}

function fromBrowser(navigatorLanguages: readonly string[]): Language | undefined {
  for (const tag of navigatorLanguages) {
    const language = browserLanguages.get(tag.toLowerCase().split('-')[0] ?? '');
    if (language) return language;
  }
  return undefined;
}

/** The page's language: the one the server rendered it in, else this browser's (`detectLanguage`). */
export function pageLanguage(rendered: Language | undefined): Language {
  return (
    rendered ??
    detectLanguage({
      host: window.location.host,
      cookie: document.cookie,
      navigatorLanguages: navigator.languages,
    })
  );
}
