/**
 * Shares one read among concurrent callers without ever answering one with a value read before
 * it called: a caller that finds a read in flight waits for the next one, which starts when the
 * current one ends, together with everyone else who arrived meanwhile. Under load, one query
 * answers many requests, and a request made after a write still sees it.
 *
 * @example
 * const versions = new FreshRead(() => readVersions(db));
 * const current = await versions.read();
 */
export class FreshRead<Value> {
  #running: Promise<Value> | null = null;
  #queued: Promise<Value> | null = null;

  constructor(private readonly load: () => Promise<Value>) {}

  read(): Promise<Value> {
    if (!this.#running) return this.#start();
    this.#queued ??= this.#running.then(
      () => this.#startQueued(),
      () => this.#startQueued(),
    );
    return this.#queued;
  }

  #startQueued(): Promise<Value> {
    this.#queued = null;
    return this.#start();
  }

  #start(): Promise<Value> {
    const running = this.load();
    this.#running = running;
    const done = () => {
      if (this.#running === running) this.#running = null;
    };
    running.then(done, done);
    return running;
  }
}
