import { ApiError } from '../api/client';
import { readCookie } from '../api/cookies';
import { csrfCookie, onSessionLost, shopApi } from '../api/shop-api';
import { track } from '../feedback/activity';
import { showError } from '../feedback/toasts';
import { createStore, useStore } from '../storage/store';
import { isSignInPath } from './login-redirect';
import { decodeUserAnswer, type User } from './user';

/**
 * Who is shopping. `unknown` until the startup `GET /auth/user` answers. Nothing about the
 * session is kept in localStorage: the server holds it in an HttpOnly cookie.
 */
export type Session =
  | { readonly status: 'unknown' }
  | { readonly status: 'guest' }
  | { readonly status: 'signed-in'; readonly user: User };

export const session = createStore<Session>({ status: 'unknown' });

export function useSession(): Session {
  return useStore(session);
}

/** Whether the shopper is signed in: renders again only when that changes (not on "unknown" to "guest"). */
export function useSignedIn(): boolean {
  return useStore(session, isSignedIn);
}

const isSignedIn = (value: Session) => value.status === 'signed-in';

/**
 * A page the shopper must sign in to see, after an API call found the session gone; the layout
 * sends the browser to the sign-in page with it as `next`, then clears it. `seq` tells two
 * requests for the same page apart.
 */
export interface LoginRequest {
  readonly next: string;
  readonly seq: number;
}

export const loginRequest = createStore<LoginRequest | undefined>(undefined);

onSessionLost(() => {
  session.set({ status: 'guest' });
  const here = globalThis.location;
  // Several calls may fail at once: the first names the page to come back to, and on a sign-in
  // page there is nowhere to send the shopper.
  if (!here || loginRequest.get() || isSignInPath(here.pathname)) return;
  loginRequest.set({ next: `${here.pathname}${here.search}`, seq: Date.now() });
});

function signedIn(raw: unknown): User {
  const user = decodeUserAnswer(raw);
  if (!user) throw new ApiError(500, 'unexpected_answer', 'The server sent no user.');
  session.set({ status: 'signed-in', user });
  return user;
}

/**
 * Runs once at startup. Without the readable CSRF cookie that sign-in sets beside the session
 * cookie, the shopper is a guest and the server is not asked (its 401 would be a console error
 * on every guest's first load). A 401 still means a guest. Not counted by the loading bar.
 */
export async function startSession(cookies = globalThis.document?.cookie ?? ''): Promise<void> {
  if (!readCookie(cookies, csrfCookie)) {
    session.set({ status: 'guest' });
    return;
  }
  try {
    const user = decodeUserAnswer(await shopApi.request('/auth/user', { anonymousOk: true }));
    session.set(user ? { status: 'signed-in', user } : { status: 'guest' });
  } catch (error) {
    if (!(error instanceof ApiError && error.status === 401)) showError(error);
    session.set({ status: 'guest' });
  }
}

export async function signIn(email: string, password: string): Promise<User> {
  const answer = await track(
    shopApi.request('/auth/login', {
      method: 'POST',
      body: { email: email.trim(), password },
      anonymousOk: true,
    }),
  );
  return signedIn(answer);
}

/**
 * Registers, then signs in with the same e-mail and password. The server answers a taken address
 * as it answers a new one (it mails the owner instead), so a sign-in that fails after it means
 * the address had an account already: `'check-mail'`.
 */
export async function register(fields: {
  email: string;
  password: string;
  displayName: string;
  language: string;
}): Promise<User | 'check-mail'> {
  await track(
    shopApi.request('/auth/register', {
      method: 'POST',
      body: { ...fields, email: fields.email.trim(), displayName: fields.displayName.trim() },
      anonymousOk: true,
    }),
  );
  try {
    return await signIn(fields.email, fields.password);
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) return 'check-mail';
    throw error;
  }
}

/** Signs out on the server; the shopper is a guest afterwards even if that call fails. */
export async function signOut(): Promise<void> {
  try {
    await track(shopApi.request('/auth/logout', { method: 'POST', anonymousOk: true }));
  } catch (error) {
    showError(error);
  } finally {
    session.set({ status: 'guest' });
  }
}

export async function requestPasswordReset(email: string): Promise<void> {
  await track(
    shopApi.request('/auth/forgot-password', {
      method: 'POST',
      body: { email: email.trim() },
      anonymousOk: true,
    }),
  );
}

export async function resetPassword(token: string, password: string): Promise<void> {
  await track(
    shopApi.request('/auth/reset-password', {
      method: 'POST',
      body: { token, password },
      anonymousOk: true,
    }),
  );
}

export async function changePassword(currentPassword: string, newPassword: string) {
  await track(
    shopApi.request('/auth/change-password', {
      method: 'POST',
      body: { currentPassword, newPassword },
    }),
  );
}
