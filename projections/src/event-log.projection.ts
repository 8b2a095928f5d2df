import { type Actor, streamCategory } from '@shop/core';
import { sql } from 'kysely';
import type { ProjectedEvent, Projection } from './projection.js';
import { redactSecrets } from './redact-secrets.js';

/** Every event, for the staff audit view; secrets in event data are masked. */
export const eventLogProjection: Projection = {
  name: 'event_log',
  tables: ['event_log'],
  async apply(trx, events) {
    const rows = events.map(toRow);
    // One INSERT per batch keeps catch-up close to the speed of reading the events.
    await sql`
      INSERT INTO event_log (position, event_id, stream_name, category, revision, type,
        occurred_at, actor, actor_label, correlation_id, causation_id, data)
      SELECT * FROM unnest(
        ${rows.map((row) => row.position)}::bigint[], ${rows.map((row) => row.eventId)}::uuid[],
        ${rows.map((row) => row.streamName)}::text[], ${rows.map((row) => row.category)}::text[],
        ${rows.map((row) => row.revision)}::int[], ${rows.map((row) => row.type)}::text[],
        ${rows.map((row) => row.occurredAt)}::timestamptz[], ${rows.map((row) => row.actor)}::jsonb[],
        ${rows.map((row) => row.actorLabel)}::text[], ${rows.map((row) => row.correlationId)}::text[],
        ${rows.map((row) => row.causationId)}::text[], ${rows.map((row) => row.data)}::jsonb[]
      )`.execute(trx);
  },
};

function toRow(event: ProjectedEvent) {
  const { metadata } = event;
  if (!metadata?.actor || !metadata.correlationId || !metadata.occurredAt) {
    throw new Error(`Event ${event.id} (${event.type}) lacks actor, correlationId or occurredAt`);
  }
  return {
    position: event.sequence,
    eventId: event.id,
    streamName: event.streamName,
    category: streamCategory(event.streamName),
    revision: event.revision,
    type: event.type,
    occurredAt: metadata.occurredAt,
    actor: JSON.stringify(metadata.actor),
    actorLabel: actorLabel(metadata.actor),
    correlationId: metadata.correlationId,
    causationId: metadata.causationId,
    data: JSON.stringify(redactSecrets(event.data)),
  };
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
