import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useNavigate, useSearchParams } from 'react-router';
import { FormAlert } from '../ui/FormAlert';
import { TextField } from '../ui/TextField';
import { AccountCard } from './AccountCard';
import { accountErrorMessage, type FormMessage } from './account-errors';
import { passwordLength, passwordProblem } from './account-validation';
import { emailMessage } from './email-message';
import { FormMessageText } from './FormMessageText';
import { safeNextPath, withNext } from './login-redirect';
import { SubmitButton } from './SubmitButton';
import { register, useSession } from './session-store';
import { useFieldRefs } from './use-form-focus';

type Field = 'displayName' | 'email' | 'password';
const order: readonly Field[] = ['displayName', 'email', 'password'];

/**
 * `/page/account/register`: the new customer is signed in at once; for an address that has an
 * account already the server mails its owner, and the page says to look in the mailbox.
 */
export function RegisterPage() {
  const { t, i18n } = useTranslation();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const session = useSession();
  const next = params.get('next');
  const [displayName, setDisplayName] = useState('');
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [problems, setProblems] = useState<Partial<Record<Field, string>>>({});
  const [failure, setFailure] = useState<FormMessage>();
  const [checkMail, setCheckMail] = useState(false);
  const [busy, setBusy] = useState(false);
  const fields = useFieldRefs<Field>();

  if (session.status === 'signed-in' && !busy) return <Navigate to={safeNextPath(next)} replace />;

  async function submit(event: FormEvent) {
    event.preventDefault();
    const passwordIssue = passwordProblem(password);
    const found: Partial<Record<Field, string>> = {
      displayName: displayName.trim() === '' ? t('account.displayNameMissing') : undefined,
      email: emailMessage(t, email),
      password:
        passwordIssue &&
        (passwordIssue === 'tooShort'
          ? t('account.passwordTooShort', { min: passwordLength.min })
          : t('account.passwordTooLong', { max: passwordLength.max })),
    };
    setProblems(found);
    setFailure(undefined);
    setCheckMail(false);
    if (order.some((field) => found[field])) {
      fields.focusFirst(order, found);
      return;
    }
    setBusy(true);
    try {
      const outcome = await register({ email, password, displayName, language: i18n.language });
      if (outcome === 'check-mail') setCheckMail(true);
      else await navigate(safeNextPath(next), { replace: true });
    } catch (error) {
      setFailure(accountErrorMessage('register', error));
    } finally {
      setBusy(false);
    }
  }

  return (
    <AccountCard title={t('account.registerTitle')}>
      <form className="account-form" noValidate onSubmit={submit} aria-busy={busy}>
        {failure && (
          <FormAlert kind="error">
            <FormMessageText message={failure} />
          </FormAlert>
        )}
        {checkMail && <FormAlert kind="info">{t('account.registeredCheckMail')}</FormAlert>}
        <TextField
          label={t('account.displayName')}
          name="displayName"
          autoComplete="nickname"
          value={displayName}
          onChange={setDisplayName}
          error={problems.displayName}
          maxLength={100}
          inputRef={fields.ref('displayName')}
        />
        <TextField
          label={t('account.email')}
          name="email"
          type="email"
          inputMode="email"
          autoComplete="email"
          value={email}
          onChange={setEmail}
          error={problems.email}
          maxLength={320}
          inputRef={fields.ref('email')}
        />
        <TextField
          label={t('account.password')}
          name="password"
          type="password"
          autoComplete="new-password"
          value={password}
          onChange={setPassword}
          error={problems.password}
          hint={t('account.passwordRule', passwordLength)}
          maxLength={passwordLength.max}
          inputRef={fields.ref('password')}
        />
        <SubmitButton busy={busy} busyText={t('account.registering')}>
          {t('account.register')}
        </SubmitButton>
      </form>
      <p className="account-card__links">
        {t('account.haveAccount')}{' '}
        <Link to={withNext('/page/account/login', next)}>{t('account.signIn')}</Link>
      </p>
    </AccountCard>
  );
}
