import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { FormAlert } from '../ui/FormAlert';
import { TextField } from '../ui/TextField';
import { AccountCard } from './AccountCard';
import { accountErrorMessage, type FormMessage } from './account-errors';
import { emailMessage } from './email-message';
import { FormMessageText } from './FormMessageText';
import { SubmitButton } from './SubmitButton';
import { requestPasswordReset } from './session-store';

/**
 * `/page/account/forget-password`: asks for a reset link. The answer is the same whether the
 * address has an account or not, so the page cannot be used to find out who shops here.
 */
export function ForgetPasswordPage() {
  const { t } = useTranslation();
  const [email, setEmail] = useState('');
  const [problem, setProblem] = useState<string>();
  const [outcome, setOutcome] = useState<{ sent: true } | { failure: FormMessage }>();
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const issue = emailMessage(t, email);
    setProblem(issue);
    setOutcome(undefined);
    if (issue) return;
    setBusy(true);
    try {
      await requestPasswordReset(email);
      setOutcome({ sent: true });
    } catch (error) {
      setOutcome({ failure: accountErrorMessage('forgot', error) });
    } finally {
      setBusy(false);
    }
  }

  return (
    <AccountCard title={t('account.forgotTitle')}>
      <p className="account-card__intro">{t('account.forgotIntro')}</p>
      <form className="account-form" noValidate onSubmit={submit} aria-busy={busy}>
        {outcome &&
          ('sent' in outcome ? (
            <FormAlert kind="success">{t('account.resetLinkSent')}</FormAlert>
          ) : (
            <FormAlert kind="error">
              <FormMessageText message={outcome.failure} />
            </FormAlert>
          ))}
        <TextField
          label={t('account.email')}
          name="email"
          type="email"
          inputMode="email"
          autoComplete="email"
          value={email}
          onChange={setEmail}
          error={problem}
          maxLength={320}
        />
        <SubmitButton busy={busy} busyText={t('account.sending')}>
          {t('account.sendResetLink')}
        </SubmitButton>
      </form>
      <p className="account-card__links">
        <Link to="/page/account/login">{t('account.backToSignIn')}</Link>
      </p>
    </AccountCard>
  );
}
