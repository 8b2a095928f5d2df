import { randomUUID } from 'node:crypto';
import type { EventMetadata } from '@shop/core';
import type { AppState } from './app-state.js';

/** Metadata for events caused by an HTTP request: the request id correlates them. */
export function requestMetadata(state: AppState): EventMetadata {
  const user = state.auth?.user;
  return {
    correlationId: state.requestId,
    causationId: null,
    actor: user
      ? { kind: 'user', userId: user.id, role: user.role }
      : { kind: 'system', name: 'anonymous' },
    occurredAt: new Date().toISOString(),
  };
}

/** Metadata for events the system causes on its own, such as start-up bootstrapping. */
export function systemMetadata(name: string): EventMetadata {
  return {
    correlationId: randomUUID(),
    causationId: null,
    actor: { kind: 'system', name },
    occurredAt: new Date().toISOString(),
  };
}
