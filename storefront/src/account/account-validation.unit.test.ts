import { describe, expect, it } from 'vitest';
import { emailProblem, newPasswordProblem, passwordProblem } from './account-validation';

describe('emailProblem', () => {
  it('reports a missing address, blanks included', () => {
    expect(emailProblem('')).toBe('missing');
    expect(emailProblem('   ')).toBe('missing');
  });

  it.each(['a', 'a@b', 'a b@c.d', '@c.d'])('reports %s as invalid', (email) => {
    expect(emailProblem(email)).toBe('invalid');
  });

  it('accepts an address with spaces around it', () => {
    expect(emailProblem(' mina@example.jp ')).toBeUndefined();
  });
});

describe('passwordProblem', () => {
  it('wants 10 to 200 characters', () => {
    expect(passwordProblem('123456789')).toBe('tooShort');
    expect(passwordProblem('1234567890')).toBeUndefined();
    expect(passwordProblem('x'.repeat(200))).toBeUndefined();
    expect(passwordProblem('x'.repeat(201))).toBe('tooLong');
  });

  it('counts characters, not UTF-16 units', () => {
    expect(passwordProblem('🍵'.repeat(9))).toBe('tooShort');
    expect(passwordProblem('パスワード１２３４５')).toBeUndefined();
  });
});

describe('newPasswordProblem', () => {
  it('checks the password, then that both copies match', () => {
    expect(newPasswordProblem('short', 'short')).toBe('tooShort');
    expect(newPasswordProblem('long enough now', 'long enough no')).toBe('differ');
    expect(newPasswordProblem('long enough now', 'long enough now')).toBeUndefined();
  });
});
