import { expect, test } from '@playwright/test';
import { placeWalletOrder, signUp, staffApi } from './api-setup.js';
import { languages, texts } from './languages.js';

// A wallet order, staff's moves and a review: several workflows on a busy machine.
test.describe.configure({ timeout: 120_000 });

interface Listed {
  id: number;
  title: string;
  stock: number;
}

languages.forEach((language, index) => {
  const text = texts[language];

  test(`${language}: a customer whose order shipped reviews the product and sees the stars on its box`, async ({
    page,
    playwright,
    baseURL,
  }) => {
    await page.context().addCookies([{ name: 'locale', value: language, url: baseURL ?? '' }]);
    const customer = await signUp(page, 'Rina', language);
    // Each language reviews a product of its own, so each summary counts one review.
    const listed = await page.request.get(
      `/api/products?cid=snacks&sort=low&pageSize=48&lang=${language}`,
    );
    const inStock = ((await listed.json()) as { items: Listed[] }).items.filter(
      (item) => item.stock >= 5,
    );
    const product = inStock[index];
    if (!product) throw new Error('not enough products in stock');

    // Before any order for it has shipped, the product page says why a review is refused.
    await page.goto(`/product/${product.id}`);
    await page.getByText('★★★★★', { exact: true }).click();
    await page.getByRole('button', { name: text.postReview }).click();
    await expect(page.getByText(text.notReceived)).toBeVisible();

    // The order and its journey to Shipped internationally go through the API.
    const staffRequest = await playwright.request.newContext({ baseURL: baseURL ?? '' });
    const staff = await staffApi(staffRequest);
    await staff.credit(customer.id, 100);
    const orderNumber = await placeWalletOrder(page, customer, product.id);
    await expect
      .poll(
        async () =>
          (await staff.get<{ paymentStatus: string }>(`/api/admin/orders/${orderNumber}`))
            .paymentStatus,
      )
      .toBe('paid');
    await staff.move(
      orderNumber,
      'Purchasing',
      'Arrived at our warehouse',
      'Shipping domestically',
    );
    await staff.put(`/api/admin/orders/${orderNumber}/shipment`, {
      carrierId: 1,
      trackingNumber: `RV${100000000 + index}JP`,
      weightGrams: 500,
      shippingFee: 12,
    });
    await staff.move(orderNumber, 'Shipped internationally');
    await staffRequest.dispose();

    await page.goto(`/product/${product.id}`);
    await page.getByText('★★★★', { exact: true }).click();
    const review = `${language}: arrived intact and tasted great.`;
    await page.getByLabel(text.yourReview).fill(review);
    await page.getByRole('button', { name: text.postReview }).click();
    await expect(page.getByText(text.thanks)).toBeVisible();
    const reviews = page.getByRole('region', { name: text.reviews, exact: true });
    await expect(reviews.getByText(review)).toBeVisible();
    await expect(reviews.getByText(text.summary(4))).toBeVisible();

    await page.goto('/page/review');
    await expect(page.getByText(review)).toBeVisible();

    // The product's box, wherever it shows, carries its stars.
    await page.goto('/collection/snacks?sort=low&pageSize=48');
    const box = page.getByRole('article').filter({ hasText: product.title }).first();
    await expect(box.getByRole('img', { name: text.starsLabel(4) })).toBeVisible();
  });
});
