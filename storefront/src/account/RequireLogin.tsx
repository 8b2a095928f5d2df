import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation } from 'react-router';
import { loginPath } from './login-redirect';
import { useSession } from './session-store';

/** Why the sign-in page was opened; it then says "You have to login first.". */
export interface LoginRequiredState {
  readonly loginRequired: true;
}

export function isLoginRequiredState(state: unknown): state is LoginRequiredState {
  return typeof state === 'object' && state !== null && 'loginRequired' in state;
}

/**
 * A page for signed-in customers only (spec §6): a guest is sent to the sign-in page, which
 * brings them back here afterwards.
 */
export function RequireLogin({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const session = useSession();
  const location = useLocation();
  if (session.status === 'unknown') {
    return (
      <div className="container page-status" role="status">
        {t('account.checkingSession')}
      </div>
    );
  }
  if (session.status === 'guest') {
    const state: LoginRequiredState = { loginRequired: true };
    return (
      <Navigate to={loginPath(`${location.pathname}${location.search}`)} replace state={state} />
    );
  }
  return children;
}
