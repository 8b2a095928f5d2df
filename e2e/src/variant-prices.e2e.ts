import { expect, type Page, type PlaywrightWorkerArgs, test } from '@playwright/test';
import { staffEmail, staffPassword } from '../playwright.config.js';

/** What the journey reads and clicks, as each language's storefront words it. */
const languages = [
  {
    locale: 'en-US',
    addToCart: 'Add to cart',
    recipient: 'Shipping address',
    fullName: 'Full name',
    phone: 'Phone',
    postalCode: 'Postal code',
    country: 'Country',
    province: 'Province',
    city: 'City',
    address: 'Address',
    placeOrder: 'Place order',
    success: 'Thank you for your order!',
    from: 'from US$1.99',
    saleEndsIn: 'Sale ends in',
    days: 'days',
  },
  {
    locale: 'ko',
    addToCart: '장바구니에 담기',
    recipient: '배송지',
    fullName: '이름',
    phone: '전화번호',
    postalCode: '우편번호',
    country: '국가',
    province: '주/도',
    city: '도시',
    address: '주소',
    placeOrder: '주문 확정',
    success: '주문해 주셔서 감사합니다!',
    from: 'US$1.99부터',
    saleEndsIn: '세일 종료까지',
    days: '일',
  },
  {
    locale: 'ja',
    addToCart: 'カートに入れる',
    recipient: 'お届け先',
    fullName: '氏名',
    phone: '電話番号',
    postalCode: '郵便番号',
    country: '国・地域',
    province: '都道府県・州',
    city: '市区町村',
    address: '住所',
    placeOrder: '注文を確定する',
    success: 'ご注文ありがとうございます！',
    from: 'US$1.99から',
    saleEndsIn: 'セール終了まで',
    days: '日',
  },
  {
    locale: 'zh-CN',
    addToCart: '加入购物车',
    recipient: '收货地址',
    fullName: '姓名',
    phone: '电话',
    postalCode: '邮政编码',
    country: '国家/地区',
    province: '省/州',
    city: '城市',
    address: '地址',
    placeOrder: '提交订单',
    success: '感谢您的订购！',
    from: 'US$1.99 起',
    saleEndsIn: '距促销结束',
    days: '天',
  },
] as const;

// Placing the order waits for workflows and PayPal: more than the default on a busy machine.
test.describe.configure({ timeout: 150_000 });

/** Lists a product through the back office's API, as staff (in a context of their own). */
async function listAsStaff(
  playwright: PlaywrightWorkerArgs['playwright'],
  product: Record<string, unknown>,
) {
  const request = await playwright.request.newContext({
    baseURL: test.info().project.use.baseURL,
  });
  const login = await request.post('/api/auth/login', {
    data: { email: staffEmail, password: staffPassword },
  });
  const { token } = (await login.json()) as { token: string };
  const listed = await request.post('/api/admin/products', {
    headers: { authorization: `Bearer ${token}` },
    data: {
      description: { 'en-US': 'Crisp wafer fingers in a smooth matcha coating.' },
      brand: 'Nestlé Japan',
      category: 'sweets',
      collections: [],
      tags: ['matcha'],
      isNew: false,
      weightGrams: 140,
      images: [{ imageId: 1, alt: 'green', variantIds: [1, 2] }],
      discount: 0,
      stock: 50,
      ...product,
    },
  });
  expect(listed.status(), await listed.text()).toBe(201);
  await request.dispose();
}

/** A customer registered and signed in through the API; the storefront finds the session. */
async function signedInCustomer(page: Page, locale: string) {
  const email = `variants-${locale}-${Date.now()}@example.com`;
  const password = 'a long enough password';
  const registered = await page.request.post('/api/auth/register', {
    data: { email, password, displayName: 'Hanako' },
  });
  expect(registered.status()).toBe(202);
  const login = await page.request.post('/api/auth/login', { data: { email, password } });
  expect(login.status()).toBe(200);
}

for (const [index, text] of languages.entries()) {
  test.describe(`in ${text.locale}`, () => {
    test.use({ locale: text.locale });

    test('a 12-pack priced apart from a single bar goes through checkout at its own price', async ({
      page,
      playwright,
    }) => {
      const id = 9_900 + index;
      const title = `Matcha Kit Kat ${text.locale} ${Date.now()}`;
      await listAsStaff(playwright, {
        id,
        title: { 'en-US': title },
        price: 1.99,
        variants: [
          { variantId: 1, sku: `KK-${id}-1`, size: 'single bar', color: 'green', imageId: 1 },
          {
            variantId: 2,
            sku: `KK-${id}-12`,
            size: '12 pack',
            color: 'green',
            imageId: 1,
            price: 19.99,
          },
        ],
      });
      await signedInCustomer(page, text.locale);

      // The product box says where the prices start.
      await page.goto(`/s?keyword=${encodeURIComponent(title)}`);
      const box = page.getByRole('article').filter({ hasText: title });
      await expect(box.getByText(text.from)).toBeVisible();

      // Picking the 12-pack shows its price, and that is what goes into the cart.
      await page.goto(`/product/${id}`);
      const price = page.locator('.product-page__info .price-tag__charged');
      await expect(price).toHaveText('US$1.99');
      await page.getByRole('button', { name: '12 pack', exact: true }).click();
      await expect(price).toHaveText('US$19.99');
      await page.getByRole('button', { name: text.addToCart }).click();

      await page.goto('/page/account/checkout');
      const summary = page.locator('.order-summary__items');
      await expect(summary.getByText('12 pack · green')).toBeVisible();
      await expect(summary.getByText('US$19.99')).toBeVisible();
      await page.getByLabel(text.fullName).fill('佐々木 花子');
      await page.getByLabel(text.phone, { exact: true }).fill('+81 90-1234-5678');
      await page.getByLabel(text.postalCode).fill('150-0001');
      await page
        .getByRole('group', { name: text.recipient })
        .getByLabel(text.country)
        .selectOption('JP');
      await page.getByLabel(text.province).selectOption({ index: 13 });
      await page.getByLabel(text.city).fill('渋谷区');
      await page.getByLabel(text.address, { exact: true }).fill('代々木1-2-3');
      await expect(page.getByRole('radio', { checked: true })).not.toHaveCount(0);
      await page.getByRole('button', { name: text.placeOrder }).click();
      await expect(page.getByRole('button', { name: 'Pay now' })).toBeVisible({ timeout: 30_000 });
      await page.getByRole('button', { name: 'Pay now' }).click();
      await expect(page.getByText(text.success)).toBeVisible({ timeout: 20_000 });

      // The order charged the 12-pack's price, and the success page shows its total.
      const orders = await page.request.get('/api/orders');
      const {
        items: [newest],
      } = (await orders.json()) as { items: { orderNumber: string }[] };
      const order = (await (
        await page.request.get(`/api/orders/${newest?.orderNumber}`)
      ).json()) as {
        subTotal: number;
        total: number;
        items: { variantName: string; charged: number }[];
      };
      expect(order.subTotal).toBe(19.99);
      expect(order.items).toEqual([
        expect.objectContaining({ variantName: '12 pack · green', charged: 19.99 }),
      ]);
      await expect(page.locator('.order-facts')).toContainText(`US$${order.total.toFixed(2)}`);
    });

    test('a product whose sale ends shows a countdown to the end', async ({ page, playwright }) => {
      const id = 9_910 + index;
      await listAsStaff(playwright, {
        id,
        title: { 'en-US': `Hojicha Kit Kat ${text.locale}` },
        price: 10,
        discount: 20,
        saleEndsAt: new Date(Date.now() + 2 * 86_400_000 + 3_600_000).toISOString(),
        variants: [{ variantId: 1, sku: `KK-${id}`, size: '12 pack', color: 'green', imageId: 1 }],
        images: [{ imageId: 1, alt: 'green', variantIds: [1] }],
      });
      await page.goto(`/product/${id}`);
      await expect(page.getByText(text.saleEndsIn)).toBeVisible();
      const timer = page.getByRole('timer');
      await expect(timer).toHaveAttribute('aria-live', 'off');
      await expect(timer).toContainText(`02 ${text.days}`);
      await expect(page.locator('.product-page__info .price-tag__charged')).toHaveText('US$8.00');
    });
  });
}
