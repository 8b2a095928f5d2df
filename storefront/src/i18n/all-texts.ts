import type { AccountMessages } from './account.en-US';
import { accountEnUS } from './account.en-US';
import { accountJa } from './account.ja';
import { accountKo } from './account.ko';
import { accountZhCN } from './account.zh-CN';
import type { CheckoutMessages } from './checkout.en-US';
import { checkoutEnUS } from './checkout.en-US';
import { checkoutJa } from './checkout.ja';
import { checkoutKo } from './checkout.ko';
import { checkoutZhCN } from './checkout.zh-CN';
import { type CommonMessages, enUS, type Messages } from './en-US';
import { ja } from './ja';
import { ko } from './ko';
import type { Language } from './languages';
import type { OrdersMessages } from './orders.en-US';
import { ordersEnUS } from './orders.en-US';
import { ordersJa } from './orders.ja';
import { ordersKo } from './orders.ko';
import { ordersZhCN } from './orders.zh-CN';
import { type PagesMessages, pagesEnUS } from './pages.en-US';
import { pagesJa } from './pages.ja';
import { pagesKo } from './pages.ko';
import { pagesZhCN } from './pages.zh-CN';
import type { WalletMessages } from './wallet.en-US';
import { walletEnUS } from './wallet.en-US';
import { walletJa } from './wallet.ja';
import { walletKo } from './wallet.ko';
import { walletZhCN } from './wallet.zh-CN';
import { zhCN } from './zh-CN';

/**
 * The common catalogue and its parts as one, the way i18next looks keys up across them: two
 * sections (`account`, `pages`) have keys in both.
 */
function allOf(
  common: CommonMessages,
  account: AccountMessages,
  checkout: CheckoutMessages,
  orders: OrdersMessages,
  wallet: WalletMessages,
  pages: PagesMessages,
): Messages {
  return {
    ...common,
    ...checkout,
    ...orders,
    ...wallet,
    account: { ...common.account, ...account.account },
    pages: { ...common.pages, ...pages.pages },
  };
}

/** Every text in every language, for tests and checks; the storefront loads them in parts. */
export const allTexts: Record<Language, Messages> = {
  'en-US': allOf(enUS, accountEnUS, checkoutEnUS, ordersEnUS, walletEnUS, pagesEnUS),
  ko: allOf(ko, accountKo, checkoutKo, ordersKo, walletKo, pagesKo),
  ja: allOf(ja, accountJa, checkoutJa, ordersJa, walletJa, pagesJa),
  'zh-CN': allOf(zhCN, accountZhCN, checkoutZhCN, ordersZhCN, walletZhCN, pagesZhCN),
};
