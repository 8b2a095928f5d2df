import pg from 'pg';
import type { WakeSignal } from '../wake-signal.js';

const channel = 'shop_events';

/**
 * Wakes subscribers in this process at once and in other processes through LISTEN/NOTIFY.
 * The NOTIFY is sent after the append has committed, and at most one is in flight per
 * process: NOTIFY inside the append transaction would serialise all appending commits.
 */
export class PostgresWakeListener {
  #client: pg.Client | null = null;
  #starting: Promise<void> | null = null;
  #notifying: Promise<unknown> | null = null;
  #pending = false;
  #stopped = false;

  constructor(
    private readonly connectionString: string,
    private readonly pool: pg.Pool,
    private readonly wake: WakeSignal,
  ) {}

  announce(): void {
    this.wake.wake();
    if (this.#stopped) return;
    if (this.#notifying) {
      this.#pending = true;
      return;
    }
    this.#notifying = this.pool
      .query('SELECT pg_notify($1, $2)', [channel, ''])
      .catch(() => {
        // Listeners fall back to their idle poll; a lost notification only delays them.
      })
      .finally(() => {
        this.#notifying = null;
        if (this.#pending) {
          this.#pending = false;
          this.announce();
        }
      });
  }

  /** Listens for other processes' appends; idempotent. */
  start(): Promise<void> {
    if (this.#client || this.#stopped) return Promise.resolve();
    this.#starting ??= this.#connect().finally(() => {
      this.#starting = null;
    });
    return this.#starting;
  }

  async #connect(): Promise<void> {
    const client = new pg.Client({ connectionString: this.connectionString });
    client.on('notification', () => this.wake.wake());
    client.on('error', () => {
      // Reconnect on the next subscription round; the idle poll covers the gap.
      this.#client = null;
      client.end().catch(() => {});
    });
    await client.connect();
    await client.query(`LISTEN ${channel}`);
    if (this.#stopped) {
      await client.end();
      return;
    }
    this.#client = client;
  }

  async stop(): Promise<void> {
    this.#stopped = true;
    await this.#starting?.catch(() => {});
    await this.#notifying;
    const client = this.#client;
    this.#client = null;
    await client?.end();
  }
}
