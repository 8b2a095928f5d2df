import { testEvents, testMetadata, uniqueStream } from '@shop/core/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eventLogProjection } from './event-log.projection.js';
import { ProjectionRunner } from './projection-runner.js';
import {
  createProjectionTestKit,
  eventLogRows,
  type ProjectionTestKit,
} from './projection-test-kit.js';
import { waitForProjection } from './wait-for-projection.js';

describe('event log projection', () => {
  let kit: ProjectionTestKit;
  beforeAll(async () => {
    kit = await createProjectionTestKit();
  });
  afterAll(() => kit.close());

  it('records every event once, in the global order, with who did it and secrets masked', async () => {
    const order = uniqueStream('order');
    const user = uniqueStream('user');
    const metadata = testMetadata({
      actor: { kind: 'user', userId: 'u-7', role: 'staff' },
      correlationId: 'corr-1',
      causationId: 'cause-1',
    });
    await kit.store.append(order, testEvents(2, 'OrderPlaced'), { expectedRevision: 'no_stream' });
    const last = await kit.store.append(
      user,
      [
        {
          type: 'UserRegistered',
          data: { email: 'a@b.c', passwordHash: 'x', nested: { token: 't' } },
          metadata,
        },
      ],
      { expectedRevision: 'no_stream' },
    );
    const runner = new ProjectionRunner({ ...kit, projection: eventLogProjection });
    runner.start();
    await waitForProjection(kit.db, 'event_log', last.position);
    await runner.stop();

    const rows = await eventLogRows(kit.db);
    expect(rows.map((row) => [row.position, row.stream_name, row.revision, row.type])).toEqual([
      [1, order, 0, 'OrderPlaced'],
      [2, order, 1, 'OrderPlaced'],
      [3, user, 0, 'UserRegistered'],
    ]);
    const registered = rows[2];
    expect(registered?.actor_label).toBe('user:u-7 (staff)');
    expect(registered?.correlation_id).toBe('corr-1');
    expect(registered?.causation_id).toBe('cause-1');
    expect(JSON.parse(registered?.data ?? 'null')).toEqual({
      email: 'a@b.c',
      passwordHash: '[redacted]',
      nested: { token: '[redacted]' },
    });
  });
});
