import { currencies, currencyCodes, type Database, isCurrencyCode, languages } from '@shop/core';
import type { Context } from 'koa';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import { createRouter, publicRoute } from '../http/access.js';
import { AppError } from '../http/app-error.js';
import { describeRoute } from '../http/route-docs.js';
import { affiliateId } from '../site/affiliate-id.js';
import { domainCountryOf } from '../site/domain-country.js';
import { type SiteConfig, siteOfHost } from '../site/site.js';
import { defaultPreference, preferenceView, type StoredPreference } from './preference.js';
import { findPreference, savePreference } from './preference.repository.js';
import { isCountryCode, provincesOf } from './provinces.js';

const token = z.string().regex(/^[\w-]{16,64}$/);
const countryCode = z
  .string()
  .regex(/^[A-Za-z]{2}$/, 'A country code is two letters, such as US or JP.')
  .transform((code) => code.toUpperCase());

/** The language host the preference is for; by default the request's own host. */
const hostQuery = z.object({ host: z.string().max(253).optional() });
/** The visitor's preference token, once they have one. */
const preferenceHeader = z.object({
  Preference: token.optional(),
  domainCountry: z
    .string()
    .regex(/^[A-Za-z]{2}$/)
    .optional()
    .describe('Two letters; a real country becomes the default country of a new visitor.'),
});
const preferenceChange = z
  .object({
    currency: z.enum(currencyCodes, {
      error: `currency must be one of ${currencyCodes.join(', ')}`,
    }),
    country: countryCode.refine(isCountryCode, 'There is no country with this code.'),
    province: z.string().max(100),
    city: z.string().trim().max(100),
    zip: z.string().trim().max(20),
    language: z.enum(languages, { error: `language must be one of ${languages.join(', ')}` }),
    affiliateId,
  })
  .partial()
  .strict();

/** Currency, provinces, and the visitor's preferences kept under the `Preference` header token. */
export function preferenceRoutes({ db, config }: { db: Kysely<Database>; config: SiteConfig }) {
  const router = createRouter();

  router.get(
    '/currency/:code',
    publicRoute,
    describeRoute({ summary: 'A currency’s symbol, decimals and rate' }),
    (ctx) => {
      const code = ctx.params.code?.toUpperCase() ?? '';
      if (!isCurrencyCode(code)) {
        throw new AppError(
          400,
          'unknown_currency',
          `Unknown currency "${ctx.params.code}": use one of ${currencyCodes.join(', ')}.`,
        );
      }
      ctx.body = currencies[code];
    },
  );

  router.get(
    '/provinces/:countryCode',
    publicRoute,
    describeRoute({ summary: 'A country’s provinces', params: z.object({ countryCode }) }),
    (ctx) => {
      ctx.body = provincesOf(countryCode.parse(ctx.params.countryCode));
    },
  );

  router.get(
    '/get-preference',
    publicRoute,
    describeRoute({
      summary: 'The visitor’s preference',
      query: hostQuery,
      headers: preferenceHeader,
    }),
    async (ctx) => {
      const host = hostOf(ctx);
      const { stored, key } = await load(db, ctx, host);
      ctx.body = preferenceView(stored, { token: key, host, site: siteOfHost(host, config) });
    },
  );

  router.post(
    '/set-preference',
    publicRoute,
    describeRoute({
      summary: 'Change the visitor’s preference',
      query: hostQuery,
      headers: preferenceHeader,
      body: preferenceChange,
    }),
    async (ctx) => {
      const change = preferenceChange.parse(ctx.request.body ?? {});
      const host = hostOf(ctx);
      const { stored, key } = await load(db, ctx, host);
      const country = change.country ?? stored.country;
      const provinces = provincesOf(country);
      // A new country without a province named resets it; a named one must be the country's.
      const province = change.province ?? (change.country ? '' : stored.province);
      if (
        province &&
        provinces.length > 0 &&
        !provinces.some((option) => option.value === province)
      ) {
        throw new AppError(
          400,
          'unknown_province',
          `"${province}" is not a province of ${country}.`,
        );
      }
      const next: StoredPreference = {
        ...stored,
        ...change,
        country,
        province,
        affiliateId: change.affiliateId ?? stored.affiliateId,
      };
      const saved = await savePreference(db, key, next);
      ctx.body = {
        data: preferenceView(next, { token: saved, host, site: siteOfHost(host, config) }),
      };
    },
  );

  return router;
}

async function load(db: Kysely<Database>, ctx: Context, host: string) {
  const given = token.safeParse(ctx.get('Preference'));
  const stored = given.success ? await findPreference(db, given.data) : undefined;
  return stored
    ? { stored, key: given.data ?? null }
    : {
        stored: defaultPreference(
          host,
          domainCountryOf({ header: ctx.get('domainCountry'), host }),
        ),
        key: null,
      };
}

function hostOf(ctx: Context): string {
  const host = typeof ctx.query.host === 'string' && ctx.query.host ? ctx.query.host : ctx.hostname;
  return host.slice(0, 253);
}
