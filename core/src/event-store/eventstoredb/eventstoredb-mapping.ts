import type { AllStreamRecordedEvent, AppendExpectedRevision } from '@eventstore/db-client';
import type { EventMetadata, GlobalPosition, RecordedEvent } from '../event.js';
import type { ExpectedRevision } from '../event-store.js';

type Constants = { NO_STREAM: AppendExpectedRevision; ANY: AppendExpectedRevision };

/** Our expected revision in the client's terms. */
export function toAppendExpectedRevision(
  expected: ExpectedRevision,
  constants: Constants,
): AppendExpectedRevision {
  if (expected === 'no_stream') return constants.NO_STREAM;
  if (expected === 'any') return constants.ANY;
  return BigInt(expected);
}

/** The client's current revision ("no_stream" or a bigint) as ours (-1 for no stream). */
export function fromCurrentRevision(actual: unknown): number | null {
  if (typeof actual === 'bigint') return Number(actual);
  if (actual === 'no_stream') return -1;
  return null;
}

/** Events written by EventStoreDB itself ($-prefixed) are not ours. */
export function isOwnEvent(event: { type: string }): boolean {
  return !event.type.startsWith('$');
}

export function toRecordedEvent(event: AllStreamRecordedEvent): RecordedEvent {
  return {
    id: event.id,
    type: event.type,
    data: event.data,
    metadata: event.metadata as unknown as EventMetadata,
    streamName: event.streamId,
    revision: Number(event.revision),
    position: toGlobalPosition(event.position),
  };
}

export function toGlobalPosition(position: { commit: bigint; prepare: bigint }): GlobalPosition {
  return { commit: position.commit, prepare: position.prepare };
}
