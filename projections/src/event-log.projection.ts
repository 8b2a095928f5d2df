import { type Actor, type RecordedEvent, storedEventData } from '@shop/core';
import type { Projection } from './projection.js';
import { mayHoldSecrets, redactSecrets } from './redact-secrets.js';

const columns = [
  'position',
  'event_id',
  'stream_name',
  'revision',
  'type',
  'occurred_at',
  'actor',
  'actor_label',
  'correlation_id',
  'causation_id',
  'data',
] as const;

/**
 * Every event, for the staff audit view; secrets in event data are masked. Written with COPY:
 * catch-up and rebuilds stay close to the speed of reading the events.
 */
export const eventLogProjection: Projection = {
  name: 'event_log',
  tables: ['event_log'],
  async apply({ copyRows }, events, firstSequence) {
    await copyRows(
      'event_log',
      columns,
      events.map((event, index) => toRow(event, firstSequence + index)),
    );
  },
};

function toRow(event: RecordedEvent, sequence: number) {
  const { metadata } = event;
  if (!metadata?.actor || !metadata.correlationId || !metadata.occurredAt) {
    throw new Error(`Event ${event.id} (${event.type}) lacks actor, correlationId or occurredAt`);
  }
  return [
    sequence,
    event.id,
    event.streamName,
    event.revision,
    event.type,
    metadata.occurredAt,
    JSON.stringify(metadata.actor),
    actorLabel(metadata.actor),
    metadata.correlationId,
    metadata.causationId,
    dataJson(event),
  ];
}

/** The data as JSON with secrets masked; the stored text itself when it holds none. */
function dataJson(event: RecordedEvent): string {
  const stored = storedEventData(event);
  if (stored !== undefined && !mayHoldSecrets(stored)) return stored;
  return JSON.stringify(redactSecrets(event.data));
}

export function actorLabel(actor: Actor): string {
  switch (actor.kind) {
    case 'user':
      return `user:${actor.userId} (${actor.role})`;
    case 'job':
      return `job:${actor.name}`;
    case 'system':
      return `system:${actor.name}`;
    default:
      throw new Error(`Unknown actor ${JSON.stringify(actor satisfies never)}`);
  }
}
