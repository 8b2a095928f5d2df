import { type LoaderFunctionArgs, redirect } from 'react-router';
import { loginRoute } from './login-redirect';

/**
 * The spec's older sign-in routes (`login-firebase`, `auth/auth`, from sign-in providers the shop
 * no longer uses) redirect to the sign-in page before anything renders, keeping their query (a
 * `next`, say).
 */
export function toLoginPage({ request }: LoaderFunctionArgs): Response {
  return redirect(`${loginRoute}${new URL(request.url).search}`);
}
