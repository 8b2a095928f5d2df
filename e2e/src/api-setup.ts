import { type APIRequestContext, expect, type Page } from '@playwright/test';
import { staffEmail, staffPassword } from '../playwright.config.js';

/** Set-ups through the API rather than the UI, to keep journeys fast. */

export type Language = 'en-US' | 'ko' | 'ja' | 'zh-CN';

export interface Customer {
  readonly id: string;
  readonly email: string;
  /** A bearer token for API calls; the page's context holds the same session's cookies. */
  readonly token: string;
}

const password = 'a long enough password';

/** Registers a customer and signs the page's browser context in as them. */
export async function signUp(page: Page, name: string, language: Language = 'en-US') {
  const email = `${name.toLowerCase()}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;
  const registered = await page.request.post('/api/auth/register', {
    data: { email, password, displayName: name, language },
  });
  expect(registered.ok()).toBe(true);
  const login = await page.request.post('/api/auth/login', { data: { email, password } });
  expect(login.ok()).toBe(true);
  const { token } = (await login.json()) as { token: string };
  const me = await page.request.get('/api/auth/user', {
    headers: { authorization: `Bearer ${token}` },
  });
  const { user } = (await me.json()) as { user: { id: string } };
  return { id: user.id, email, token } satisfies Customer;
}

/** Staff signed in through the API; `dispose` when done. */
export async function staffApi(request: APIRequestContext) {
  const login = await request.post('/api/auth/login', {
    data: { email: staffEmail, password: staffPassword },
  });
  expect(login.ok()).toBe(true);
  const { token } = (await login.json()) as { token: string };
  const headers = { authorization: `Bearer ${token}` };
  return {
    headers,
    /** Credits a wallet with a staff adjustment, in US dollars. */
    async credit(accountId: string, amount: number) {
      const credited = await request.post('/api/admin/ledger', {
        headers,
        data: { accountId, direction: 'credit', amount, remark: 'E2E funding' },
      });
      expect(credited.status()).toBe(201);
    },
    /** Moves an order on, status by status. */
    async move(orderNumber: string, ...statuses: string[]) {
      for (const status of statuses) {
        const moved = await request.post(`/api/admin/orders/${orderNumber}/status`, {
          headers,
          data: { status },
        });
        expect(moved.status()).toBe(200);
      }
    },
    async get<T>(path: string): Promise<T> {
      const response = await request.get(path, { headers });
      expect(response.status()).toBe(200);
      return (await response.json()) as T;
    },
    async put(path: string, data: unknown) {
      const response = await request.put(path, { headers, data });
      expect(response.status()).toBe(200);
    },
  };
}

/** A wallet order of one unit, placed through the API, paid once the workflow has run. */
export async function placeWalletOrder(
  page: Page,
  customer: Customer,
  productId: number,
): Promise<string> {
  const placed = await page.request.post('/api/orders', {
    headers: {
      authorization: `Bearer ${customer.token}`,
      'idempotency-key': `e2e-${Date.now()}-${Math.floor(Math.random() * 1e9)}`,
    },
    data: {
      items: [{ id: productId, quantity: 1 }],
      currency: 'USD',
      paymentMethod: 'wallet',
      recipient: {
        fullName: '佐々木 花子',
        phone: '+81 90-1234-5678',
        postalCode: '150-0001',
        country: 'JP',
        province: '13',
        city: '渋谷区',
        address: '代々木1-2-3',
      },
    },
  });
  expect(placed.status(), await placed.text()).toBe(201);
  const { orderNumber } = (await placed.json()) as { orderNumber: string };
  return orderNumber;
}
