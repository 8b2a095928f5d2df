import englishMessages from 'ra-language-english';

/**
 * English is the reference: its shape (react-admin's keys plus ours) is the type every other
 * language must satisfy, and the key comparison test holds them to it.
 */
const messages = {
  ...englishMessages,
  resources: {
    events: {
      // Polyglot picks the singular for a single record (show title), the plural for the list.
      name: 'Event |||| Event log',
      fields: {
        event_id: 'Event ID',
        position: 'Position',
        occurred_at: 'Occurred at',
        stream_name: 'Stream',
        category: 'Category',
        revision: 'Revision',
        type: 'Type',
        actor_label: 'Actor',
        actor: { kind: 'Actor kind', role: 'Actor role' },
        correlation_id: 'Correlation ID',
        causation_id: 'Causation ID',
        data: 'Data',
      },
      filters: { search: 'Search stream names' },
      actor_kinds: { user: 'User', job: 'Job', system: 'System' },
      actions: {
        same_stream: 'Events of this stream',
        same_correlation: 'Events of this correlation',
      },
    },
  },
  shop: {
    title: 'Back office',
    roles: { customer: 'Customer', seller: 'Seller', staff: 'Staff' },
    auth: {
      invalid_credentials: 'Wrong email or password.',
      too_many_attempts: 'Too many sign-in attempts. Please wait a moment and try again.',
      staff_only: 'The back office is for sellers and staff only.',
    },
    dashboard: {
      welcome: 'Welcome, %{name}',
      intro: 'Every change in the shop is recorded as an event: who did what, and when.',
      open_event_log: 'Open the event log',
    },
  },
};

export type Messages = typeof messages;

export default messages;
