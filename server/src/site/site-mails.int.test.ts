import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../server-test-kit.js';
import { postOnHost } from './site-test-kit.js';

const siteTwo = 'Seoul Snack Depot';

/** Every mail the shop sends for a visitor of site 2 names site 2, in its subject and its text. */
describe('mails sent for the regional reseller host', () => {
  let server: TestServer;
  let staff: string;
  beforeAll(async () => {
    server = await startTestServer({
      RESELLER_SITE_HOSTS: 'reseller.localhost',
      RESELLER_SITE_NAME: siteTwo,
      STAFF_EMAIL: 'staff@sites.test',
    });
    staff = (
      await server.sessionFor((await server.registerUser('boss@sites.test', 'staff')).userId)
    ).token;
  }, 120_000);
  afterAll(() => server?.close());

  const post = (host: string, path: string, body: unknown) =>
    postOnHost(server.base, host, path, body);

  it('names site 2 in the account-exists mail for a registration on its host, and not on site 1', async () => {
    const { email } = await server.registerUser('kim@sites.test', 'customer');
    const attempt = { email, password: 'another fine password', displayName: 'Kim 2' };
    expect((await post('ko.reseller.localhost', '/api/auth/register', attempt)).status).toBe(202);
    const mail = await server.mail.next(email, 30_000);
    expect(mail.subject).toBe(
      `[${siteTwo}] Someone tried to create an account with your e-mail address`,
    );
    expect(mail.text).toContain(`at ${siteTwo} with this e-mail address`);
    expect(mail.text).toContain('http://ko.reseller.localhost');

    const { email: other } = await server.registerUser('lee@sites.test', 'customer');
    expect(
      (await post('localhost', '/api/auth/register', { ...attempt, email: other })).status,
    ).toBe(202);
    const siteOne = await server.mail.next(other, 30_000);
    expect(siteOne.subject).toBe('Someone tried to create an account with your e-mail address');
    expect(siteOne.text).toContain('at Pacific Pantry with this e-mail address');
    expect(siteOne.text).not.toContain(siteTwo);
  });

  it('names site 2 in the text of the password reset mail too', async () => {
    const { email } = await server.registerUser('park@sites.test', 'customer');
    expect((await post('reseller.localhost', '/api/auth/forgot-password', { email })).status).toBe(
      202,
    );
    const mail = await server.mail.next(email);
    expect(mail.subject).toBe(`[${siteTwo}] Reset your password`);
    expect(mail.text).toContain(`your ${siteTwo} account`);
  });

  it('names site 2, not site 1, in the newsletter confirmation of a sign-up on its host', async () => {
    const email = 'reader@sites.test';
    const signUp = { email, lang: 'ja' };
    expect((await post('ja.reseller.localhost', '/api/newsletter', signUp)).status).toBe(202);
    const mail = await server.mail.next(email);
    expect(mail.subject).toBe(`[${siteTwo}] ニュースレター登録の確認をお願いします`);
    expect(mail.text).toContain(`${siteTwo}のニュースレター`);
    expect(mail.text).not.toContain('パシフィック・パントリー');
  });

  it('tells staff which site a contact message came from', async () => {
    const message = {
      name: 'Choi Min',
      email: 'choi@sites.test',
      subject: 'Where is my parcel',
      message: 'My order has not arrived after four weeks.',
      lang: 'ko',
    };
    expect((await post('ko.reseller.localhost', '/api/contact', message)).status).toBe(202);
    const outbox = `/api/admin/outbox?filter=${encodeURIComponent('{"recipient":"staff@sites.test"}')}`;
    let mail: { subject: string; text: string } | undefined;
    await expect
      .poll(
        async () => {
          const sent = await server.request<{ subject: string; text: string }[]>('GET', outbox, {
            token: staff,
          });
          mail = sent.body[0];
          return mail?.subject;
        },
        { timeout: 15_000 },
      )
      .toBe(`[${siteTwo}] [Contact] Where is my parcel`);
    expect(mail?.text).toContain(`Site: ${siteTwo}`);
  });
});
