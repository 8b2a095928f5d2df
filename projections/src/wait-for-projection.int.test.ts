import { testMetadata } from '@shop/core/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ordersProjection } from './orders.projection.js';
import { createProjectionTestKit, type ProjectionTestKit } from './projection-test-kit.js';
import { startProjections } from './projections.js';
import { ProjectionDeadLetter, waitForProjection } from './wait-for-projection.js';

/** A caller waiting for its own write is told when that write was dead-lettered, not "done". */
describe('waitForProjection', () => {
  let kit: ProjectionTestKit;
  beforeAll(async () => {
    kit = await createProjectionTestKit();
  });
  afterAll(() => kit.close());

  it('answers once the view shows the write, and names the event a view could not apply', async () => {
    const projections = startProjections({
      store: kit.store,
      pool: kit.pool,
      logger: kit.logger,
      projections: [ordersProjection],
    });
    try {
      // An order placed without its lines and amounts: the orders view cannot store it.
      const poison = await kit.store.append(
        'order-10000000000000001',
        [
          {
            type: 'OrderPlaced',
            data: { orderNumber: '10000000000000001' },
            metadata: testMetadata(),
          },
        ],
        { expectedRevision: 'no_stream' },
      );
      const failure = await waitForProjection(kit.db, 'orders', poison.position).catch(
        (error: unknown) => error,
      );
      expect(failure).toBeInstanceOf(ProjectionDeadLetter);
      expect((failure as ProjectionDeadLetter).message).toContain('OrderPlaced');
      expect((failure as ProjectionDeadLetter).event.streamName).toBe('order-10000000000000001');

      // The next write, on another stream, is shown as usual.
      const fine = await kit.store.append(
        'order-10000000000000002',
        [
          {
            type: 'OrderCancelled',
            data: { reason: 'test', by: 'staff' },
            metadata: testMetadata(),
          },
        ],
        { expectedRevision: 'no_stream' },
      );
      await expect(waitForProjection(kit.db, 'orders', fine.position)).resolves.toBeUndefined();
    } finally {
      await projections.close();
    }
  });
});
