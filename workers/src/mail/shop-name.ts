import { isLanguage, type Language } from '@shop/core';

/** Site 1's name as its storefront shows it in each language (`shop.name` in its catalogues). */
const siteOneNames: Record<Language, string> = {
  'en-US': 'Pacific Pantry',
  ko: '퍼시픽 팬트리',
  ja: 'パシフィック・パントリー',
  'zh-CN': '太平洋食品铺',
};

/**
 * The shop's name in a mail's text: site 2's own name (a brand, the same in every language) for
 * a mail sent for the regional reseller's host, else site 1's name in the mail's language.
 *
 * @example mailShopName('ko') // '퍼시픽 팬트리'
 * @example mailShopName('ko', 'Seoul Snack Depot') // 'Seoul Snack Depot'
 */
export function mailShopName(language: string, siteName?: string | undefined): string {
  return siteName ?? siteOneNames[isLanguage(language) ? language : 'en-US'];
}
