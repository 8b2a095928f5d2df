import type { Language } from '../catalog/languages.js';
import type { DomainEvent } from '../decider/decider.js';

export interface ContactMessage {
  readonly name: string;
  readonly email: string;
  readonly subject: string;
  readonly message: string;
  /** The storefront language the visitor wrote from: staff answer in it. */
  readonly language: Language;
  /** 2 for a message sent from the regional reseller's host; absent for site 1. */
  readonly siteId?: 2;
}

/** Kept before any mail is sent, so a message survives a mail server that is down. */
export type ContactMessageReceived = DomainEvent<'ContactMessageReceived', ContactMessage>;

export type ContactMessageEvent = ContactMessageReceived;

export const contactLimits = {
  name: 100,
  subject: 200,
  message: 5000,
  /** Fewer characters than this is not a question staff can answer. */
  minMessage: 10,
} as const;
