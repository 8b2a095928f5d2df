import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useLocation, useNavigate, useSearchParams } from 'react-router';
import { FormAlert } from '../ui/FormAlert';
import { TextField } from '../ui/TextField';
import { AccountCard } from './AccountCard';
import { accountErrorMessage, type FormMessage } from './account-errors';
import { emailMessage } from './email-message';
import { FormMessageText } from './FormMessageText';
import { safeNextPath, withNext } from './login-redirect';
import { isLoginRequiredState } from './RequireLogin';
import { SubmitButton } from './SubmitButton';
import { signIn, useSession } from './session-store';
import { useFieldRefs } from './use-form-focus';

type Field = 'email' | 'password';

/** `/page/account/login?next=`: back to `next` (or the dashboard) once signed in. */
export function LoginPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const location = useLocation();
  const navigate = useNavigate();
  const session = useSession();
  const next = params.get('next');
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [problems, setProblems] = useState<Partial<Record<Field, string>>>({});
  const [failure, setFailure] = useState<FormMessage>();
  const [busy, setBusy] = useState(false);
  const fields = useFieldRefs<Field>();

  // Already signed in (e.g. Back after signing in): nothing to do here.
  if (session.status === 'signed-in' && !busy) return <Navigate to={safeNextPath(next)} replace />;

  async function submit(event: FormEvent) {
    event.preventDefault();
    const found: Partial<Record<Field, string>> = {
      email: emailMessage(t, email),
      password: password === '' ? t('account.passwordMissing') : undefined,
    };
    setProblems(found);
    setFailure(undefined);
    if (found.email || found.password) {
      fields.focusFirst(['email', 'password'], found);
      return;
    }
    setBusy(true);
    try {
      await signIn(email, password);
      await navigate(safeNextPath(next), { replace: true });
    } catch (error) {
      setFailure(accountErrorMessage('login', error));
    } finally {
      setBusy(false);
    }
  }

  return (
    <AccountCard title={t('account.loginTitle')}>
      {isLoginRequiredState(location.state) && (
        <p className="notice notice--warning" role="status">
          {t('account.loginRequired')}
        </p>
      )}
      <form className="account-form" noValidate onSubmit={submit} aria-busy={busy}>
        {failure && (
          <FormAlert kind="error">
            <FormMessageText message={failure} />
          </FormAlert>
        )}
        <TextField
          label={t('account.email')}
          name="email"
          type="email"
          inputMode="email"
          autoComplete="email"
          value={email}
          onChange={setEmail}
          error={problems.email}
          inputRef={fields.ref('email')}
        />
        <TextField
          label={t('account.password')}
          name="password"
          type="password"
          autoComplete="current-password"
          value={password}
          onChange={setPassword}
          error={problems.password}
          inputRef={fields.ref('password')}
        />
        <SubmitButton busy={busy} busyText={t('account.signingIn')}>
          {t('account.signIn')}
        </SubmitButton>
      </form>
      <p className="account-card__links">
        <Link to="/page/account/forget-password">{t('account.forgotPassword')}</Link>
      </p>
      <p className="account-card__links">
        {t('account.newHere')}{' '}
        <Link to={withNext('/page/account/register', next)}>{t('account.createAccount')}</Link>
      </p>
    </AccountCard>
  );
}
