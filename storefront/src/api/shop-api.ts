import { createApiClient } from './client';
import { domainCountryCode } from './domain-country';

/** The storefront's one API client; route loaders and actions call the server through it. */
export const shopApi = createApiClient({ domainCountry: domainCountryCode(window.location.host) });
