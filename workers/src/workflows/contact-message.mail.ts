import type { ContactMessage } from '@shop/core';
import type { MailMessage } from '../mail/mail-transport.js';

/** The mail staff get for a contact-form message; they answer the visitor at `message.email`. */
export function contactStaffMail(
  messageId: string,
  message: ContactMessage,
  staffEmail: string,
): MailMessage {
  return {
    id: `contact-${messageId}`,
    to: staffEmail,
    subject: `[Contact] ${message.subject}`,
    text: [
      `From: ${message.name} <${message.email}>`,
      `Language: ${message.language}`,
      `Message id: ${messageId}`,
      '',
      message.message,
    ].join('\n'),
  };
}
