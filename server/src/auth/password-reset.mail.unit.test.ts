import { languages } from '@shop/core';
import { describe, expect, it } from 'vitest';
import { passwordResetMail, resetPasswordLink } from './password-reset.mail.js';

describe('the password reset mail', () => {
  const link = resetPasswordLink('http://ko.localhost:3000', 'abc-DEF_123');

  it('points at the storefront reset page with the token', () => {
    expect(link).toBe('http://ko.localhost:3000/page/account/reset-password?token=abc-DEF_123');
  });

  it('exists in every language, each with its own subject, the name and the link', () => {
    const mails = languages.map((language) =>
      passwordResetMail({ language, displayName: 'Ann', link }),
    );
    for (const mail of mails) {
      expect(mail.text).toContain('Ann');
      expect(mail.text).toContain(link);
    }
    expect(new Set(mails.map((mail) => mail.subject)).size).toBe(languages.length);
  });

  it('falls back to English for a language the shop does not have', () => {
    expect(passwordResetMail({ language: 'fr', displayName: 'Ann', link }).subject).toBe(
      'Reset your password',
    );
  });
});
