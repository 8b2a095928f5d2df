import type { RaRecord } from 'react-admin';
import type { Role } from '../types';

/** Who caused an event: a signed-in user, or a background job or the system itself. */
export type EventActor =
  | { kind: 'user'; userId: string; role: Role }
  | { kind: 'job' | 'system'; name: string };

/** One row of `GET /api/admin/events`: a stored event with its audit metadata. */
export interface EventRecord extends RaRecord<number> {
  /** The record id is the position; this is the event's own uuid. */
  event_id: string;
  position: number;
  stream_name: string;
  category: string;
  revision: number;
  type: string;
  occurred_at: string;
  actor: EventActor;
  actor_label: string;
  correlation_id: string;
  causation_id: string | null;
  data: Record<string, unknown>;
}

/** The exact-match filters the server supports on events, plus `q` (stream name substring). */
export interface EventFilter {
  stream_name?: string;
  type?: string;
  category?: string;
  correlation_id?: string;
  q?: string;
}
