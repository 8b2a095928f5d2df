import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { AccountLayout } from '../account/AccountLayout';
import { RequireLogin } from '../account/RequireLogin';
import { useFresh } from '../api/use-fresh';
import { useCurrency } from '../preference/preference-store';
import { DepositNotice, type DepositStatus } from './DepositNotice';
import { type DepositReturn, readDepositReturn } from './deposit-return';
import { settleDeposit } from './settle-deposit';
import { TopUpForm } from './TopUpForm';
import { WalletBalanceCard } from './WalletBalanceCard';
import { WalletEntries } from './WalletEntries';
import { entriesPageSize } from './wallet';
import { fetchWallet, fetchWalletEntries } from './wallet-api';

/** `/page/account/wallet`: the balance, a top-up through PayPal, and the entries. */
export function WalletPage() {
  return (
    <RequireLogin>
      <Wallet />
    </RequireLogin>
  );
}

function Wallet() {
  const { t } = useTranslation();
  const currency = useCurrency();
  const location = useLocation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const page = Math.max(1, Math.floor(Number(params.get('page')) || 1));
  const loadBalance = useCallback((code: string) => fetchWallet(code as typeof currency), []);
  const balance = useFresh(currency, loadBalance);
  const loadEntries = useCallback(
    (key: string) => fetchWalletEntries(Number(key), entriesPageSize),
    [],
  );
  const entries = useFresh(String(page), loadEntries);
  const [deposit, setDeposit] = useState<DepositStatus>();
  const [returned, setReturned] = useState<DepositReturn>({ action: 'none' });

  // Back from PayPal: confirm the top-up once, then show the wallet with it.
  useEffect(() => {
    const back = readDepositReturn(location.search);
    if (back.action === 'none') return;
    setReturned(back);
    if (back.action === 'cancelled') {
      setDeposit({ kind: 'cancelled' });
      void navigate('/page/account/wallet', { replace: true });
      return;
    }
    let current = true;
    setDeposit({ kind: 'capturing' });
    void settleDeposit(back.depositId).then((outcome) => {
      if (!current || outcome.kind === 'signed-out') return;
      setDeposit(outcome);
      if (outcome.kind === 'completed') void navigate('/page/account/wallet', { replace: true });
    });
    return () => {
      current = false;
    };
  }, [location.search, navigate]);

  const reloadBalance = balance.reload;
  const reloadEntries = entries.reload;
  useEffect(() => {
    if (deposit?.kind !== 'completed') return;
    reloadBalance();
    reloadEntries();
  }, [deposit, reloadBalance, reloadEntries]);

  return (
    <AccountLayout title={t('wallet.title')}>
      <div className="wallet">
        {deposit && (
          <DepositNotice
            status={deposit}
            depositId={returned.action === 'none' ? undefined : returned.depositId}
          />
        )}
        <div className="wallet__top">
          <WalletBalanceCard balance={balance} />
          <TopUpForm defaultCurrency={currency} />
        </div>
        <WalletEntries entries={entries} page={page} />
      </div>
    </AccountLayout>
  );
}
