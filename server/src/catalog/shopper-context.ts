import { type CurrencyCode, currencyCodes, type Language, languages } from '@shop/core';
import { z } from 'zod';

/** `lang` and `currency` of a storefront request: what language and money to answer in. */
export const shopperContextSchema = z.object({
  lang: z
    .enum(languages, { error: `lang must be one of ${languages.join(', ')}` })
    .default('en-US'),
  currency: z
    .enum(currencyCodes, { error: `currency must be one of ${currencyCodes.join(', ')}` })
    .default('USD'),
});

export interface ShopperContext {
  readonly lang: Language;
  readonly currency: CurrencyCode;
}
