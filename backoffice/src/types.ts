/** Roles the server hands out; only sellers and staff may use the back office. */
export type Role = 'customer' | 'seller' | 'staff';

/** The user as returned by `POST /api/auth/login` and `GET /api/auth/user`. */
export interface ShopUser {
  id: string;
  email: string;
  role: Role;
  displayName: string;
  language: { code: string };
}
