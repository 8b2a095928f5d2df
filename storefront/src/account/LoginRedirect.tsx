import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { useStore } from '../storage/store';
import { loginPath } from './login-redirect';
import type { LoginRequiredState } from './RequireLogin';
import { loginRequest } from './session-store';

/**
 * Sends the browser to the sign-in page when an API call found the session gone (a 401), with
 * the page it was on as `next`, so signing in brings the shopper back.
 */
export function LoginRedirect() {
  const request = useStore(loginRequest);
  const navigate = useNavigate();
  useEffect(() => {
    if (!request) return;
    loginRequest.set(undefined);
    const state: LoginRequiredState = { loginRequired: true };
    void navigate(loginPath(request.next), { replace: true, state });
  }, [request, navigate]);
  return null;
}
