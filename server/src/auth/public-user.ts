import {
  type CurrencyCode,
  currencies,
  type Database,
  isCurrencyCode,
  type Role,
} from '@shop/core';
import type { Context } from 'koa';
import type { Kysely } from 'kysely';
import type { Authentication } from '../http/app-state.js';
import { findPreference } from '../preference/preference.repository.js';

/** The signed-in user as the storefront and the back office read it. */
export interface PublicUser {
  readonly id: string;
  readonly email: string;
  readonly role: Role;
  readonly displayName: string;
  readonly language: { readonly code: string };
  readonly country: { readonly code: string };
  readonly currency: { readonly code: CurrencyCode; readonly rate: number };
}

/**
 * The user with the country and currency the visitor chose (the `Preference` header's token),
 * else the spec's defaults, US and USD.
 *
 * @example
 * ctx.body = { user: await publicUser(db, ctx, ctx.state.auth.user) };
 */
export async function publicUser(
  db: Kysely<Database>,
  ctx: Context,
  user: Authentication['user'],
): Promise<PublicUser> {
  const token = ctx.get('Preference');
  // Tokens are short; a longer header is not one and needs no query.
  const preference = token && token.length <= 64 ? await findPreference(db, token) : undefined;
  const currencyCode =
    preference && isCurrencyCode(preference.currency) ? preference.currency : 'USD';
  return {
    id: user.id,
    email: user.email,
    role: user.role,
    displayName: user.display_name,
    language: { code: user.language },
    country: { code: preference?.country ?? 'US' },
    currency: { code: currencyCode, rate: currencies[currencyCode].rate },
  };
}
