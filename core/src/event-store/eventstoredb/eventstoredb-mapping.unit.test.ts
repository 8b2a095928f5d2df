import { describe, expect, it } from 'vitest';
import {
  fromCurrentRevision,
  isOwnEvent,
  toAppendExpectedRevision,
} from './eventstoredb-mapping.js';

const constants = { ANY: 'any', NO_STREAM: 'no_stream' } as const;

describe('EventStoreDB mapping', () => {
  it('maps expected revisions onto the client constants and bigints', () => {
    expect(toAppendExpectedRevision('any', constants)).toBe('any');
    expect(toAppendExpectedRevision('no_stream', constants)).toBe('no_stream');
    expect(toAppendExpectedRevision(4, constants)).toBe(4n);
  });

  it('reads the actual revision of a conflict as a number, -1 for a missing stream', () => {
    expect(fromCurrentRevision(7n)).toBe(7);
    expect(fromCurrentRevision('no_stream')).toBe(-1);
    expect(fromCurrentRevision(undefined)).toBeNull();
  });

  it('leaves out the server own $-events', () => {
    expect(isOwnEvent({ type: '$metadata' })).toBe(false);
    expect(isOwnEvent({ type: 'OrderPlaced' })).toBe(true);
  });
});
