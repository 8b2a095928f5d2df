import { describe, expect, it } from 'vitest';
import { memoryStorage } from '../storage/key-value-storage';
import { mayPrompt, rememberPrompted } from './newsletter-prompt';

describe('the newsletter pop-up', () => {
  it('is offered once per visitor, never during checkout or on the newsletter links', () => {
    const storage = memoryStorage();
    expect(mayPrompt(storage, '/')).toBe(true);
    expect(mayPrompt(storage, '/page/account/checkout')).toBe(false);
    expect(mayPrompt(storage, '/page/newsletter/confirm')).toBe(false);
    rememberPrompted(storage);
    expect(mayPrompt(storage, '/')).toBe(false);
  });
});
