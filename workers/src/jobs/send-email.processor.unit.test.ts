import { UnrecoverableError } from 'bullmq';
import { describe, expect, it } from 'vitest';
import type { MailMessage, MailTransport } from '../mail/mail-transport.js';
import { createSendEmailProcessor } from './send-email.processor.js';

const message: MailMessage = {
  id: 'order-confirmation-1042',
  to: 'ann@example.com',
  subject: 'Your order 1042',
  text: 'Thank you for your order.',
  html: '<p>Thank you for your order.</p>',
};

function recordingTransport() {
  const sent: MailMessage[] = [];
  const transport: MailTransport = {
    async send(mail) {
      sent.push(mail);
    },
  };
  return { sent, transport };
}

describe('the send-email processor', () => {
  it('hands valid data to the transport', async () => {
    const { sent, transport } = recordingTransport();

    await createSendEmailProcessor(transport)({ data: message });

    expect(sent).toEqual([message]);
  });

  it('accepts a message without an HTML body', async () => {
    const { sent, transport } = recordingTransport();
    const { html: _, ...plain } = message;

    await createSendEmailProcessor(transport)({ data: plain });

    expect(sent).toEqual([plain]);
  });

  it.each([
    ['no data', undefined],
    ['a missing recipient', { ...message, to: undefined }],
    ['an invalid address', { ...message, to: 'ann at example.com' }],
    ['an empty subject', { ...message, subject: '' }],
    ['a text body that is not a string', { ...message, text: 42 }],
    ['an id with a colon, which BullMQ job ids cannot hold', { ...message, id: 'order:1042' }],
    ['an empty id', { ...message, id: '' }],
  ])('fails for good on %s, sending nothing', async (_case, data) => {
    const { sent, transport } = recordingTransport();

    const sending = createSendEmailProcessor(transport)({ data });

    await expect(sending).rejects.toBeInstanceOf(UnrecoverableError);
    await expect(sending).rejects.toThrow(/^Invalid send-email data/);
    expect(sent).toEqual([]);
  });

  it('lets a transport failure through as retryable', async () => {
    const outage = new Error('mail server unreachable');
    const failing: MailTransport = {
      async send() {
        throw outage;
      },
    };

    await expect(createSendEmailProcessor(failing)({ data: message })).rejects.toBe(outage);
  });
});
