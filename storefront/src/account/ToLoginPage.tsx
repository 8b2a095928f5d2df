import { Navigate, useLocation } from 'react-router';
import { loginRoute } from './login-redirect';

/**
 * The spec's older sign-in routes (`login-firebase`, `auth/auth`, from sign-in providers the shop
 * no longer uses) lead to the sign-in page, keeping their query (a `next`, say).
 */
export function ToLoginPage() {
  const { search } = useLocation();
  return <Navigate to={`${loginRoute}${search}`} replace />;
}
