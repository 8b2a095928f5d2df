import { type Actor, streamCategory } from '@shop/core';
import type { ProjectedEvent, Projection } from './projection.js';
import { redactSecrets } from './redact-secrets.js';

const columns = [
  'position',
  'event_id',
  'stream_name',
  'category',
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
  async apply({ copyRows }, events) {
    await copyRows('event_log', columns, events.map(toRow));
  },
};

function toRow(event: ProjectedEvent) {
  const { metadata } = event;
  if (!metadata?.actor || !metadata.correlationId || !metadata.occurredAt) {
    throw new Error(`Event ${event.id} (${event.type}) lacks actor, correlationId or occurredAt`);
  }
  return [
    event.sequence,
    event.id,
    event.streamName,
    streamCategory(event.streamName),
    event.revision,
    event.type,
    metadata.occurredAt,
    JSON.stringify(metadata.actor),
    actorLabel(metadata.actor),
    metadata.correlationId,
    metadata.causationId,
    JSON.stringify(redactSecrets(event.data)),
  ];
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
