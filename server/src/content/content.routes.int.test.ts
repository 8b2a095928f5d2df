import { randomUUID } from 'node:crypto';
import { createLogger, shopCommands } from '@shop/core';
import { testMetadata } from '@shop/core/testing';
import { waitForProjection } from '@shop/projections';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedContentPages } from '../bootstrap/content-seed.js';
import { testProduct } from '../catalog/catalog-test-kit.js';
import { type ApiError, startTestServer, type TestServer } from '../server-test-kit.js';

interface Faq {
  topics: { topic: string; entries: { id: string; question: string; answer: string }[] }[];
}

let server: TestServer;
let staff: string;
let customer: string;

beforeAll(async () => {
  server = await startTestServer({ STAFF_EMAIL: 'staff@content.test' });
  await seedContentPages({
    commands: shopCommands(server.store),
    db: server.db,
    logger: createLogger('test', 'silent'),
  });
  staff = (
    await server.sessionFor((await server.registerUser('boss@content.test', 'staff')).userId)
  ).token;
  customer = (
    await server.sessionFor((await server.registerUser('ann@content.test', 'customer')).userId)
  ).token;
});
afterAll(() => server?.close());

/** The link with `path` in a mail's text, as a path and query the API takes. */
function tokenIn(text: string, path: string): string {
  const match = new RegExp(`${path}\\?token=(\\S+)`).exec(text);
  if (!match?.[1]) throw new Error(`no ${path} link in: ${text}`);
  return match[1];
}

describe('the FAQ and the team', () => {
  it('answers the seeded FAQ by topic in the asked language, and the team', async () => {
    const en = await server.request<Faq>('GET', '/api/pages/faq');
    expect(en.body.topics.map((topic) => topic.topic)).toEqual([
      'shipping',
      'duties',
      'payment',
      'returns',
      'goods',
    ]);
    expect(en.body.topics[0]?.entries[0]?.question).toBe('How long does delivery take?');
    const ko = await server.request<Faq>('GET', '/api/pages/faq?lang=ko');
    expect(ko.body.topics[0]?.entries[0]?.question).toBe('배송은 얼마나 걸리나요?');
    expect((await server.request('GET', '/api/pages/faq?lang=xx')).status).toBe(400);

    const team = await server.request<{ members: { name: string }[] }>(
      'GET',
      '/api/pages/team?lang=ja',
    );
    expect(team.body.members.map((member) => member.name)).toContain('佐藤美奈');
  });

  it('lets staff add, revise and hide an entry; others may not', async () => {
    const entry = {
      id: 'faq-gift-wrap',
      topic: 'goods',
      question: { 'en-US': 'Do you gift-wrap?', ja: 'ギフト包装はできますか？' },
      answer: { 'en-US': 'Not yet, sorry.' },
      position: 99,
    };
    expect((await server.request('POST', '/api/admin/faq', { body: entry })).status).toBe(401);
    const refused = await server.request('POST', '/api/admin/faq', {
      body: entry,
      token: customer,
    });
    expect(refused.status).toBe(403);
    const invalid = await server.request<ApiError>('POST', '/api/admin/faq', {
      body: { ...entry, topic: 'weather' },
      token: staff,
    });
    expect(invalid.status).toBe(400);

    const created = await server.request('POST', '/api/admin/faq', { body: entry, token: staff });
    expect(created.status).toBe(201);
    const again = await server.request<ApiError>('POST', '/api/admin/faq', {
      body: entry,
      token: staff,
    });
    expect(again.body.error.code).toBe('entry_exists');
    const ja = await server.request<Faq>('GET', '/api/pages/faq?lang=ja');
    const goods = ja.body.topics.find((topic) => topic.topic === 'goods');
    expect(goods?.entries.at(-1)).toMatchObject({
      question: 'ギフト包装はできますか？',
      answer: 'Not yet, sorry.',
    });

    // An FAQ entry is not a team member: the team resource does not find it.
    expect(
      (await server.request('GET', '/api/admin/team/faq-gift-wrap', { token: staff })).status,
    ).toBe(404);
    const hidden = await server.request<{ hidden: boolean }>(
      'DELETE',
      '/api/admin/faq/faq-gift-wrap',
      {
        token: staff,
      },
    );
    expect(hidden.body.hidden).toBe(true);
    const hiddenOnes = await server.request<{ id: string }[]>(
      'GET',
      `/api/admin/faq?filter=${encodeURIComponent('{"hidden":true}')}`,
      { token: staff },
    );
    expect(hiddenOnes.body.map((row) => row.id)).toEqual(['faq-gift-wrap']);
    expect(hiddenOnes.headers.get('content-range')).toBe('faq 0-0/1');
    const after = await server.request<Faq>('GET', '/api/pages/faq');
    expect(JSON.stringify(after.body)).not.toContain('gift-wrap');
  });

  it('keeps the lookbook’s points on listed products only', async () => {
    const looks = await server.request<{ looks: { id: string; hotspots: unknown[] }[] }>(
      'GET',
      '/api/pages/looks',
    );
    expect(looks.status).toBe(200);
    // The test database lists no products: every point is left out rather than leading nowhere.
    expect(looks.body.looks.map((look) => look.id)).toEqual([
      'look-afternoon-tea',
      'look-movie-night',
      'look-ramen-night',
    ]);
    expect(looks.body.looks.every((look) => look.hotspots.length === 0)).toBe(true);
  });
});

describe('the testimonials', () => {
  it('quote visible reviews with a text, best rated and newest first; none at first', async () => {
    const path = '/api/pages/testimonials';
    expect(
      (await server.request<{ testimonials: unknown[] }>('GET', path)).body.testimonials,
    ).toEqual([]);
    await server.listProducts([testProduct(901)]);
    const commands = shopCommands(server.store);
    const review = async (customer: string, rating: number, body: string) =>
      commands.review(
        { productId: 901, customerId: customer },
        {
          type: 'ReviewProduct',
          productId: 901,
          customerId: customer,
          authorName: `Reviewer ${rating}`,
          rating,
          body,
          orderNumber: '10000000000000901',
        },
        testMetadata(),
      );
    await review(randomUUID(), 4, 'Good, arrived quickly.');
    await review(randomUUID(), 5, 'The best matcha bar.');
    await review(randomUUID(), 5, '');
    const hidden = randomUUID();
    await review(hidden, 5, 'Hidden by staff.');
    const { position } = await commands.review(
      { productId: 901, customerId: hidden },
      { type: 'HideReview', reason: 'spam' },
      testMetadata(),
    );
    if (position) await waitForProjection(server.db, 'reviews', position);
    const answer = await server.request<{ testimonials: { body: string; rating: number }[] }>(
      'GET',
      path,
    );
    expect(answer.body.testimonials.map(({ body, rating }) => [rating, body])).toEqual([
      [5, 'The best matcha bar.'],
      [4, 'Good, arrived quickly.'],
    ]);
  });
});

describe('the sitemap', () => {
  it('lists the content of a page of the sitemap, and refuses a page that cannot be', async () => {
    const sitemap = await server.request<{
      page: number;
      pages: number;
      categories: { slug: string }[];
      products: { category: string; items: { id: number }[] }[];
    }>('GET', '/api/pages/sitemap?lang=ko');
    expect(sitemap.status).toBe(200);
    expect(sitemap.body).toMatchObject({ page: 1, pages: 1 });
    // The testimonials' product is the only one listed: its category and it, grouped.
    expect(sitemap.body.products.map((group) => group.items.map((item) => item.id))).toEqual([
      [901],
    ]);
    expect(sitemap.body.categories.map((category) => category.slug)).toEqual(
      sitemap.body.products.map((group) => group.category),
    );
    expect((await server.request('GET', '/api/pages/sitemap?page=0')).status).toBe(400);
  });
});

describe('the contact form', () => {
  const message = {
    name: 'Ann Lee',
    email: 'ann.lee@example.com',
    subject: 'Damaged box',
    message: 'The Kit Kat box arrived crushed. Can you replace it?',
    lang: 'ko',
  };

  it('says what is wrong with each field', async () => {
    const answer = await server.request<
      ApiError & { error: { issues: { path: string; message: string }[] } }
    >('POST', '/api/contact', {
      body: { name: ' ', email: 'not-an-address', subject: '', message: 'hi' },
    });
    expect(answer.status).toBe(400);
    expect(answer.body.error.issues).toEqual(
      expect.arrayContaining([
        { path: 'name', message: 'Please enter your name.' },
        { path: 'email', message: 'This does not look like an e-mail address.' },
        { path: 'subject', message: 'Please enter a subject.' },
        { path: 'message', message: 'Please write at least 10 characters.' },
      ]),
    );
  });

  it('refuses a name or subject that would add a line to the mail header', async () => {
    const answer = await server.request<ApiError>('POST', '/api/contact', {
      body: { ...message, subject: 'Hello\r\nBcc: everyone@example.com' },
    });
    expect(answer.status).toBe(400);
  });

  it('keeps the message and mails it to staff', async () => {
    const sent = await server.request<{ id: string }>('POST', '/api/contact', { body: message });
    expect(sent.status).toBe(202);
    // The workflow queues the mail; the test's workers keep it in the outbox staff can read.
    const outbox = `/api/admin/outbox?filter=${encodeURIComponent('{"recipient":"staff@content.test"}')}`;
    let mail: { subject: string; text: string } | undefined;
    await expect
      .poll(
        async () => {
          [mail] = (
            await server.request<{ subject: string; text: string }[]>('GET', outbox, {
              token: staff,
            })
          ).body;
          return mail?.subject;
        },
        { timeout: 15_000 },
      )
      .toBe('[Contact] Damaged box');
    expect(mail?.text).toContain('From: Ann Lee <ann.lee@example.com>');
    expect(mail?.text).toContain('The Kit Kat box arrived crushed.');
    expect((await server.request('GET', outbox, { token: customer })).status).toBe(403);

    await expect
      .poll(async () => {
        const list = await server.request<{ id: string; language: string }[]>(
          'GET',
          '/api/admin/contact-messages',
          { token: staff },
        );
        return list.body.find?.((row) => row.id === sent.body.id)?.language;
      })
      .toBe('ko');
    expect(
      (await server.request('GET', '/api/admin/contact-messages', { token: customer })).status,
    ).toBe(403);
  });

  it('answers 429 with Retry-After when one address writes too often', async () => {
    const body = { ...message, email: 'flood@example.com' };
    for (let i = 0; i < 3; i++) {
      expect((await server.request('POST', '/api/contact', { body })).status).toBe(202);
    }
    const refused = await server.request<ApiError>('POST', '/api/contact', { body });
    expect(refused.status).toBe(429);
    expect(refused.body.error.code).toBe('too_many_requests');
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
  });
});

describe('the newsletter', () => {
  it('subscribes by double opt-in; confirming twice is fine; staff see the subscriber', async () => {
    const email = 'reader@example.com';
    const signUp = await server.request('POST', '/api/newsletter', { body: { email, lang: 'ja' } });
    expect(signUp.status).toBe(202);
    const mail = await server.mail.next(email);
    expect(mail.subject).toBe('ニュースレター登録の確認をお願いします');
    const token = tokenIn(mail.text, '/page/newsletter/confirm');

    for (let i = 0; i < 2; i++) {
      const confirmed = await server.request<{ status: string }>(
        'POST',
        '/api/newsletter/confirm',
        {
          body: { token },
        },
      );
      expect(confirmed.status).toBe(200);
      expect(confirmed.body.status).toBe('confirmed');
    }

    await expect
      .poll(async () => {
        const list = await server.request<{ email: string; status: string }[]>(
          'GET',
          '/api/admin/subscribers?filter={"q":"reader@"}',
          { token: staff },
        );
        return list.body[0]?.status;
      })
      .toBe('confirmed');
    expect((await server.request('GET', '/api/admin/subscribers')).status).toBe(401);

    // Signing up again answers the same and mails nothing: the form tells nobody who subscribed.
    const again = await server.request('POST', '/api/newsletter', { body: { email } });
    expect(again.status).toBe(202);
    expect(again.body).toEqual(signUp.body);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(server.mail.sent.filter((each) => each.to === email)).toHaveLength(1);

    const unsubscribe = tokenIn(mail.text, '/page/newsletter/unsubscribe');
    const left = await server.request<{ status: string }>('POST', '/api/newsletter/unsubscribe', {
      body: { token: unsubscribe },
    });
    expect(left.body.status).toBe('unsubscribed');
    const stale = await server.request<ApiError>('POST', '/api/newsletter/confirm', {
      body: { token },
    });
    expect(stale.status).toBe(409);
  });

  it('refuses unknown and malformed links with a clear error', async () => {
    for (const token of ['nonsense', `${'a'.repeat(32)}.${'b'.repeat(32)}`]) {
      const answer = await server.request<ApiError>('POST', '/api/newsletter/confirm', {
        body: { token },
      });
      expect(answer.status).toBe(400);
      expect(answer.body.error).toEqual({
        code: 'invalid_link',
        message: 'This link is not valid. Please use the link from the newest e-mail.',
      });
    }
    expect((await server.request('POST', '/api/newsletter', { body: { email: 'x' } })).status).toBe(
      400,
    );
  });

  it('limits sign-ups of one address', async () => {
    const body = { email: 'often@example.com' };
    for (let i = 0; i < 3; i++) {
      expect((await server.request('POST', '/api/newsletter', { body })).status).toBe(202);
    }
    const refused = await server.request('POST', '/api/newsletter', { body });
    expect(refused.status).toBe(429);
    expect(refused.headers.get('retry-after')).toBeTruthy();
  });
});
