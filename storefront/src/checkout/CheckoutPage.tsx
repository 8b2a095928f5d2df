import { type FormEvent, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { RequireLogin } from '../account/RequireLogin';
import { useFieldRefs } from '../account/use-form-focus';
import { CartNotices } from '../cart/CartNotices';
import { lineRequests, subTotal as sumOf } from '../cart/cart-rules';
import { reloadCart, renewCart, saveRecipient, useCart } from '../cart/cart-store';
import { useCartRenewal } from '../cart/use-cart-renewal';
import { useShippingFee } from '../cart/use-shipping-fee';
import { showError } from '../feedback/toasts';
import { placeOrder } from '../orders/orders-api';
import type { OrderResultState } from '../orders/PayPalReturnPage';
import { orderResultPath } from '../orders/paypal-return';
import { usePreference } from '../preference/preference-store';
import { FormAlert } from '../ui/FormAlert';
import { createIdempotencyKeys } from './idempotency-keys';
import { OrderSummary } from './OrderSummary';
import { type OrderFailure, orderFailure } from './order-failure';
import { PaymentOptions } from './PaymentOptions';
import { RecipientFields, recipientFieldOrder, useProvinces } from './RecipientFields';
import {
  emptyRecipient,
  type RecipientField,
  type RecipientProblems,
  recipientProblems,
  toRecipient,
} from './recipient';
import { ShippingOptions } from './ShippingOptions';
import { useShippingMethods, useTaxEstimate, useWalletBalance } from './use-checkout-data';
import { type PaymentMethod, walletCovers } from './wallet';

/**
 * One key per attempt to order, kept across visits to this page, so a retry after a lost
 * connection cannot place the order twice.
 */
const attempts = createIdempotencyKeys();

/** `/page/account/checkout`: needs login (spec §6). */
export function CheckoutPage() {
  const { t } = useTranslation();
  return (
    <div className="container checkout-page">
      <title>{`${t('checkout.title')} | ${t('shop.name')}`}</title>
      <h1 className="page-title">{t('checkout.title')}</h1>
      <RequireLogin>
        <Checkout />
      </RequireLogin>
    </div>
  );
}

function Checkout() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const state = useCart();
  const preference = usePreference();
  const currency = preference.currency;
  const checking = useCartRenewal();
  const form = state.recipient ?? emptyRecipient(preference.country);
  const provinces = useProvinces(form.country);
  const methods = useShippingMethods(form.country, state.items, currency, state.courierId);
  const shippingFee = useShippingFee(currency);
  const subTotal = sumOf(state.items, currency);
  const tax = useTaxEstimate(
    state.items.length > 0 && shippingFee !== undefined
      ? { countryCode: form.country, subTotal, shippingFee, currency }
      : null,
  );
  const wallet = useWalletBalance(currency);
  const [method, setMethod] = useState<PaymentMethod>('paypal');
  const total =
    shippingFee === undefined || tax.data === undefined || tax.loading
      ? undefined
      : subTotal + shippingFee + tax.data;
  const walletPays = walletCovers(wallet.data, total, currency);
  const [problems, setProblems] = useState<RecipientProblems>({});
  const [failure, setFailure] = useState<OrderFailure>();
  const [placing, setPlacing] = useState<'no' | 'placing' | 'paypal'>('no');
  const fields = useFieldRefs<RecipientField>();

  // Back from PayPal's page may show this page as it was left, button still waiting.
  useEffect(() => {
    const onPageShow = (event: PageTransitionEvent) => {
      if (event.persisted) {
        setPlacing('no');
        void reloadCart();
      }
    };
    window.addEventListener('pageshow', onPageShow);
    return () => window.removeEventListener('pageshow', onPageShow);
  }, []);

  // The balance may stop covering the total (a dearer courier, a currency change).
  useEffect(() => {
    if (method === 'wallet' && !walletPays && total !== undefined) setMethod('paypal');
  }, [method, walletPays, total]);

  if (state.status === 'loading' && state.items.length === 0) {
    return (
      <p className="page-status" role="status">
        {t('cart.loading')}
      </p>
    );
  }
  if (state.items.length === 0) {
    return (
      <>
        <CartNotices priceChanges={state.priceChanges} soldOutItems={state.soldOutItems} />
        <div className="empty-state">
          <p>{t('checkout.emptyCart')}</p>
          <Link className="button" to="/collection/all">
            {t('cart.continueShopping')}
          </Link>
        </div>
      </>
    );
  }

  const problemCount = Object.keys(problems).length;
  const ready =
    state.courierId !== undefined &&
    !methods.loading &&
    placing === 'no' &&
    (method === 'paypal' || walletPays);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!ready || state.courierId === undefined) return;
    const found = recipientProblems(form, { provincesListed: provinces.provinces.length > 0 });
    setProblems(found);
    setFailure(undefined);
    if (Object.keys(found).length > 0) {
      fields.focusFirst(recipientFieldOrder, found);
      return;
    }
    const request = {
      items: lineRequests(state.items),
      courierId: state.courierId,
      currency,
      paymentMethod: method,
      recipient: toRecipient(form),
    };
    setPlacing('placing');
    try {
      const order = await placeOrder(request, attempts.keyFor(JSON.stringify(request)));
      attempts.answered();
      if (order.approvalUrl) {
        setPlacing('paypal');
        window.location.assign(order.approvalUrl);
        return;
      }
      const resultState: OrderResultState = { justPlaced: true };
      await navigate(orderResultPath('success', order.orderNumber), { state: resultState });
    } catch (error) {
      const reason = orderFailure(error);
      if (reason.kind !== 'network') attempts.answered();
      setPlacing('no');
      if (reason.kind === 'signedOut') return;
      setFailure(reason);
      if (reason.kind === 'japanese') {
        setProblems({ city: 'japanese', address: 'japanese' });
        fields.focusFirst(recipientFieldOrder, { city: 'japanese' });
      }
      if (reason.kind === 'outOfStock') void renewCart();
      if (reason.kind === 'other' && !reason.message) showError(error);
    }
  }

  return (
    <form className="checkout" noValidate onSubmit={submit} aria-busy={placing !== 'no'}>
      {checking && (
        <p className="page-status" role="status">
          {t('cart.checking')}
        </p>
      )}
      <CartNotices priceChanges={state.priceChanges} soldOutItems={state.soldOutItems} />
      {problemCount > 0 && failure === undefined && (
        <FormAlert kind="error">{t('checkout.fixErrors', { count: problemCount })}</FormAlert>
      )}
      {failure && <FailureAlert failure={failure} />}
      <div className="checkout__layout">
        <div className="checkout__form">
          <RecipientFields
            form={form}
            problems={problems}
            onChange={(next) => {
              saveRecipient(next);
              if (problemCount > 0) {
                setProblems(
                  recipientProblems(next, { provincesListed: provinces.provinces.length > 0 }),
                );
              }
            }}
            provinces={provinces}
            fieldRef={fields.ref}
          />
          <ShippingOptions methods={methods} courierId={state.courierId} currency={currency} />
          <PaymentOptions
            method={method}
            onChange={setMethod}
            balance={wallet.data}
            total={total}
            currency={currency}
          />
        </div>
        <OrderSummary
          items={state.items}
          currency={currency}
          subTotal={subTotal}
          shippingFee={shippingFee}
          tax={tax.data}
          taxPending={tax.loading}
        >
          <button type="submit" className="button button--wide" disabled={!ready}>
            {t('checkout.placeOrder')}
          </button>
          {placing !== 'no' && (
            <p className="page-status" role="status">
              {placing === 'paypal' ? t('checkout.toPayPal') : t('checkout.placing')}
            </p>
          )}
        </OrderSummary>
      </div>
    </form>
  );
}

function FailureAlert({ failure }: { failure: OrderFailure }) {
  const { t } = useTranslation();
  const text = {
    japanese: t('checkout.japaneseRequired'),
    deposit: t('checkout.depositNotEnough'),
    outOfStock: t('checkout.outOfStock'),
    network: t('checkout.networkError'),
    signedOut: t('account.loginRequired'),
    other: failure.kind === 'other' && failure.message ? failure.message : t('account.failed'),
  }[failure.kind];
  return <FormAlert kind="error">{text}</FormAlert>;
}
