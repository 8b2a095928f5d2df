import { type Config, type Database, languages, policyPages } from '@shop/core';
import type { Kysely } from 'kysely';
import { linkOrigin } from '../auth/link-origin.js';
import { createRouter, publicRoute } from '../http/access.js';
import { describeRoute } from '../http/route-docs.js';
import { languageOfHost } from '../preference/preference.js';

/** At most this many product pages in one sitemap (the protocol allows 50,000 URLs). */
const maxProducts = 45_000;

/**
 * `/robots.txt` and `/sitemap.xml` for the language host asked (`ja.shop.example`): the home
 * page, each category, each listed product and the policy pages in the host's language where
 * written, else English. The account pages, the API and the back office are not for robots.
 */
export function crawlerRoutes({ db, config }: { db: Kysely<Database>; config: Config }) {
  const router = createRouter();

  router.get(
    '/robots.txt',
    publicRoute,
    describeRoute({
      summary: 'robots.txt for the language host asked',
      success: { mediaType: 'text/plain' },
    }),
    (ctx) => {
      const origin = linkOrigin(ctx, config.PUBLIC_HOST);
      ctx.type = 'text/plain; charset=utf-8';
      ctx.set('Cache-Control', 'public, max-age=3600');
      ctx.body = [
        'User-agent: *',
        'Disallow: /api/',
        'Disallow: /admin/',
        'Disallow: /page/account/',
        'Disallow: /s',
        '',
        `Sitemap: ${origin}/sitemap.xml`,
        '',
      ].join('\n');
    },
  );

  router.get(
    '/sitemap.xml',
    publicRoute,
    describeRoute({
      summary: 'The sitemap of the language host asked',
      success: { mediaType: 'application/xml' },
    }),
    async (ctx) => {
      const origin = linkOrigin(ctx, config.PUBLIC_HOST);
      const language = languageOfHost(ctx.hostname) ?? 'en-US';
      const [categories, products] = await Promise.all([
        db
          .selectFrom('products')
          .select('category')
          .distinct()
          .where('listed', '=', true)
          .orderBy('category')
          .execute(),
        db
          .selectFrom('products')
          .select('id')
          .where('listed', '=', true)
          .orderBy('id')
          .limit(maxProducts)
          .execute(),
      ]);
      const paths = [
        '/',
        '/collection/all',
        ...categories.map(({ category }) => `/collection/${encodeURIComponent(category)}`),
        ...products.map(({ id }) => `/product/${id}`),
        ...Object.entries(policyPages).map(([name, written]) => {
          const shown = (written as readonly string[]).includes(language) ? language : languages[0];
          return `/terms/${name}.${shown}`;
        }),
      ];
      ctx.type = 'application/xml; charset=utf-8';
      ctx.set('Cache-Control', 'public, max-age=3600');
      ctx.body = [
        '<?xml version="1.0" encoding="UTF-8"?>',
        '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
        ...paths.map((path) => `  <url><loc>${escapeXml(origin + path)}</loc></url>`),
        '</urlset>',
        '',
      ].join('\n');
    },
  );

  return router;
}

function escapeXml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;');
}
