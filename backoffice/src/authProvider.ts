import { type AuthProvider, HttpError } from 'react-admin';
import { httpClient } from './dataProvider/httpClient';
import type { Role, ShopUser } from './types';

interface LoginParams {
  email: string;
  password: string;
}

/** The one request per page load that tells who is signed in, shared by every caller. */
let currentUser: Promise<ShopUser> | undefined;

const fetchUser = (): Promise<ShopUser> => {
  const request = httpClient('/api/auth/user').then(
    ({ json }) => (json as { user: ShopUser }).user,
  );
  // A failed lookup must not be served from the cache on the next check.
  request.catch(() => {
    if (currentUser === request) currentUser = undefined;
  });
  return request;
};

const loadUser = (): Promise<ShopUser> => {
  currentUser ??= fetchUser();
  return currentUser;
};

const endServerSession = async (): Promise<void> => {
  currentUser = undefined;
  try {
    await httpClient('/api/auth/logout', { method: 'POST' });
  } catch {
    // Already signed out (401) or the server is unreachable: the login page is still the
    // right place to land, so logging out never fails.
  }
};

/** Translation keys for the login failures the server reports by status. */
const loginFailureKey = (error: unknown): string | undefined => {
  if (!(error instanceof HttpError)) return undefined;
  if (error.status === 401) return 'shop.auth.invalid_credentials';
  if (error.status === 429) return 'shop.auth.too_many_attempts';
  return undefined;
};

const statusOf = (error: unknown): number | undefined =>
  typeof error === 'object' &&
  error !== null &&
  'status' in error &&
  typeof error.status === 'number'
    ? error.status
    : undefined;

export const authProvider: AuthProvider = {
  login: async ({ email, password }: LoginParams) => {
    let user: ShopUser;
    try {
      const { json } = await httpClient('/api/auth/login', {
        method: 'POST',
        body: JSON.stringify({ email, password }),
      });
      user = (json as { user: ShopUser }).user;
    } catch (error) {
      const key = loginFailureKey(error);
      throw key === undefined ? error : new Error(key);
    }
    // A customer signs in too: the back office invites them to become a seller, and the admin
    // API answers them 403 until they are one.
    currentUser = Promise.resolve(user);
  },

  logout: endServerSession,

  // Asked on every navigation, so it re-reads the session instead of trusting the cache.
  checkAuth: async () => {
    currentUser = fetchUser();
    try {
      await currentUser;
    } catch {
      throw new Error('ra.auth.auth_check_error');
    }
  },

  // A 403 is a missing permission, not a lost session: only a 401 sends the user to the login page.
  checkError: async (error: unknown) => {
    if (statusOf(error) === 401) {
      currentUser = undefined;
      throw new Error('ra.notification.logged_out');
    }
  },

  getIdentity: async () => {
    const user = await loadUser();
    return {
      id: user.id,
      fullName: user.displayName,
      email: user.email,
      role: user.role,
      language: user.language.code,
    };
  },

  getPermissions: async (): Promise<Role> => (await loadUser()).role,
};
