import type { CurrencyCode } from '@shop/core/shared';
import { createInstance, type i18n as I18n } from 'i18next';
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { clearAnswers, seedAnswers, watchMisses } from './api/shared-fetch';
import { allTexts } from './i18n/all-texts';
import { detectLanguage } from './i18n/detect-language';
import { type Language, languages } from './i18n/languages';
import { setFirstViewCurrency } from './preference/preference-store';
import { routes } from './routes';
import type { SsrState } from './ssr/ssr-state';
import { renderFirstViews } from './storage/store';

export type { SsrState };
export { detectLanguage, languages };

/** What the server asks to render: the page's URL (path and query) and who it is for. */
export interface FirstViewRequest {
  readonly url: string;
  readonly language: Language;
  readonly currency: CurrencyCode;
  /** API answers the page may read, by path under `/api` (as `requestShared` asks them). */
  readonly answers: Readonly<Record<string, unknown>>;
}

export type FirstView =
  | {
      readonly kind: 'page';
      /** The HTML of `#root`. */
      readonly html: string;
      /** The `<title>` and `<meta>` elements the page rendered, for `<head>`. */
      readonly head: string;
      /** API paths the page asked for that `answers` did not have. */
      readonly missing: readonly string[];
      /** The state to put inline beside the HTML, for hydration (`main.tsx`). */
      readonly state: SsrState;
    }
  /** A redirect or a route that failed: the server sends the plain app instead. */
  | { readonly kind: 'none'; readonly reason: string };

const handler = createStaticHandler(routes);
const translators = new Map<Language, I18n>();

/**
 * One i18next per language, made once, with all its texts (the browser loads the common texts
 * and the page's parts, `text-parts.ts`): renders of different languages never share one.
 */
function translator(language: Language): I18n {
  let made = translators.get(language);
  if (!made) {
    made = createInstance();
    void made.use(initReactI18next).init({
      lng: language,
      fallbackLng: false,
      supportedLngs: languages,
      load: 'currentOnly',
      interpolation: { escapeValue: false },
      resources: { [language]: { translation: allTexts[language] } },
      initAsync: false,
    });
    translators.set(language, made);
  }
  return made;
}

/**
 * Renders the storefront page at `url` as the browser's first render will: the same routes and
 * components, in `language` and `currency`, with `answers` as the API's. Render once, fetch the
 * `missing` paths, render again with them.
 */
export async function renderFirstView(request: FirstViewRequest): Promise<FirstView> {
  const i18n = translator(request.language);
  const context = await handler.query(new Request(new URL(request.url, 'http://storefront')));
  if (context instanceof Response) return { kind: 'none', reason: `status ${context.status}` };
  if (context.errors) return { kind: 'none', reason: 'a route failed' };
  const router = createStaticRouter(handler.dataRoutes, context);
  const missing = new Set<string>();
  let html: string;
  let computed: Record<string, unknown> = {};
  // Synchronous from here to `finally`: no other render sees these answers or this currency.
  try {
    seedAnswers(request.answers);
    watchMisses((path) => missing.add(path));
    setFirstViewCurrency(request.currency);
    computed = renderFirstViews('server');
    html = renderToString(
      <StrictMode>
        <I18nextProvider i18n={i18n}>
          <StaticRouterProvider router={router} context={context} hydrate={false} />
        </I18nextProvider>
      </StrictMode>,
    );
  } finally {
    renderFirstViews(false);
    watchMisses(undefined);
    clearAnswers();
  }
  const { head, body } = takeHead(html);
  return {
    kind: 'page',
    html: body,
    head,
    missing: [...missing],
    state: {
      language: request.language,
      currency: request.currency,
      answers: request.answers,
      computed,
      router: {
        loaderData: context.loaderData,
        actionData: context.actionData,
        errors: context.errors,
      },
    },
  };
}

/**
 * React renders a page's `<title>` and `<meta>` where the page does; in the browser it moves them
 * into `<head>`, and hydration looks for them there. The server does the same.
 */
function takeHead(html: string): { head: string; body: string } {
  const hoisted = /<title>[^<]*<\/title>|<meta [^>]*\/>/g;
  const head = (html.match(hoisted) ?? []).join('');
  return { head, body: html.replace(hoisted, '') };
}
