import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useFresh } from '../api/use-fresh';
import { formatPrice } from '../money/format-price';
import { FormAlert } from '../ui/FormAlert';
import type { DepositOutcome } from './deposit-return';
import { fetchDeposit } from './wallet-api';

/** Where a top-up that came back from PayPal stands. */
export type DepositStatus =
  | Exclude<DepositOutcome, { kind: 'signed-out' }>
  | { readonly kind: 'capturing' }
  | { readonly kind: 'cancelled' };

export function DepositNotice({
  status,
  depositId,
}: {
  status: DepositStatus;
  depositId?: string;
}) {
  const { t } = useTranslation();
  switch (status.kind) {
    case 'capturing':
      return (
        <p className="page-status" role="status">
          <span className="spinner" aria-hidden="true" />
          {t('wallet.capturing')}
        </p>
      );
    case 'completed':
      return (
        <FormAlert kind="success">
          {t('wallet.toppedUp', { amount: formatPrice(status.amount, 'USD') })}
        </FormAlert>
      );
    case 'cancelled':
      return <FormAlert kind="info">{t('wallet.cancelled')}</FormAlert>;
    case 'declined':
      return depositId ? <DepositDeclined depositId={depositId} /> : null;
    case 'failed':
      return <FormAlert kind="error">{t('wallet.captureFailed')}</FormAlert>;
  }
}

/** PayPal refused the money; the deposit's PayPal page still takes another card or account. */
function DepositDeclined({ depositId }: { depositId: string }) {
  const { t } = useTranslation();
  const load = useCallback((id: string) => fetchDeposit(id), []);
  const deposit = useFresh(depositId, load);
  return (
    <div className="notice notice--warning" role="alert">
      <p>{t('wallet.declined')}</p>
      {deposit.data?.approvalUrl && (
        <a className="button" href={deposit.data.approvalUrl}>
          {t('wallet.backToPayPal')}
        </a>
      )}
    </div>
  );
}
