import { describe, expect, it } from 'vitest';
import { contactProblems } from './contact-form';

describe('the contact form check', () => {
  it('names each field that is missing or wrong', () => {
    expect(contactProblems({ name: ' ', email: 'ann', subject: '', message: 'Hi' })).toEqual({
      name: 'missing',
      email: 'invalid',
      subject: 'missing',
      message: 'tooShort',
    });
  });

  it('accepts a complete message, counting characters as the server does', () => {
    expect(
      contactProblems({
        name: 'Ann',
        email: 'ann@example.com',
        subject: 'Order',
        message: '箱が潰れて届きました。交換',
      }),
    ).toEqual({});
  });
});
