import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { FormAlert } from '../ui/FormAlert';
import { AccountCard } from './AccountCard';
import { accountErrorMessage, type FormMessage } from './account-errors';
import { type NewPasswordProblem, newPasswordProblem } from './account-validation';
import { FormMessageText } from './FormMessageText';
import { NewPasswordFields } from './NewPasswordFields';
import { SubmitButton } from './SubmitButton';
import { resetPassword } from './session-store';

/** `/page/account/reset-password?token=`: the link from the reset e-mail. */
export function ResetPasswordPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const token = params.get('token')?.trim() ?? '';
  const [password, setPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const [problem, setProblem] = useState<NewPasswordProblem>();
  const [outcome, setOutcome] = useState<{ done: true } | { failure: FormMessage }>();
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const issue = newPasswordProblem(password, confirmation);
    setProblem(issue);
    setOutcome(undefined);
    if (issue) return;
    setBusy(true);
    try {
      await resetPassword(token, password);
      setOutcome({ done: true });
    } catch (error) {
      setOutcome({ failure: accountErrorMessage('reset', error) });
    } finally {
      setBusy(false);
    }
  }

  if (!token) {
    return (
      <AccountCard title={t('account.resetTitle')}>
        <p className="notice notice--warning">{t('account.resetNoToken')}</p>
        <p className="account-card__links">
          <Link to="/page/account/forget-password">{t('account.requestNewLink')}</Link>
        </p>
      </AccountCard>
    );
  }

  if (outcome && 'done' in outcome) {
    return (
      <AccountCard title={t('account.resetTitle')}>
        <FormAlert kind="success">{t('account.resetDone')}</FormAlert>
        <Link className="button" to="/page/account/login">
          {t('account.signIn')}
        </Link>
      </AccountCard>
    );
  }

  return (
    <AccountCard title={t('account.resetTitle')}>
      <form className="account-form" noValidate onSubmit={submit} aria-busy={busy}>
        {outcome && (
          <FormAlert kind="error">
            <FormMessageText message={outcome.failure} />
            {'key' in outcome.failure && outcome.failure.key === 'resetInvalid' && (
              <>
                {' '}
                <Link to="/page/account/forget-password">{t('account.requestNewLink')}</Link>
              </>
            )}
          </FormAlert>
        )}
        <NewPasswordFields
          name="password"
          password={password}
          confirmation={confirmation}
          onPassword={setPassword}
          onConfirmation={setConfirmation}
          problem={problem}
        />
        <SubmitButton busy={busy} busyText={t('account.saving')}>
          {t('account.savePassword')}
        </SubmitButton>
      </form>
    </AccountCard>
  );
}
