/**
 * Runs the work handed to it one piece after another, in the order handed: each starts once
 * the one before has settled, failed or not. A runner's batch transactions and its deferred
 * checkpoint writes go through one, so no two of them move its checkpoint at once.
 *
 * @example
 * const inTurn = oneAtATime();
 * await inTurn(() => applyBatch(pool, projection, checkpoint, batch, failure));
 */
export function oneAtATime(): <T>(work: () => Promise<T>) => Promise<T> {
  let turn: Promise<unknown> = Promise.resolve();
  return (work) => {
    const next = turn.then(work);
    turn = next.catch(() => {});
    return next;
  };
}
