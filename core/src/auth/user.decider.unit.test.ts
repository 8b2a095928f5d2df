import { describe, expect, it } from 'vitest';
import { DomainError } from '../decider/decider.js';
import { normalizeEmail, userDecider, userIdForEmail } from './user.decider.js';
import type { UserEvent } from './user.events.js';

const register = {
  type: 'RegisterUser' as const,
  userId: userIdForEmail('Ann@Example.com'),
  email: ' Ann@Example.com ',
  role: 'customer' as const,
  displayName: 'Ann',
  passwordHash: '$argon2id$hash',
  language: 'ja',
};

function given(events: UserEvent[]) {
  return events.reduce(userDecider.evolve, userDecider.initialState);
}

describe('user decider', () => {
  it('registers a new user with a normalised e-mail address', () => {
    expect(userDecider.decide(register, given([]))).toEqual([
      {
        type: 'UserRegistered',
        data: {
          userId: register.userId,
          email: 'ann@example.com',
          role: 'customer',
          displayName: 'Ann',
          passwordHash: '$argon2id$hash',
          language: 'ja',
        },
      },
    ]);
  });

  it('refuses a second registration of the same address', () => {
    const [registered] = userDecider.decide(register, given([]));
    expect(() => userDecider.decide(register, given([registered as UserEvent]))).toThrowError(
      new DomainError('email_taken', 'An account with this e-mail address already exists.'),
    );
  });

  it('changes the password only of a registered user', () => {
    const [registered] = userDecider.decide(register, given([]));
    const change = { type: 'ChangePassword' as const, passwordHash: 'new' };
    expect(userDecider.decide(change, given([registered as UserEvent]))).toEqual([
      { type: 'UserPasswordChanged', data: { passwordHash: 'new' } },
    ]);
    expect(() => userDecider.decide(change, given([]))).toThrowError(DomainError);
  });

  it('derives one stable uuid per address, whatever its case', () => {
    expect(userIdForEmail('ANN@example.com ')).toBe(userIdForEmail('ann@example.com'));
    expect(userIdForEmail('ann@example.com')).not.toBe(userIdForEmail('bob@example.com'));
    expect(userIdForEmail('ann@example.com')).toMatch(
      /^[0-9a-f]{8}-[0-9a-f]{4}-5[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/,
    );
    expect(normalizeEmail(' A@B.C ')).toBe('a@b.c');
  });
});
