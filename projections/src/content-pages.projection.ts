import type {
  ContactMessageEvent,
  NewsletterEvent,
  PageEntryEvent,
  RecordedEvent,
} from '@shop/core';
import type { Projection } from './projection.js';

/**
 * The content pages' read models: FAQ entries, team members and looks from `content-<id>`,
 * contact messages from `contact-<id>`, newsletter subscribers from `newsletter-<id>`.
 */
export const contentPagesProjection: Projection = {
  name: 'content-pages',
  streams: ['content', 'contact', 'newsletter'],
  tables: ['page_entries', 'contact_messages', 'newsletter_subscribers'],
  async apply({ trx }, events) {
    for (const recorded of events) {
      const at = new Date(recorded.metadata.occurredAt);
      const [category] = recorded.streamName.split('-', 1);
      const id = recorded.streamName.slice(`${category}-`.length);
      if (category === 'content') {
        const event = recorded as RecordedEvent & PageEntryEvent;
        switch (event.type) {
          case 'PageEntryPublished':
            await trx
              .insertInto('page_entries')
              .values({
                id,
                kind: event.data.fields.kind,
                position: event.data.position,
                fields: JSON.stringify(event.data.fields),
                hidden: false,
                created_at: at,
                updated_at: at,
              })
              .execute();
            break;
          case 'PageEntryRevised':
            await trx
              .updateTable('page_entries')
              .set({
                position: event.data.position,
                fields: JSON.stringify(event.data.fields),
                updated_at: at,
              })
              .where('id', '=', id)
              .execute();
            break;
          case 'PageEntryHidden':
          case 'PageEntryShown':
            await trx
              .updateTable('page_entries')
              .set({ hidden: event.type === 'PageEntryHidden', updated_at: at })
              .where('id', '=', id)
              .execute();
            break;
        }
      } else if (category === 'contact') {
        const event = recorded as RecordedEvent & ContactMessageEvent;
        if (event.type === 'ContactMessageReceived') {
          await trx
            .insertInto('contact_messages')
            .values({ id, ...event.data, received_at: at })
            .execute();
        }
      } else if (category === 'newsletter') {
        const event = recorded as RecordedEvent & NewsletterEvent;
        switch (event.type) {
          case 'NewsletterSignUpRequested':
            await trx
              .insertInto('newsletter_subscribers')
              .values({
                id,
                email: event.data.email,
                language: event.data.language,
                status: 'pending',
                requested_at: at,
                confirmed_at: null,
                unsubscribed_at: null,
              })
              .onConflict((conflict) =>
                conflict.column('id').doUpdateSet({
                  language: event.data.language,
                  status: 'pending',
                  requested_at: at,
                }),
              )
              .execute();
            break;
          case 'NewsletterSubscriptionConfirmed':
            await trx
              .updateTable('newsletter_subscribers')
              .set({ status: 'confirmed', confirmed_at: at, unsubscribed_at: null })
              .where('id', '=', id)
              .execute();
            break;
          case 'NewsletterUnsubscribed':
            await trx
              .updateTable('newsletter_subscribers')
              .set({ status: 'unsubscribed', unsubscribed_at: at })
              .where('id', '=', id)
              .execute();
            break;
        }
      }
    }
  },
};
