import { type CurrencyCode, currencyCodes, isCurrencyCode } from '@shop/core/shared';
import { type FormEvent, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../api/client';
import { createIdempotencyKeys, reachedServer } from '../checkout/idempotency-keys';
import { showError } from '../feedback/toasts';
import { formatPrice } from '../money/format-price';
import { FormAlert } from '../ui/FormAlert';
import { SelectField } from '../ui/SelectField';
import { TextField } from '../ui/TextField';
import { exampleAmount, type TopUpProblem, topUpAmount, topUpBounds } from './top-up';
import { requestDeposit } from './wallet-api';

/** A new key per attempt, kept for a retry after a lost connection: never two top-ups for one. */
const attempts = createIdempotencyKeys();

/** An amount and its currency, then off to PayPal to approve the top-up. */
export function TopUpForm({ defaultCurrency }: { defaultCurrency: CurrencyCode }) {
  const { t } = useTranslation();
  const headingId = useId();
  const [amount, setAmount] = useState('');
  const [currency, setCurrency] = useState<CurrencyCode>(defaultCurrency);
  const [problem, setProblem] = useState<TopUpProblem>();
  const [failure, setFailure] = useState<'unavailable' | 'network'>();
  const [sending, setSending] = useState(false);
  const amountRef = useRef<HTMLInputElement>(null);

  const bounds = topUpBounds(currency);
  const problemText =
    problem &&
    {
      required: t('wallet.amountRequired'),
      invalid: t('wallet.amountInvalid', { example: exampleAmount(currency) }),
      range: t('wallet.amountRange', {
        min: formatPrice(bounds.min, currency),
        max: formatPrice(bounds.max, currency),
      }),
    }[problem];

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (sending) return;
    const checked = topUpAmount(amount, currency);
    setFailure(undefined);
    if (!checked.ok) {
      setProblem(checked.problem);
      amountRef.current?.focus();
      return;
    }
    setProblem(undefined);
    const request = { amount: checked.amount, currency };
    setSending(true);
    try {
      const deposit = await requestDeposit(request, attempts.keyFor(JSON.stringify(request)));
      attempts.answered();
      if (!deposit.approvalUrl) throw new Error('The top-up has no PayPal link');
      window.location.assign(deposit.approvalUrl);
    } catch (error) {
      setSending(false);
      if (!reachedServer(error)) {
        setFailure('network');
        return;
      }
      attempts.answered();
      if (error instanceof ApiError && error.code === 'invalid_amount') setProblem('range');
      else if (error instanceof ApiError && error.code === 'payment_unavailable') {
        setFailure('unavailable');
      } else if (!(error instanceof ApiError && error.status === 401)) showError(error);
    }
  }

  return (
    <section className="wallet-card top-up" aria-labelledby={headingId}>
      <h2 id={headingId}>{t('wallet.topUpTitle')}</h2>
      <p className="muted">{t('wallet.topUpIntro')}</p>
      <form noValidate onSubmit={submit} aria-busy={sending}>
        {failure && (
          <FormAlert kind="error">
            {failure === 'network' ? t('checkout.networkError') : t('wallet.paypalUnavailable')}
          </FormAlert>
        )}
        <div className="field-row">
          <TextField
            label={t('wallet.amount')}
            name="amount"
            value={amount}
            onChange={(value) => {
              setAmount(value);
              if (problem) setProblem(undefined);
            }}
            inputMode="text"
            autoComplete="off"
            maxLength={20}
            error={problemText}
            inputRef={amountRef}
          />
          <SelectField
            label={t('wallet.currency')}
            name="currency"
            value={currency}
            options={currencyCodes.map((code) => ({ value: code, text: code }))}
            onChange={(code) => {
              if (isCurrencyCode(code)) setCurrency(code);
              if (problem === 'range' || problem === 'invalid') setProblem(undefined);
            }}
          />
        </div>
        <button type="submit" className="button button--wide" disabled={sending}>
          {t('wallet.topUp')}
        </button>
        {sending && (
          <p className="page-status" role="status">
            <span className="spinner" aria-hidden="true" />
            {t('wallet.toPayPal')}
          </p>
        )}
      </form>
    </section>
  );
}
