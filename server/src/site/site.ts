import type { Config } from '@shop/core';
import { z } from 'zod';

/** Which shop a host is: 1, the default, or 2, the regional reseller's (spec §9). */
export interface Site {
  readonly id: 1 | 2;
  readonly name: string;
}

export type SiteConfig = Pick<Config, 'SITE_NAME' | 'RESELLER_SITE_HOSTS' | 'RESELLER_SITE_NAME'>;

/**
 * The site a request's host belongs to: site 2 for a configured reseller host or a subdomain of
 * one (`ko.snacks.example.kr`), else site 1.
 *
 * @example siteOfHost('ko.snacks.example.kr', config) // { id: 2, name: 'Seoul Snack Depot' }
 */
export function siteOfHost(host: string, config: SiteConfig): Site {
  const hostname = host.toLowerCase().replace(/:\d+$/, '').replace(/\.$/, '');
  const reseller = config.RESELLER_SITE_HOSTS.some(
    (siteHost) => hostname === siteHost || hostname.endsWith(`.${siteHost}`),
  );
  return reseller ? { id: 2, name: config.RESELLER_SITE_NAME } : { id: 1, name: config.SITE_NAME };
}

/** A site id in a filter: 1 or 2, as a number or its text. */
export const siteIdFilter = z.coerce
  .number()
  .pipe(z.union([z.literal(1), z.literal(2)], { error: 'siteId is 1 or 2' }));

/** The name a mail sent for this host carries in its subject: site 2's, none for site 1. */
export function mailSiteName(host: string, config: SiteConfig): string | undefined {
  const site = siteOfHost(host, config);
  return site.id === 2 ? site.name : undefined;
}
