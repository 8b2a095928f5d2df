import { createApiClient } from './client';
import { domainCountryCode } from './domain-country';

/**
 * The storefront's one API client. `location` is read defensively because the unit tests render
 * pages in Node, where there is none.
 */
export const shopApi = createApiClient({
  domainCountry: domainCountryCode(globalThis.location?.host ?? 'localhost'),
});
