import type { EventMetadata, EventStore, RecordedEvent, ShopCommands } from '@shop/core';
import type { PaymentsQueue } from '../jobs/paypal-payment.job.js';
import type { MailQueue } from '../jobs/send-email.job.js';

/** What workflows act through: the command layer, the event store to read aggregates, queues. */
export interface WorkflowContext {
  readonly store: EventStore;
  readonly commands: ShopCommands;
  readonly queues: {
    readonly payments: PaymentsQueue;
    readonly mail: MailQueue;
  };
  /** Where mail for staff goes (contact-form messages). */
  readonly staffEmail: string;
  /** Site 2's name, which its orders' mails carry; unset: no site 2. */
  readonly resellerSiteName?: string;
  /** When a pending capture is looked at for the `check`-th time (1, 2, ...). */
  readonly captureCheckDelayMs: (check: number) => number;
}

/** Events a workflow writes carry the cause: same correlation, caused by the event. */
export function reactionMetadata(workflow: string, cause: RecordedEvent): EventMetadata {
  return {
    correlationId: cause.metadata.correlationId,
    causationId: cause.id,
    actor: { kind: 'system', name: `workflow:${workflow}` },
    occurredAt: new Date().toISOString(),
  };
}

/** The id a stream gives its aggregate: `order-10012345678901234` → `10012345678901234`. */
export function streamId(event: RecordedEvent): string {
  return event.streamName.slice(event.streamName.indexOf('-') + 1);
}
