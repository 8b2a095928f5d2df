import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormAlert } from '../ui/FormAlert';
import { TextField } from '../ui/TextField';
import { AccountLayout } from './AccountLayout';
import { accountErrorMessage, type FormMessage } from './account-errors';
import { type NewPasswordProblem, newPasswordProblem } from './account-validation';
import { FormMessageText } from './FormMessageText';
import { NewPasswordFields } from './NewPasswordFields';
import { RequireLogin } from './RequireLogin';
import { SubmitButton } from './SubmitButton';
import { changePassword } from './session-store';

/** `/page/account/change-password`. */
export function ChangePasswordPage() {
  return (
    <RequireLogin>
      <ChangePasswordForm />
    </RequireLogin>
  );
}

function ChangePasswordForm() {
  const { t } = useTranslation();
  const [current, setCurrent] = useState('');
  const [password, setPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const [currentMissing, setCurrentMissing] = useState(false);
  const [problem, setProblem] = useState<NewPasswordProblem>();
  const [outcome, setOutcome] = useState<{ done: true } | { failure: FormMessage }>();
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const issue = newPasswordProblem(password, confirmation);
    setCurrentMissing(current === '');
    setProblem(issue);
    setOutcome(undefined);
    if (current === '' || issue) return;
    setBusy(true);
    try {
      await changePassword(current, password);
      setOutcome({ done: true });
      setCurrent('');
      setPassword('');
      setConfirmation('');
    } catch (error) {
      setOutcome({ failure: accountErrorMessage('change', error) });
    } finally {
      setBusy(false);
    }
  }

  return (
    <AccountLayout title={t('account.changeTitle')}>
      <form className="account-form" noValidate onSubmit={submit} aria-busy={busy}>
        {outcome &&
          ('done' in outcome ? (
            <FormAlert kind="success">{t('account.changeDone')}</FormAlert>
          ) : (
            <FormAlert kind="error">
              <FormMessageText message={outcome.failure} />
            </FormAlert>
          ))}
        <TextField
          label={t('account.currentPassword')}
          name="currentPassword"
          type="password"
          autoComplete="current-password"
          value={current}
          onChange={setCurrent}
          error={currentMissing ? t('account.passwordMissing') : undefined}
          maxLength={1024}
        />
        <NewPasswordFields
          name="newPassword"
          password={password}
          confirmation={confirmation}
          onPassword={setPassword}
          onConfirmation={setConfirmation}
          problem={problem}
        />
        <SubmitButton busy={busy} busyText={t('account.saving')} wide={false}>
          {t('account.savePassword')}
        </SubmitButton>
      </form>
    </AccountLayout>
  );
}
