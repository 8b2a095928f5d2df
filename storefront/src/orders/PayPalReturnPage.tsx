import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate } from 'react-router';
import { RequireLogin } from '../account/RequireLogin';
import { ApiError } from '../api/client';
import { showError } from '../feedback/toasts';
import { cancelPayPal, capturePayPal } from './orders-api';
import { orderResultPath, type PayPalReturn, readPayPalReturn } from './paypal-return';

/** Where this page goes after the shop has heard back about a return, by order and action. */
const settled = new Map<string, Promise<'success' | 'failure' | 'signed-out'>>();

/**
 * Captures or cancels once per return, even when React runs the effect twice or the shopper
 * reloads mid-way (a second capture of the same order is the server's to refuse or repeat).
 */
function settle(paypal: Exclude<PayPalReturn, { action: 'invalid' }>) {
  const key = `${paypal.action}:${paypal.orderNumber}`;
  let outcome = settled.get(key);
  if (!outcome) {
    const call =
      paypal.action === 'capture'
        ? capturePayPal(paypal.orderNumber, paypal.token).then(() => 'success' as const)
        : cancelPayPal(paypal.orderNumber).then(() => 'failure' as const);
    outcome = call.catch((error: unknown) => {
      settled.delete(key);
      // A lost session sends the shopper to sign in and back here; that is not a failure.
      if (error instanceof ApiError && error.status === 401) return 'signed-out' as const;
      showError(error);
      return 'failure' as const;
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

  useEffect(() => {
    const parsed = readPayPalReturn(location.search);
    if (parsed.action === 'invalid') return;
    let current = true;
    void settle(parsed).then((outcome) => {
      if (!current || outcome === 'signed-out') return;
      const state: OrderResultState = { justPlaced: true };
      void navigate(orderResultPath(outcome, parsed.orderNumber), { replace: true, state });
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
      ) : (
        <p className="page-status" role="status">
          <span className="spinner" aria-hidden="true" />
          {paypal.action === 'capture' ? t('orders.paypalCapturing') : t('orders.paypalCancelling')}
        </p>
      )}
    </div>
  );
}
