import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { Loaded } from '../api/use-fresh';
import { formatPrice } from '../money/format-price';
import type { WalletBalance } from './wallet';

/** The balance in the shopper's currency, and in the US dollars it is kept in. */
export function WalletBalanceCard({ balance }: { balance: Loaded<WalletBalance> }) {
  const { t } = useTranslation();
  const headingId = useId();
  return (
    <section className="wallet-card wallet-balance" aria-labelledby={headingId}>
      <h2 id={headingId}>{t('wallet.balance')}</h2>
      {balance.loading ? (
        <p className="page-status" role="status">
          <span className="spinner" aria-hidden="true" />
          {t('wallet.balanceLoading')}
        </p>
      ) : balance.data ? (
        <>
          <p className="wallet-balance__amount">
            {formatPrice(balance.data.balance, balance.data.currency)}
          </p>
          {balance.data.currency !== 'USD' && (
            <p className="muted">
              {t('wallet.balanceUsd', { amount: formatPrice(balance.data.balanceUsd, 'USD') })}
            </p>
          )}
        </>
      ) : (
        <div>
          <p>{t('wallet.balanceFailed')}</p>
          <button type="button" className="button button--outline" onClick={balance.reload}>
            {t('cart.retry')}
          </button>
        </div>
      )}
    </section>
  );
}
