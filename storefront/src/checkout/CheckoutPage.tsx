import { type FormEvent, useEffect, useRef, useState } from 'react';
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
import { type CheckoutStage, checkoutStage, waitForCheckout } from '../orders/checkout-progress';
import { OrderNoteText } from '../orders/OrderStatusText';
import { placeOrder, pollOrder } from '../orders/orders-api';
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
  const [failure, setFailure] = useState<CheckoutFailure>();
  const [placing, setPlacing] = useState<'no' | 'placing' | 'processing' | 'paypal'>('no');
  const fields = useFieldRefs<RecipientField>();
  // Ends the wait for an order being set up when the shopper leaves the page.
  const following = useRef<AbortController | null>(null);
  useEffect(() => () => following.current?.abort(), []);

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
      let stage = checkoutStage(order);
      if (stage.kind === 'processing') {
        // Stock and the payment link are still being set up: ask until they are.
        setPlacing('processing');
        following.current?.abort();
        const controller = new AbortController();
        following.current = controller;
        ({ stage } = await waitForCheckout(() => pollOrder(order.orderNumber), {
          signal: controller.signal,
        }));
      }
      await goOn(order.orderNumber, stage);
    } catch (error) {
      if (following.current?.signal.aborted) return;
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

  /** PayPal's page, the success page, or what stopped the order. */
  async function goOn(orderNumber: string, stage: CheckoutStage) {
    switch (stage.kind) {
      case 'paypal':
        setPlacing('paypal');
        window.location.assign(stage.approvalUrl);
        return;
      case 'paid': {
        const resultState: OrderResultState = { justPlaced: true };
        await navigate(orderResultPath('success', orderNumber), { state: resultState });
        return;
      }
      case 'cancelled':
        setPlacing('no');
        setFailure({ kind: 'notPlaced', orderNumber, note: stage.note });
        void renewCart();
        return;
      case 'processing':
        setPlacing('no');
        setFailure({ kind: 'slow', orderNumber });
        return;
    }
  }

  return (
    <form className="checkout" noValidate onSubmit={submit} aria-busy={placing !== 'no'}>
      {checking && (
        <p className="page-status" role="status">
          {t('cart.checking')}
        </p>
      )}
      <CartNotices
        priceChanges={state.priceChanges}
        // The refusal below lists the lines short of stock already.
        soldOutItems={failure?.kind === 'outOfStock' ? [] : state.soldOutItems}
      />
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
              <span className="spinner" aria-hidden="true" />
              {
                {
                  placing: t('checkout.placing'),
                  processing: t('checkout.processing'),
                  paypal: t('checkout.toPayPal'),
                }[placing]
              }
            </p>
          )}
        </OrderSummary>
      </div>
    </form>
  );
}

/** A refusal of the order, or an order that stopped or is slow after it was placed. */
type CheckoutFailure =
  | OrderFailure
  | { readonly kind: 'notPlaced'; readonly orderNumber: string; readonly note?: string }
  | { readonly kind: 'slow'; readonly orderNumber: string };

function FailureAlert({ failure }: { failure: CheckoutFailure }) {
  const { t } = useTranslation();
  const ordersLink = <Link to="/page/account/dashboard">{t('orders.viewOrders')}</Link>;
  switch (failure.kind) {
    case 'outOfStock':
      return (
        <FormAlert kind="error">
          <p>{t('cart.soldOutTitle')}</p>
          {failure.lines.length > 0 ? (
            <ul className="short-lines">
              {failure.lines.map((line) => (
                <li key={line.productId} dir="auto">
                  {line.available > 0
                    ? t('checkout.outOfStockLine', {
                        title: line.title,
                        available: line.available,
                        requested: line.requested,
                      })
                    : t('checkout.outOfStockNone', { title: line.title })}
                </li>
              ))}
            </ul>
          ) : (
            <p>{t('checkout.outOfStock')}</p>
          )}
          <Link to="/page/account/cart">{t('checkout.editCart')}</Link>
        </FormAlert>
      );
    case 'deposit':
      return (
        <FormAlert kind="error">
          <p>{t('checkout.depositNotEnough')}</p>
          <Link to="/page/account/wallet">{t('checkout.topUpWallet')}</Link>
        </FormAlert>
      );
    case 'tooManyUnpaid':
      return (
        <FormAlert kind="error">
          <p>
            {failure.count === undefined
              ? t('checkout.tooManyUnpaidSome')
              : t('checkout.tooManyUnpaid', { count: failure.count })}
          </p>
          {ordersLink}
        </FormAlert>
      );
    case 'notPlaced':
      return (
        <FormAlert kind="error">
          <p>
            {t('checkout.notPlaced', { number: failure.orderNumber })}{' '}
            {failure.note && <OrderNoteText note={failure.note} />}
          </p>
        </FormAlert>
      );
    case 'slow':
      return (
        <FormAlert kind="info">
          <p>{t('checkout.processingSlow', { number: failure.orderNumber })}</p>
          <Link to={`/page/account/dashboard?order=${encodeURIComponent(failure.orderNumber)}`}>
            {t('orders.detailTitle', { number: failure.orderNumber })}
          </Link>
        </FormAlert>
      );
    default: {
      const text = {
        japanese: t('checkout.japaneseRequired'),
        paymentUnavailable: t('checkout.paymentUnavailable'),
        orderChanged: t('checkout.orderChanged'),
        network: t('checkout.networkError'),
        signedOut: t('account.loginRequired'),
        other: failure.kind === 'other' && failure.message ? failure.message : t('account.failed'),
      }[failure.kind];
      return <FormAlert kind="error">{text}</FormAlert>;
    }
  }
}
