/**
 * Requests sent in batches: those made in one turn of the event loop go at its end
 * (`setImmediate`), together, while fewer than `maxInFlight` batches are on their way, and
 * otherwise wait to go with the others made meanwhile, at most `size` in a batch. The appends'
 * and the stream reads' groups (append-groups.ts, read-groups.ts) are sent so.
 */
export class TurnBatches<Request> {
  #waiting: Request[] = [];
  #inFlight = 0;
  #sendScheduled = false;

  constructor(
    /** Sends a batch and settles each of its requests. */
    private readonly send: (batch: Request[]) => Promise<void>,
    /** Settles each request of a batch whose `send` itself failed, so none waits for ever. */
    private readonly fail: (batch: Request[], error: unknown) => void,
    private readonly maxInFlight: number,
    private readonly size: number,
  ) {}

  add(request: Request): void {
    this.#waiting.push(request);
    this.#sendSoon();
  }

  #sendSoon(): void {
    if (this.#sendScheduled) return;
    this.#sendScheduled = true;
    setImmediate(() => {
      this.#sendScheduled = false;
      this.#sendWaiting();
    });
  }

  #sendWaiting(): void {
    while (this.#inFlight < this.maxInFlight && this.#waiting.length > 0) {
      const batch = this.#waiting.splice(0, this.size);
      this.#inFlight++;
      void this.send(batch)
        .catch((error: unknown) => this.fail(batch, error))
        .finally(() => {
          this.#inFlight--;
          this.#sendSoon();
        });
    }
  }
}
