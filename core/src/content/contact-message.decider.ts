import type { Decider } from '../decider/decider.js';
import type { ContactMessage, ContactMessageEvent } from './contact-message.events.js';

export type ContactMessageCommand = { type: 'ReceiveContactMessage' } & ContactMessage;

export type ContactMessageState = { readonly received: boolean };

/** `contact-<messageId>`: one message sent through the contact form. */
export function contactMessageStream(messageId: string): string {
  return `contact-${messageId}`;
}

/** A contact-form message, received once under its id (a retried request keeps one). */
export const contactMessageDecider: Decider<
  ContactMessageCommand,
  ContactMessageEvent,
  ContactMessageState
> = {
  initialState: { received: false },
  evolve: () => ({ received: true }),
  decide(command, state) {
    if (state.received) return [];
    const { type: _type, ...message } = command;
    return [{ type: 'ContactMessageReceived', data: message }];
  },
};
