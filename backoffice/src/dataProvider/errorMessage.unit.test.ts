import { describe, expect, it } from 'vitest';
import { errorMessage } from './errorMessage';

describe('errorMessage', () => {
  it("takes the server's error.message", () => {
    const body = { error: { code: 'forbidden', message: 'Only sellers and staff may do this' } };
    expect(errorMessage(body, 'Forbidden')).toBe('Only sellers and staff may do this');
  });

  it('falls back on bodies of another shape', () => {
    for (const body of [
      undefined,
      null,
      'Bad Gateway',
      [],
      { message: 'top-level message' },
      { error: 'a string' },
      { error: { code: 'x' } },
      { error: { message: 42 } },
      { error: { message: '   ' } },
    ]) {
      expect(errorMessage(body, 'Bad Gateway')).toBe('Bad Gateway');
    }
  });
});
