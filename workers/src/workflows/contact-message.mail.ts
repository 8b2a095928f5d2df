import type { ContactMessage } from '@shop/core';
import type { MailMessage } from '../mail/mail-transport.js';
import { siteSubject } from '../mail/site-subject.js';

/**
 * The mail staff get for a contact-form message; they answer the visitor at `message.email`, as
 * the site the visitor wrote from (`resellerSiteName` for site 2).
 *
 * @example contactStaffMail(id, { ...message, siteId: 2 }, 'staff@shop.example', 'Seoul Snack Depot')
 * // subject '[Seoul Snack Depot] [Contact] …', text with 'Site: Seoul Snack Depot'
 */
export function contactStaffMail(
  messageId: string,
  message: ContactMessage,
  staffEmail: string,
  resellerSiteName?: string,
): MailMessage {
  const siteName = message.siteId === 2 ? (resellerSiteName ?? 'site 2') : undefined;
  return {
    id: `contact-${messageId}`,
    to: staffEmail,
    subject: siteSubject(`[Contact] ${message.subject}`, siteName),
    text: [
      `From: ${message.name} <${message.email}>`,
      ...(siteName ? [`Site: ${siteName}`] : []),
      `Language: ${message.language}`,
      `Message id: ${messageId}`,
      '',
      message.message,
    ].join('\n'),
  };
}
