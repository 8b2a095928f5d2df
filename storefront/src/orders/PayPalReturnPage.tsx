import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate } from 'react-router';
import { RequireLogin } from '../account/RequireLogin';
import { useFresh } from '../api/use-fresh';
import { showError } from '../feedback/toasts';
import { cancelPayPal, capturePayPal, fetchOrder } from './orders-api';
import {
  type CaptureOutcome,
  captureRefusal,
  orderResultPath,
  type PayPalReturn,
  readPayPalReturn,
} from './paypal-return';

/** What came of a return, by order and action. */
const settled = new Map<string, Promise<CaptureOutcome>>();

/**
 * Captures or cancels once per return, even when React runs the effect twice or the shopper
 * reloads mid-way (a second capture of the same order is the server's to refuse or repeat).
 */
function settle(paypal: Exclude<PayPalReturn, { action: 'invalid' }>): Promise<CaptureOutcome> {
  const key = `${paypal.action}:${paypal.orderNumber}`;
  let outcome = settled.get(key);
  if (!outcome) {
    const call =
      paypal.action === 'capture'
        ? capturePayPal(paypal.orderNumber, paypal.token).then(() => ({ kind: 'paid' }) as const)
        : cancelPayPal(paypal.orderNumber).then(() => ({ kind: 'cancelled' }) as const);
    outcome = call.catch((error: unknown) => {
      // Another try (after approving again at PayPal) must capture again.
      settled.delete(key);
      const refusal = captureRefusal(error);
      if (refusal.kind === 'failed') showError(error);
      return refusal;
    });
    settled.set(key, outcome);
  }
  return outcome;
}

/** The justPlaced state tells the result page the order was placed in this visit. */
export interface OrderResultState {
  readonly justPlaced: true;
}

/** `/page/account/PayPal`: where PayPal sends the browser back. */
export function PayPalReturnPage() {
  return (
    <RequireLogin>
      <PayPalReturnStatus />
    </RequireLogin>
  );
}

function PayPalReturnStatus() {
  const { t } = useTranslation();
  const location = useLocation();
  const navigate = useNavigate();
  const paypal = readPayPalReturn(location.search);
  const [declined, setDeclined] = useState<'declined' | 'mismatch'>();

  useEffect(() => {
    const parsed = readPayPalReturn(location.search);
    if (parsed.action === 'invalid') return;
    let current = true;
    setDeclined(undefined);
    void settle(parsed).then((outcome) => {
      if (!current) return;
      // A lost session sends the shopper to sign in and back here; that is not a failure.
      if (outcome.kind === 'signed-out') return;
      if (outcome.kind === 'declined') {
        setDeclined(outcome.reason);
        return;
      }
      const state: OrderResultState = { justPlaced: true };
      const result = outcome.kind === 'paid' ? 'success' : 'failure';
      void navigate(orderResultPath(result, parsed.orderNumber), { replace: true, state });
    });
    return () => {
      current = false;
    };
  }, [location.search, navigate]);

  return (
    <div className="container result-page">
      <title>{`${t('orders.paypalTitle')} | ${t('shop.name')}`}</title>
      <h1 className="page-title">{t('orders.paypalTitle')}</h1>
      {paypal.action === 'invalid' ? (
        <div className="notice notice--warning">
          <p>{t('orders.paypalInvalid')}</p>
          <Link to="/page/account/dashboard">{t('orders.viewOrders')}</Link>
        </div>
      ) : declined ? (
        <PayAgain orderNumber={paypal.orderNumber} reason={declined} />
      ) : (
        <p className="page-status" role="status">
          <span className="spinner" aria-hidden="true" />
          {paypal.action === 'capture' ? t('orders.paypalCapturing') : t('orders.paypalCancelling')}
        </p>
      )}
    </div>
  );
}

/**
 * PayPal refused the money: the order is still "Not paid yet" and its PayPal link still works,
 * so the shopper may approve again there (with another card or account).
 */
function PayAgain({
  orderNumber,
  reason,
}: {
  orderNumber: string;
  reason: 'declined' | 'mismatch';
}) {
  const { t } = useTranslation();
  const load = useCallback((number: string) => fetchOrder(number), []);
  const order = useFresh(orderNumber, load);
  const approvalUrl = order.data?.approvalUrl;
  return (
    <div className="notice notice--warning" role="alert">
      <p>{reason === 'declined' ? t('orders.paymentDeclined') : t('orders.paymentMismatch')}</p>
      {order.data && !approvalUrl && <p>{t('orders.orderCancelledNoPay')}</p>}
      <div className="result-page__actions">
        {approvalUrl && (
          <a className="button" href={approvalUrl}>
            {t('orders.backToPayPal')}
          </a>
        )}
        <Link
          className="button button--outline"
          to={`/page/account/dashboard?order=${encodeURIComponent(orderNumber)}`}
        >
          {t('orders.detailTitle', { number: orderNumber })}
        </Link>
      </div>
    </div>
  );
}
