import { sleepUntil } from '../../runtime/sleep.js';
import { comparePositions, type GlobalPosition, type RecordedEvent } from '../event.js';
import { WakeSignal } from '../wake-signal.js';

/**
 * A read of the log's newest events: those after a position (at most the limit asked), and,
 * when fewer came, whether a committed event stands after them held back behind an older open
 * transaction (or committed since), asked in the same round trip.
 */
export interface TailRead {
  readonly events: RecordedEvent[];
  readonly more: boolean;
}

/** What the tail needs of the event store: its reads and its wake-ups. */
export interface TailSource {
  readTail(after: GlobalPosition, limit: number): Promise<TailRead>;
  /** Resolves when an append may have landed since generation `seen` (or after `timeoutMs`). */
  readonly wake: WakeSignal;
  /** Opens the channel that announces other processes' appends. */
  listen(): Promise<void>;
}

export interface LiveTailOptions {
  /** Least time between the starts of two reads. */
  readonly readGapMs: number;
  /** Poll while committed events are held back behind an older open transaction. */
  readonly heldBackPollMs: number;
  /** Safety-net poll while idle, in case a notification was missed. */
  readonly idlePollMs: number;
  /** How many of the newest events are kept for subscribers that are a little behind. */
  readonly capacity?: number;
  readonly batchSize?: number;
}

/**
 * One reader of the log's newest events for every subscription of a process that follows it
 * live. Each subscription used to read (and compute the visibility horizon) on its own after
 * every append, a dozen reads per event in a shop with a dozen projections and workflows, which
 * kept PostgreSQL busy with reads rather than with writes. The tail reads once and keeps the
 * newest events; a subscription whose position falls within them takes its batch from here,
 * one that is further behind reads the log itself until it catches up.
 *
 * The events kept are every event after `start` up to the last one read, in log order, with
 * nothing missing: `start` is a position some read reached (nothing can still appear at or
 * before it), and each read continues at the last position the one before it reached.
 */
export class LiveTail {
  /**
   * The events kept are `#events` from `#first` on. Those before it were let go (set to
   * undefined) and are cut off once as many as the capacity: a read then copies no array, where
   * cutting at every read copied the whole tail twice (8 % of what the shop allocated in a run
   * of checkouts).
   */
  #events: (RecordedEvent | undefined)[] = [];
  #first = 0;
  #start: GlobalPosition | null = null;
  #subscriptions = 0;
  #running: Promise<void> | null = null;
  #stop: AbortController | null = null;
  #failed: { readonly error: unknown } | null = null;
  readonly #advanced = new WakeSignal();
  readonly #capacity: number;
  readonly #batchSize: number;

  constructor(
    private readonly source: TailSource,
    private readonly options: LiveTailOptions,
  ) {
    this.#capacity = options.capacity ?? 5000;
    this.#batchSize = options.batchSize ?? 1000;
  }

  /** Counts a subscription in: the tail reads while any is; call the answer when it ends. */
  join(): () => void {
    this.#subscriptions++;
    let left = false;
    return () => {
      if (left) return;
      left = true;
      this.#subscriptions--;
      if (this.#subscriptions === 0) this.#stop?.abort();
    };
  }

  /**
   * Whether the tail holds everything after `position` (or will, once it reads on): true for a
   * position at or after its start. Starts the tail at `position` when it is not running, which
   * a subscription may ask only for a position a read of the log reached (at `readAt`, from
   * `performance.now()`: the tail's first read keeps the gap after it).
   */
  covers(position: GlobalPosition, readAt = Number.NEGATIVE_INFINITY): boolean {
    if (!this.#running) this.#begin(position, readAt);
    return this.#start !== null && comparePositions(position, this.#start) >= 0;
  }

  /**
   * The events after `position` (at most `limit`), waiting for the next read when there are
   * none yet. Empty when `signal` aborted, or the tail stopped or moved its start past
   * `position` meanwhile (the subscription then reads for itself); throws the error a read of
   * the tail failed with, so the subscription fails as its own read would have.
   */
  async after(
    position: GlobalPosition,
    limit: number,
    signal?: AbortSignal,
  ): Promise<RecordedEvent[]> {
    for (;;) {
      const seen = this.#advanced.generation;
      if (this.#failed) throw this.#failed.error;
      if (this.#start === null || comparePositions(position, this.#start) < 0) return [];
      const events = this.#eventsAfter(position, limit);
      if (events.length > 0 || signal?.aborted || !this.#running) return events;
      await this.#advanced.wait(seen, this.options.idlePollMs, signal);
    }
  }

  /** Stops reading; subscriptions waiting on it get an empty batch. */
  async stop(): Promise<void> {
    this.#stop?.abort();
    await this.#running;
  }

  #eventsAfter(position: GlobalPosition, limit: number): RecordedEvent[] {
    const events = this.#events;
    let low = this.#first;
    let high = events.length;
    while (low < high) {
      const middle = (low + high) >>> 1;
      const event = events[middle] as RecordedEvent;
      if (comparePositions(event.position, position) <= 0) low = middle + 1;
      else high = middle;
    }
    return events.slice(low, low + limit) as RecordedEvent[];
  }

  #begin(position: GlobalPosition, readAt: number): void {
    this.#events = [];
    this.#first = 0;
    this.#start = position;
    this.#failed = null;
    const stop = new AbortController();
    this.#stop = stop;
    const running: Promise<void> = this.#read(position, readAt, stop.signal).then(
      () => this.#ended(running, null),
      (error: unknown) => this.#ended(running, { error }),
    );
    this.#running = running;
  }

  #ended(running: Promise<void>, failed: { readonly error: unknown } | null): void {
    if (this.#running === running) {
      this.#running = null;
      this.#start = null;
      this.#events = [];
      this.#first = 0;
      this.#failed = failed;
    }
    this.#advanced.wake();
  }

  async #read(from: GlobalPosition, readAt: number, signal: AbortSignal): Promise<void> {
    const { readGapMs, heldBackPollMs, idlePollMs } = this.options;
    let head = from;
    let lastRead = readAt;
    while (!signal.aborted && this.#subscriptions > 0) {
      await this.source.listen();
      await sleepUntil(lastRead + readGapMs, signal);
      if (signal.aborted) return;
      lastRead = performance.now();
      const seen = this.source.wake.generation;
      const { events: batch, more } = await this.source.readTail(head, this.#batchSize);
      const last = batch.at(-1);
      if (last) {
        head = last.position;
        this.#keep(batch);
        if (batch.length === this.#batchSize) continue;
      }
      await this.source.wake.wait(seen, more ? heldBackPollMs : idlePollMs, signal);
    }
  }

  #keep(batch: readonly RecordedEvent[]): void {
    const events = this.#events;
    for (const event of batch) events.push(event);
    const over = events.length - this.#first - this.#capacity;
    if (over > 0) {
      const first = this.#first + over;
      this.#start = (events[first - 1] as RecordedEvent).position;
      events.fill(undefined, this.#first, first);
      this.#first = first;
      if (first >= this.#capacity) {
        this.#events = events.slice(first);
        this.#first = 0;
      }
    }
    this.#advanced.wake();
  }
}
