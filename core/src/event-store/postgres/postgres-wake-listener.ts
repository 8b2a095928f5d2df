import pg from 'pg';
import type { WakeSignal } from '../wake-signal.js';

const channel = 'shop_events';

/**
 * Wakes subscribers in this process at once and in other processes through LISTEN/NOTIFY.
 * NOTIFY inside the append transaction would serialise all appending commits, so it is sent
 * after the commit, on a connection of its own whose commits do not wait for the disk (a lost
 * notification only delays a subscriber until its next poll). One is sent at a time, and the
 * next no sooner than `notifyGapMs` after it, always after the last append: under load every
 * append sent one, a quarter of the statements an add to cart cost; at one per 5 ms still a
 * tenth, at 20 ms a fortieth. A subscriber elsewhere then hears of a busy stream of appends up
 * to 20 ms late (the first append after a quiet spell at once), within the 50 ms of live lag
 * that issue 10 allows. This process's own notifications come back to its listening
 * connection and are left aside (it woke already).
 */
export class PostgresWakeListener {
  /** The least time between two notifications of this process. */
  static readonly notifyGapMs = 20;

  #client: pg.Client | null = null;
  #connecting: Promise<pg.Client | null> | null = null;
  #notifying = false;
  #pending = false;
  #stopped = false;

  constructor(
    private readonly connectionString: string,
    private readonly wake: WakeSignal,
  ) {}

  announce(): void {
    this.wake.wake();
    this.#notify();
  }

  #notify(): void {
    if (this.#stopped) return;
    if (this.#notifying) {
      this.#pending = true;
      return;
    }
    this.#notifying = true;
    this.#connection()
      .then((client) => client?.query('SELECT pg_notify($1, $2)', [channel, '']))
      .catch(() => {
        // Subscribers elsewhere fall back to their poll.
      })
      .finally(() => {
        setTimeout(() => {
          this.#notifying = false;
          if (this.#pending) {
            this.#pending = false;
            this.#notify();
          }
        }, PostgresWakeListener.notifyGapMs).unref();
      });
  }

  /** Listens for other processes' appends; idempotent. */
  async start(): Promise<void> {
    await this.#connection();
  }

  #connection(): Promise<pg.Client | null> {
    if (this.#client || this.#stopped) return Promise.resolve(this.#client);
    this.#connecting ??= this.#connect().finally(() => {
      this.#connecting = null;
    });
    return this.#connecting;
  }

  async #connect(): Promise<pg.Client | null> {
    const client = new pg.Client({ connectionString: this.connectionString });
    let ownProcess: number | undefined;
    client.on('notification', (message) => {
      if (message.processId !== ownProcess) this.wake.wake();
    });
    client.on('error', () => {
      // Reconnect on next use; subscribers' polls cover the gap.
      if (this.#client === client) this.#client = null;
      client.end().catch(() => {});
    });
    await client.connect();
    await client.query('SET synchronous_commit = off');
    const { rows } = await client.query<{ pid: number }>('SELECT pg_backend_pid() AS pid');
    ownProcess = rows[0]?.pid;
    await client.query(`LISTEN ${channel}`);
    if (this.#stopped) {
      await client.end();
      return null;
    }
    this.#client = client;
    return client;
  }

  async stop(): Promise<void> {
    this.#stopped = true;
    await this.#connecting?.catch(() => null);
    const client = this.#client;
    this.#client = null;
    await client?.end().catch(() => {});
  }
}
