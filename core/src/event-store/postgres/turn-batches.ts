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
    /** Spreads what waits over more batches at once, one per `at` of its weight (see below). */
    private readonly spread?: {
      readonly weight: (request: Request) => number;
      readonly at: number;
    },
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

  /**
   * Sends what waits, at most `size` a batch, in as many batches as it needs and the free places
   * allow, in parts as even as can be; with `spread`, in one batch per `at` of their weight at
   * least, as the free places allow.
   */
  #sendWaiting(): void {
    const free = this.maxInFlight - this.#inFlight;
    if (free <= 0 || this.#waiting.length === 0) return;
    const taken = this.#waiting.splice(0, free * this.size);
    const batches = Math.min(
      free,
      Math.max(Math.ceil(taken.length / this.size), this.#spreadOver(taken), 1),
    );
    for (let index = 0; index < batches; index++) {
      this.#sendBatch(
        taken.slice(
          Math.floor((index * taken.length) / batches),
          Math.floor(((index + 1) * taken.length) / batches),
        ),
      );
    }
  }

  #spreadOver(taken: readonly Request[]): number {
    if (!this.spread) return 1;
    const { weight, at } = this.spread;
    const total = taken.reduce((sum, request) => sum + weight(request), 0);
    return Math.min(taken.length, Math.floor(total / at));
  }

  #sendBatch(batch: Request[]): void {
    this.#inFlight++;
    void this.send(batch)
      .catch((error: unknown) => this.fail(batch, error))
      .finally(() => {
        this.#inFlight--;
        this.#sendSoon();
      });
  }
}
