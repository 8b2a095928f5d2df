import {
  type ContactMessageRow,
  type Database,
  type MailOutboxRow,
  type NewsletterSubscriberRow,
  newsletterStatuses,
} from '@shop/core';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import { likePattern, listQueryDocs, parseListQuery, sendListPage } from '../admin/simple-rest.js';
import { createRouter, requireRole } from '../http/access.js';
import { describeRoute } from '../http/route-docs.js';

const subscriberFilter = z.object({
  status: z.enum(newsletterStatuses).optional(),
  q: z.string().max(200).optional(),
});
const messageFilter = z.object({ q: z.string().max(200).optional() });
const outboxFilter = z.object({ recipient: z.string().max(254).optional() });

function subscriberRecord(row: NewsletterSubscriberRow) {
  return {
    id: row.id,
    email: row.email,
    language: row.language,
    status: row.status,
    requestedAt: row.requested_at.toISOString(),
    confirmedAt: row.confirmed_at?.toISOString() ?? null,
    unsubscribedAt: row.unsubscribed_at?.toISOString() ?? null,
  };
}

function messageRecord(row: ContactMessageRow) {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    subject: row.subject,
    message: row.message,
    language: row.language,
    receivedAt: row.received_at.toISOString(),
  };
}

function outboxRecord(row: MailOutboxRow) {
  return {
    id: row.id,
    recipient: row.recipient,
    subject: row.subject,
    text: row.text_body,
    createdAt: row.created_at.toISOString(),
  };
}

/**
 * What the content pages collect, for staff (read only): `subscribers` (the newsletter's),
 * `contact-messages`, and `outbox`, the mail the embedded default keeps instead of sending.
 */
export function contentAdminRoutes({ db }: { db: Kysely<Database> }) {
  const router = createRouter();
  const staff = requireRole('staff');

  router.get(
    '/admin/subscribers',
    staff,
    describeRoute({
      summary: 'List newsletter subscribers',
      query: listQueryDocs(subscriberFilter),
    }),
    async (ctx) => {
      const query = parseListQuery(ctx.query, {
        sortable: ['requested_at', 'confirmed_at', 'email', 'status'] as const,
        defaultSort: { field: 'requested_at', order: 'desc' },
      });
      const filter = subscriberFilter.parse(query.filter);
      let select = db.selectFrom('newsletter_subscribers');
      if (filter.status) select = select.where('status', '=', filter.status);
      if (filter.q) select = select.where('email', 'ilike', likePattern(filter.q));
      await sendListPage(ctx, 'subscribers', query, select, {
        tieBreaker: 'id',
        toRecord: subscriberRecord,
      });
    },
  );

  router.get(
    '/admin/contact-messages',
    staff,
    describeRoute({ summary: 'List contact-form messages', query: listQueryDocs(messageFilter) }),
    async (ctx) => {
      const query = parseListQuery(ctx.query, {
        sortable: ['received_at', 'email'] as const,
        defaultSort: { field: 'received_at', order: 'desc' },
      });
      const filter = messageFilter.parse(query.filter);
      let select = db.selectFrom('contact_messages');
      if (filter.q) {
        const pattern = likePattern(filter.q);
        select = select.where((eb) =>
          eb.or([
            eb('email', 'ilike', pattern),
            eb('subject', 'ilike', pattern),
            eb('message', 'ilike', pattern),
          ]),
        );
      }
      await sendListPage(ctx, 'contact-messages', query, select, {
        tieBreaker: 'id',
        toRecord: messageRecord,
      });
    },
  );

  router.get(
    '/admin/outbox',
    staff,
    describeRoute({ summary: 'Mail kept in the local outbox', query: listQueryDocs(outboxFilter) }),
    async (ctx) => {
      const query = parseListQuery(ctx.query, {
        sortable: ['created_at'] as const,
        defaultSort: { field: 'created_at', order: 'desc' },
      });
      const filter = outboxFilter.parse(query.filter);
      let select = db.selectFrom('mail_outbox');
      if (filter.recipient) select = select.where('recipient', '=', filter.recipient);
      await sendListPage(ctx, 'outbox', query, select, {
        tieBreaker: 'id',
        toRecord: outboxRecord,
      });
    },
  );

  return router;
}
