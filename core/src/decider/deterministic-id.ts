import { v5 as uuidv5 } from 'uuid';

/** The shop's own UUID namespace, so our names never collide with another system's v5 ids. */
const shopNamespace = '5c1d3b8e-9f0a-4f7c-8a43-2f6e1b9d7c10';

/**
 * A UUID derived from `name`: the same name always gives the same id. Commands that may be
 * retried (a job, a workflow step, a request with an Idempotency-Key) name their events after
 * their cause, so a retried append is recognised as one already stored.
 *
 * @example
 * deterministicId(`order-10012345678901234/reserve/3`) // always the same uuid
 */
export function deterministicId(name: string): string {
  return uuidv5(name, shopNamespace);
}
