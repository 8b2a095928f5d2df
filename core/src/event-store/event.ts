/** Who caused an event: a signed-in user, a scheduled job, or the system itself. */
export type Actor =
  | { readonly kind: 'user'; readonly userId: string; readonly role: Role }
  | { readonly kind: 'job'; readonly name: string }
  | { readonly kind: 'system'; readonly name: string };

export type Role = 'customer' | 'seller' | 'staff';

/** Carried by every event; staff audit reads these. */
export interface EventMetadata {
  readonly correlationId: string;
  readonly causationId: string | null;
  readonly actor: Actor;
  /** ISO-8601 time at which the command that produced the event was handled. */
  readonly occurredAt: string;
}

/** Position in the global order of all events. Compare with {@link comparePositions}. */
export interface GlobalPosition {
  readonly commit: bigint;
  readonly prepare: bigint;
}

export const START_POSITION: GlobalPosition = Object.freeze({ commit: 0n, prepare: 0n });

export interface NewEvent<Type extends string = string, Data = unknown> {
  /** Generated when absent. */
  readonly id?: string;
  readonly type: Type;
  readonly data: Data;
  readonly metadata: EventMetadata;
}

export interface RecordedEvent<Type extends string = string, Data = unknown> {
  readonly id: string;
  readonly type: Type;
  readonly data: Data;
  readonly metadata: EventMetadata;
  readonly streamName: string;
  /** 0 for a stream's first event. */
  readonly revision: number;
  readonly position: GlobalPosition;
}

export function comparePositions(a: GlobalPosition, b: GlobalPosition): number {
  if (a.commit !== b.commit) return a.commit < b.commit ? -1 : 1;
  if (a.prepare !== b.prepare) return a.prepare < b.prepare ? -1 : 1;
  return 0;
}

/** `order-10012345678901234` -> `order` */
export function streamCategory(streamName: string): string {
  const dash = streamName.indexOf('-');
  return dash === -1 ? streamName : streamName.slice(0, dash);
}
