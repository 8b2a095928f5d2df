import type { ColumnType, Selectable } from 'kysely';
import type { Language } from '../catalog/languages.js';
import type { NewsletterStatus } from './newsletter.events.js';
import type { PageEntryFields, PageEntryKind } from './page-entry.events.js';

type Timestamp = ColumnType<Date, Date | string, Date | string>;

/** FAQ entries, team members and looks; kept by the content-pages projection. */
export interface PageEntriesTable {
  id: string;
  kind: PageEntryKind;
  position: number;
  fields: ColumnType<PageEntryFields, string, string>;
  hidden: boolean;
  created_at: Timestamp;
  updated_at: Timestamp;
}

/** Messages sent through the contact form, for staff. */
export interface ContactMessagesTable {
  id: string;
  name: string;
  email: string;
  subject: string;
  message: string;
  language: Language;
  received_at: Timestamp;
}

/** Newsletter sign-ups, for staff; decisions are taken on `newsletter-<id>` streams. */
export interface NewsletterSubscribersTable {
  id: string;
  email: string;
  language: Language;
  status: NewsletterStatus;
  requested_at: Timestamp;
  confirmed_at: Timestamp | null;
  unsubscribed_at: Timestamp | null;
}

export interface ContentPagesTables {
  page_entries: PageEntriesTable;
  contact_messages: ContactMessagesTable;
  newsletter_subscribers: NewsletterSubscribersTable;
}

export type PageEntryRow = Selectable<PageEntriesTable>;
export type ContactMessageRow = Selectable<ContactMessagesTable>;
export type NewsletterSubscriberRow = Selectable<NewsletterSubscribersTable>;
