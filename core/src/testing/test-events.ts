import { randomUUID } from 'node:crypto';
import type { EventMetadata, NewEvent } from '../event-store/event.js';

export function testMetadata(overrides: Partial<EventMetadata> = {}): EventMetadata {
  return {
    correlationId: randomUUID(),
    causationId: null,
    actor: { kind: 'system', name: 'test' },
    occurredAt: new Date().toISOString(),
    ...overrides,
  };
}

/** `count` events of type `type` whose data carries their index. */
export function testEvents(count: number, type = 'TestHappened'): NewEvent[] {
  return Array.from({ length: count }, (_, index) => ({
    id: randomUUID(),
    type,
    data: { index },
    metadata: testMetadata(),
  }));
}

/** A stream name no other test uses. */
export function uniqueStream(category = 'test'): string {
  return `${category}-${randomUUID()}`;
}
