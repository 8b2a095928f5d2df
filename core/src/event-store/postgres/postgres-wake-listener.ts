import pg from 'pg';
import type { WakeSignal } from '../wake-signal.js';

const channel = 'shop_events';

/**
 * Wakes subscribers in this process at once and in other processes through LISTEN/NOTIFY.
 * NOTIFY inside the append transaction would serialise all appending commits, so it is sent
 * after the commit, at most one at a time per process, on a connection of its own whose
 * commits do not wait for the disk (a lost notification only delays a subscriber until its
 * next poll).
 */
export class PostgresWakeListener {
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
        this.#notifying = false;
        if (this.#pending) {
          this.#pending = false;
          this.announce();
        }
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
    client.on('notification', () => this.wake.wake());
    client.on('error', () => {
      // Reconnect on next use; subscribers' polls cover the gap.
      if (this.#client === client) this.#client = null;
      client.end().catch(() => {});
    });
    await client.connect();
    await client.query('SET synchronous_commit = off');
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
