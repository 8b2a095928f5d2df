import { walletEntryCodes } from '@shop/core/shared';
import { type ReactNode, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Loaded } from '../api/use-fresh';
import { Pagination } from '../collection/Pagination';
import { formatPrice } from '../money/format-price';
import { useDateFormat } from '../orders/use-date-format';
import type { WalletEntry, WalletEntryPage } from './wallet';

const usd = (amount: number) => formatPrice(amount, 'USD');

/** The wallet's entries, newest first, a page at a time. */
export function WalletEntries({
  entries,
  page,
}: {
  entries: Loaded<WalletEntryPage>;
  page: number;
}) {
  const { t } = useTranslation();
  const formatDate = useDateFormat();
  const headingId = useId();
  let body: ReactNode;
  if (entries.loading) {
    body = (
      <p className="page-status" role="status">
        <span className="spinner" aria-hidden="true" />
        {t('wallet.entriesLoading')}
      </p>
    );
  } else if (!entries.data) {
    body = (
      <div className="notice">
        <p>{t('wallet.entriesFailed')}</p>
        <button type="button" className="button button--outline" onClick={entries.reload}>
          {t('cart.retry')}
        </button>
      </div>
    );
  } else if (entries.data.items.length === 0) {
    body = <p className="empty-state">{t('wallet.noEntries')}</p>;
  } else {
    body = (
      <>
        <p className="muted">{t('wallet.amountsInUsd')}</p>
        <div className="order-table wallet-entries">
          <table>
            <caption className="visually-hidden">{t('wallet.entriesCaption')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('wallet.date')}</th>
                <th scope="col">{t('wallet.entry')}</th>
                <th scope="col" className="amount">
                  {t('wallet.income')}
                </th>
                <th scope="col" className="amount">
                  {t('wallet.outgo')}
                </th>
                <th scope="col" className="amount">
                  {t('wallet.balanceAfter')}
                </th>
              </tr>
            </thead>
            <tbody>
              {entries.data.items.map((entry) => (
                <tr key={entry.id}>
                  <td data-label={t('wallet.date')}>{formatDate(entry.createdAt)}</td>
                  <th scope="row" data-label={t('wallet.entry')}>
                    <EntryWhat entry={entry} />
                  </th>
                  <td data-label={t('wallet.income')} className="amount">
                    {entry.income > 0 ? usd(entry.income) : ''}
                  </td>
                  <td data-label={t('wallet.outgo')} className="amount">
                    {entry.outgo > 0 ? usd(entry.outgo) : ''}
                  </td>
                  <td data-label={t('wallet.balanceAfter')} className="amount">
                    {usd(entry.balance)}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
        <Pagination
          page={page}
          pages={entries.data.pages}
          hrefFor={(target) => `/page/account/wallet${target > 1 ? `?page=${target}` : ''}`}
        />
      </>
    );
  }
  return (
    <section className="wallet-card wallet-entries-section" aria-labelledby={headingId}>
      <h2 id={headingId}>{t('wallet.entries')}</h2>
      {body}
    </section>
  );
}

/** What the entry was: its code in the shopper's language, the order it belongs to, a remark. */
function EntryWhat({ entry }: { entry: WalletEntry }) {
  const { t } = useTranslation();
  const known = (walletEntryCodes as readonly string[]).includes(entry.code);
  return (
    <span className="wallet-entry">
      <span>
        {known ? t(`wallet.codes.${entry.code as (typeof walletEntryCodes)[number]}`) : entry.code}
      </span>
      {entry.orderNumber ? (
        <Link to={`/page/account/dashboard?order=${encodeURIComponent(entry.orderNumber)}`}>
          {t('wallet.forOrder', { number: entry.orderNumber })}
        </Link>
      ) : (
        entry.code === 'ADJUSTMENT' &&
        entry.remark && (
          <span className="muted" dir="auto">
            {entry.remark}
          </span>
        )
      )}
    </span>
  );
}
